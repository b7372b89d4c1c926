// The logo's PNG fallback, public/logo.png (512 px square), drawn from public/logo.svg at each
// build: for what cannot show an SVG (e-mail clients, search engines' organisation logo, share
// cards). Generated, git-ignored; drawn again only when logo.svg is newer.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const LOGO_PNG_SIZE = 512;

export async function buildLogoPng(root) {
  const source = path.join(root, 'public', 'logo.svg');
  const target = path.join(root, 'public', 'logo.png');
  if (existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs) return false;
  const { default: sharp } = await import('sharp');
  await sharp(source, { density: 1200 })
    .resize(LOGO_PNG_SIZE, LOGO_PNG_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9 })
    .toFile(target);
  return true;
}
