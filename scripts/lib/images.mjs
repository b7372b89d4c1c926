// The image pipeline: every source image under public/images (the generated SVG artwork, or the
// JPG/PNG/WebP photos an operator drops in under the same names) becomes AVIF and WebP files at
// responsive widths (never upscaled), with its intrinsic size and a tiny blur placeholder, all
// recorded in a manifest that `lib/images.ts` reads while pages are pre-rendered.
//
// Outputs are named by the source's content hash, so a rebuild only encodes new or changed images
// and the files can be cached for a year. Run on every build path: first step of scripts/build.mjs
// (`npm run build`, and `npm start`, `npm test` when they build), and before `npm run dev`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Widths requested by the browser through srcset; 320 and 480 are the reduced sizes of small screens. */
export const imageWidths = [320, 480, 768, 1024, 1600];
const sourcePattern = /\.(svg|jpe?g|png|webp|avif)$/i;
// Bump when the encoding settings change, so cached outputs are made again.
const pipelineVersion = 'v1';
const avifOptions = { quality: 50, effort: 2 };
const webpOptions = { quality: 72, effort: 4 };

export const imagePaths = (root) => ({
  sources: path.join(root, 'public', 'images'),
  outputs: path.join(root, 'public', '_img'),
  manifest: path.join(root, '.cache', 'images', 'manifest.json'),
});

function* sourceFiles(dir, prefix = '') {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(path.join(dir, entry.name), rel);
    else if (sourcePattern.test(entry.name)) yield rel;
  }
}

function readManifest(file) {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'));
    return parsed.version === pipelineVersion ? parsed.images : {};
  } catch {
    return {};
  }
}

async function encode(sharp, root, src, hash, outputs) {
  const input = readFileSync(path.join(root, 'public', 'images', src));
  // SVG is rasterised at twice its density so the largest width stays sharp.
  const load = () => sharp(input, src.endsWith('.svg') ? { density: 144 } : {}).rotate();
  const meta = await sharp(input).metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 1600;
  const height = meta.autoOrient?.height ?? meta.height ?? 900;
  // Never upscaled: a narrower image gets the widths below its own, then its own width.
  const unique = imageWidths.filter((w) => w < width);
  if (width <= imageWidths.at(-1)) unique.push(width);
  // An article's image is <article>/image.<ext> (the editing screen's layout): its outputs are
  // named after the article alone, as before it had a folder.
  const base = src
    .replace(sourcePattern, '')
    .replace(/^\//, '')
    .replace(/\/image$/, '');
  const name = (w, ext) => `${base}.${hash.slice(0, 10)}.${w}.${ext}`;
  const files = { avif: [], webp: [] };
  for (const w of unique) {
    for (const format of ['avif', 'webp']) {
      const file = name(w, format);
      const target = path.join(outputs, file);
      mkdirSync(path.dirname(target), { recursive: true });
      const pipeline = load().resize({ width: w });
      await (format === 'avif' ? pipeline.avif(avifOptions) : pipeline.webp(webpOptions)).toFile(target);
      files[format].push([`/_img/${file}`, w]);
    }
  }
  const tiny = await load().resize({ width: 16 }).blur(0.6).webp({ quality: 40 }).toBuffer();
  return {
    hash,
    width,
    height,
    blur: `data:image/webp;base64,${tiny.toString('base64')}`,
    ...files,
  };
}

/**
 * Brings the derivatives and the manifest up to date with the sources; returns a summary.
 * Only images whose content changed are encoded; outputs no source refers to are deleted.
 */
export async function buildImages(root, { quiet = false } = {}) {
  const { default: sharp } = await import('sharp');
  sharp.concurrency(Math.max(1, Math.min(2, os.availableParallelism())));
  const { outputs, manifest } = imagePaths(root);
  const previous = readManifest(manifest);
  const images = {};
  const started = Date.now();
  let encoded = 0;
  const sources = [...sourceFiles(imagePaths(root).sources)];
  const queue = [...sources];
  async function worker() {
    for (let src = queue.shift(); src; src = queue.shift()) {
      const content = readFileSync(path.join(root, 'public', 'images', src));
      const hash = createHash('sha256').update(pipelineVersion).update(content).digest('hex');
      const cached = previous[`/images${src}`];
      const complete =
        cached?.hash === hash &&
        [...cached.avif, ...cached.webp].every(([url]) => existsSync(path.join(root, 'public', url)));
      images[`/images${src}`] = complete ? cached : await encode(sharp, root, src, hash, outputs);
      if (!complete) encoded++;
    }
  }
  await Promise.all([worker(), worker()]);

  // Remove derivatives of images that were replaced or deleted. A build beside the served one
  // (NEXT_DIST_DIR: `npm start` publishing a change) keeps the previous build's too: its pages are
  // served until the switch, and it stays as the build to go back to.
  const entries = [...Object.values(images), ...(process.env.NEXT_DIST_DIR ? Object.values(previous) : [])];
  const kept = new Set(entries.flatMap((entry) => [...entry.avif, ...entry.webp].map(([url]) => url)));
  for (const file of sourceFiles(outputs)) {
    if (!kept.has(`/_img${file}`)) rmSync(path.join(outputs, file));
  }

  const sorted = Object.fromEntries(Object.entries(images).sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync(path.dirname(manifest), { recursive: true });
  writeFileSync(manifest, `${JSON.stringify({ version: pipelineVersion, images: sorted }, null, 1)}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!quiet)
    console.log(
      `▶ Images: ${sources.length} source(s), ${encoded} encoded, ${sources.length - encoded} cached (${seconds} s)`,
    );
  return { sources: sources.length, encoded, seconds: Number(seconds) };
}
