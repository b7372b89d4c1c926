import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ImageSize {
  width: number;
  height: number;
}

/** Intrinsic size of an image under public/, read from its SVG header. */
export function imageSize(src: string): ImageSize {
  const file = readFileSync(path.join(process.cwd(), 'public', src), 'utf8').slice(0, 400);
  const width = Number(file.match(/width="(\d+)"/)?.[1] ?? 1600);
  const height = Number(file.match(/height="(\d+)"/)?.[1] ?? 900);
  return { width, height };
}
