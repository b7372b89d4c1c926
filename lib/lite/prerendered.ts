import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLocale, type Locale } from '@/i18n/locales';

/**
 * The build's pre-rendered HTML of a page (`.next/server/app/{locale}/{path}.html`), as `next start`
 * itself serves it. Pages never change while the server runs, so each file is read once.
 */
export interface PrerenderedPage {
  html: string;
  status: 200 | 404;
  locale: Locale;
}

const appDir = path.join(process.cwd(), '.next', 'server', 'app');
const segmentPattern = /^[a-z0-9][a-z0-9-]*$/;
const cache = new Map<string, Promise<string>>();

/**
 * Only files that exist are remembered: their set is bounded by the build, while any address can
 * miss (a miss kept for every made-up path would grow without end).
 */
async function read(file: string): Promise<string | undefined> {
  let entry = cache.get(file);
  if (!entry) {
    entry = readFile(path.join(appDir, file), 'utf8');
    cache.set(file, entry);
  }
  try {
    return await entry;
  } catch {
    cache.delete(file);
    return undefined;
  }
}

/**
 * `segments` is the locale then the page's path (`['fr', 'licences', 'droit']`). A path the build
 * has no page for gets the page a visitor would see there: the article 404 under /news, else the
 * site's 404, with status 404.
 */
export async function prerenderedPage(segments: string[]): Promise<PrerenderedPage | undefined> {
  const [locale, ...rest] = segments;
  if (!isLocale(locale)) return undefined;
  // Only the shapes of real page paths: nothing can climb out of the build folder.
  const valid = rest.every((segment) => segmentPattern.test(segment));
  if (valid) {
    const file = rest.length === 0 ? `${locale}.html` : `${locale}/${rest.join('/')}.html`;
    const html = await read(file);
    if (html !== undefined && rest.join('/') !== 'news/unknown') return { html, status: 200, locale };
  }
  const missing = rest[0] === 'news' && rest.length === 2 ? `${locale}/news/unknown.html` : '_not-found.html';
  const html = await read(missing);
  return html === undefined ? undefined : { html, status: 404, locale };
}
