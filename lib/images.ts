import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { smallScreenMaxWidth, type ImageData } from './image-data';

/** One source image as the pipeline (scripts/lib/images.mjs) recorded it. */
interface ManifestEntry {
  hash: string;
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URI, shown until the image itself has loaded. */
  blur: string;
  /** [url, width] pairs, narrowest first. */
  avif: [string, number][];
  webp: [string, number][];
}

let manifest: Record<string, ManifestEntry> | undefined;

function load(): Record<string, ManifestEntry> {
  if (!manifest) {
    const file = path.join(process.cwd(), '.cache', 'images', 'manifest.json');
    try {
      manifest = (JSON.parse(readFileSync(file, 'utf8')) as { images: Record<string, ManifestEntry> }).images;
    } catch {
      throw new Error(`Image manifest missing (${file}): run 'npm run build' (or 'npm run images').`);
    }
  }
  return manifest;
}

const srcset = (candidates: [string, number][]) => candidates.map(([url, w]) => `${url} ${w}w`).join(', ');

const withoutExtension = (file: string) => file.replace(/\.[a-z0-9]+$/i, '');

/**
 * The pipeline's entry for a content path. A photo dropped beside the generated artwork under the
 * same name (hero-1.jpg beside hero-1.svg) takes its place, without editing the content registry.
 */
function entryFor(src: string): ManifestEntry | undefined {
  const images = load();
  const base = withoutExtension(src);
  const photo = Object.keys(images).find((key) => !key.endsWith('.svg') && withoutExtension(key) === base);
  return images[photo ?? src];
}

/** Everything `SiteImage` needs to render one content image; fails the build on an unknown path. */
export function imageData(src: string): ImageData {
  const entry = entryFor(src);
  if (!entry) throw new Error(`No image at public${src}: add the file, or run the artwork script.`);
  const small = (list: [string, number][]) => {
    const capped = list.filter(([, w]) => w <= smallScreenMaxWidth);
    return capped.length > 0 ? capped : list.slice(0, 1);
  };
  const fallback = small(entry.webp).at(-1)?.[0] ?? entry.webp[0]?.[0] ?? src;
  return {
    width: entry.width,
    height: entry.height,
    blur: entry.blur,
    avif: { all: srcset(entry.avif), small: srcset(small(entry.avif)) },
    webp: { all: srcset(entry.webp), small: srcset(small(entry.webp)) },
    fallback,
  };
}

/** Intrinsic size of a content image. */
export function imageSize(src: string): { width: number; height: number } {
  const { width, height } = imageData(src);
  return { width, height };
}
