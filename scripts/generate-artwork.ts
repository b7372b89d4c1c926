/**
 * Draws the site's original artwork: one SVG per image slot the content
 * registry names that has no file yet. Real photos dropped into the same folders under the same
 * names replace them; existing files are never overwritten.
 *
 *   npx tsx scripts/generate-artwork.ts            # draws the missing files
 *   npx tsx scripts/generate-artwork.ts --redraw   # draws every file again (after changing a drawing)
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seeded, svgDocument } from './artwork/kit';
import { parseCommandLine } from './cli/arguments';
import { artworkJobs as jobs } from './artwork/slots';
import { scenes } from './artwork/scenes';

/** The monogram of components/ui/logo.tsx; `maskable` keeps it inside the icon safe zone (80 %). */
function monogram(size: number, maskable: boolean): string {
  const scale = (maskable ? 0.62 : 1) * (size / 48);
  const offset = (size - 48 * scale) / 2;
  return svgDocument(
    size,
    size,
    `<rect width="${size}" height="${size}" ${maskable ? '' : `rx="${size / 4}"`} fill="#1a3fa8"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})">` +
      `<path d="M10 20 24 12l14 8-14 8z" fill="#e49b0f"/>` +
      `<path d="M15 24v8c0 2.5 4 5 9 5s9-2.5 9-5v-8l-9 5z" fill="#ffffff"/></g>`,
  );
}

/** The default social-card image (1200 × 630): a campus scene under the monogram. */
function socialCard(): string {
  const scene = svgDocument(1200, 630, scenes.campusFacade(seeded('og-default')), '0 85 1200 630');
  const badge = monogram(160, false).replace(/^<svg[^>]*>|<\/svg>\n$/g, '');
  return scene.replace('</svg>', `<g transform="translate(520 120)">${badge}</g></svg>`);
}

/** Raster files (PNG): app icons of the web app manifest, the favicon and the social card. */
const rasterJobs: { file: string; draw: () => string; size: [number, number] }[] = [
  { file: '/icons/icon-192.png', draw: () => monogram(192, false), size: [192, 192] },
  { file: '/icons/icon-512.png', draw: () => monogram(512, false), size: [512, 512] },
  { file: '/icons/maskable-512.png', draw: () => monogram(512, true), size: [512, 512] },
  { file: '/icons/apple-touch-icon.png', draw: () => monogram(180, true), size: [180, 180] },
  { file: '/icons/favicon-32.png', draw: () => monogram(32, false), size: [32, 32] },
  { file: '/images/og/default.png', draw: socialCard, size: [1200, 630] },
];

const usage = `
Usage: npx tsx scripts/generate-artwork.ts [--redraw]

Draws the artwork of every image slot that has no file yet under public/; existing files are kept.

Options:
  --redraw    Draw every file again (after changing a drawing).
  -h, --help  This help.
`;
// --redraw replaces the drawings; real photos sit beside them under other extensions and still win.
const redraw =
  parseCommandLine({ redraw: { type: 'boolean' } }, usage, 'npx tsx scripts/generate-artwork.ts').values
    .redraw === true;
let written = 0;
for (const { file, draw, size } of rasterJobs) {
  const target = path.join(process.cwd(), 'public', file);
  if (existsSync(target) && !redraw) continue;
  mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(draw()), { density: 144 })
    .resize(size[0], size[1])
    .png({ compressionLevel: 9, palette: true })
    .toFile(target);
  written++;
}
for (const { file, draw } of jobs) {
  const target = path.join(process.cwd(), 'public', file);
  if (existsSync(target) && !redraw) continue;
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, draw());
  written++;
}
console.log(
  `${written} artwork file(s) written, ${jobs.length + rasterJobs.length - written} already present.`,
);
