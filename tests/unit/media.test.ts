import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { localizedPath, unlocalizedPath } from '@/i18n/locales';
import { catalogues } from '@/messages';
// @ts-expect-error -- plain JavaScript module shared with next.config.mjs
import { buildImages, imagePaths } from '@/scripts/lib/images.mjs';

describe('French texts of the slideshow and images', () => {
  it.each([
    ['Slideshow', 'slowConnection', 'Connexion lente détectée'],
    ['Slideshow', 'loading', 'Chargement {n}%'],
    ['Slideshow', 'optimizing', 'Optimisation en cours...'],
    ['Media', 'unavailable', 'Image non disponible'],
  ] as const)('%s.%s is exactly %s', (namespace, key, quote) => {
    expect((catalogues.fr[namespace] as Record<string, string>)[key]).toBe(quote);
  });
});

describe('localized paths', () => {
  it('keeps French unprefixed and puts English under /en', () => {
    expect(localizedPath('fr', '/licences')).toBe('/licences');
    expect(localizedPath('en', '/licences')).toBe('/en/licences');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/#top')).toBe('/en#top');
    expect(localizedPath('en', 'https://example.org/')).toBe('https://example.org/');
  });

  it('finds the locale-free path of an address', () => {
    expect(unlocalizedPath('/en/news/x')).toBe('/news/x');
    expect(unlocalizedPath('/en')).toBe('/');
    expect(unlocalizedPath('/fr/about')).toBe('/about');
    expect(unlocalizedPath('/english')).toBe('/english');
  });
});

describe('image pipeline', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'images-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('makes AVIF and WebP at responsive widths, never upscaled, with a tiny placeholder, once', async () => {
    const folder = path.join(root, 'public', 'images', 'campus');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'hall.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#1a3fa8"/></svg>',
    );
    // A photo dropped in by an operator beside the artwork goes through the same pipeline.
    writeFileSync(
      path.join(folder, 'photo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900"/></svg>',
    );
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c2410c' } })
      .jpeg()
      .toFile(path.join(folder, 'photo.jpg'));

    const first = await buildImages(root, { quiet: true });
    expect(first).toMatchObject({ sources: 3, encoded: 3 });
    const manifest = JSON.parse(readFileSync(imagePaths(root).manifest, 'utf8')).images;
    const hall = manifest['/images/campus/hall.svg'];
    expect(hall).toMatchObject({ width: 800, height: 500 });
    expect(hall.avif.map(([, w]: [string, number]) => w)).toEqual([320, 480, 768, 800]);
    expect(hall.webp.map(([, w]: [string, number]) => w)).toEqual([320, 480, 768, 800]);
    expect(hall.blur).toMatch(/^data:image\/webp;base64,/);
    expect(hall.blur.length).toBeLessThan(600);
    const photo = manifest['/images/campus/photo.jpg'];
    expect(photo.avif.map(([, w]: [string, number]) => w)).toEqual([320, 480, 768, 1024, 1600]);
    const [url] = photo.avif.at(-1);
    expect((await sharp(path.join(root, 'public', url)).metadata()).format).toBe('heif');

    const second = await buildImages(root, { quiet: true });
    expect(second.encoded).toBe(0);

    // What SiteImage renders: the photo replaces the artwork the content registry names.
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    const { imageData } = await import('@/lib/images');
    const data = imageData('/images/campus/photo.svg');
    expect(data).toMatchObject({ width: 2400, height: 1600 });
    expect(data.avif.small).toMatch(/photo\.[0-9a-f]+\.768\.avif 768w$/);
    expect(data.avif.small).not.toContain('1024w');
    expect(data.webp.all).toContain('1600w');
    expect(() => imageData('/images/campus/missing.svg')).toThrow(/No image/);
    vi.restoreAllMocks();
  });
});
