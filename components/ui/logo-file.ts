import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface LogoDrawing {
  viewBox: string;
  /** The drawing inside the file's <svg> element, as markup. */
  inner: string;
}

const drawings = new Map<string, LogoDrawing>();

/**
 * The logo an operator put in public/ (logo.svg, logo-inverted.svg for dark backgrounds), read
 * once per process and drawn inline: no request of its own, and the page's CSS sizes it. Pages are
 * pre-rendered, so a replaced file shows after the next build. The file is the operator's own:
 * its drawing is trusted as the rest of the build is.
 */
export function logoDrawing(file: 'logo.svg' | 'logo-inverted.svg'): LogoDrawing {
  const known = drawings.get(file);
  if (known) return known;
  const source = readFileSync(path.join(process.cwd(), 'public', file), 'utf8');
  const svg = source.match(/<svg\b([^>]*)>([\s\S]*)<\/svg>/);
  if (!svg) throw new Error(`public/${file} holds no <svg> element`);
  const [, attributes = '', inner = ''] = svg;
  const viewBox =
    attributes.match(/\bviewBox="([^"]+)"/)?.[1] ??
    `0 0 ${attributes.match(/\bwidth="([\d.]+)/)?.[1] ?? 48} ${attributes.match(/\bheight="([\d.]+)/)?.[1] ?? 48}`;
  const drawing = {
    viewBox,
    // Comments and the indentation between elements are no part of the drawing; elements are
    // closed explicitly, as React writes them.
    inner: inner
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/>\s+</g, '><')
      .replace(/<([a-zA-Z][\w:-]*)([^<>]*?)\s*\/>/g, '<$1$2></$1>')
      .trim(),
  };
  drawings.set(file, drawing);
  return drawing;
}
