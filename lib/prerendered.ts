import { readFileSync } from 'node:fs';
import path from 'node:path';
import { siteLocales, type LocaleRouting } from '@/i18n/locales';
import { distDirName } from '@/lib/core/dist-dir.mjs';

/**
 * The build's pre-rendered pages (`.next/server/app/{locale}/{path}.html`), the files `next start`
 * serves. Read by the page policy (lib/security/csp.ts hashes their inline scripts) and by lite
 * mode (lib/lite serves them without scripts): one mapping from an address to its file, one copy
 * of each file in memory.
 */

const folder = path.join(/* turbopackIgnore: true */ process.cwd(), distDirName(), 'server', 'app');

/** The shape of every page path segment (slugs, news ids): nothing can climb out of the folder. */
const segmentPattern = /^[a-z0-9][a-z0-9-]*$/;

/** The build file of a page, from its locale then its path (`['fr', 'licences', 'droit']`). */
export function prerenderedFile(
  segments: readonly string[],
  { isLocale }: LocaleRouting = siteLocales,
): string | undefined {
  const [locale, ...rest] = segments;
  if (!isLocale(locale)) return undefined;
  if (!rest.every((segment) => segmentPattern.test(segment))) return undefined;
  return rest.length === 0 ? `${locale}.html` : `${locale}/${rest.join('/')}.html`;
}

/**
 * The build file of a page address as a visitor asks for it: the default locale's pages are
 * unprefixed and rewritten to /{defaultLocale}/… (lib/routing/rules.mjs), the others are under
 * their locale's segment already.
 */
export function prerenderedFileOfPath(
  pathname: string,
  locales: LocaleRouting = siteLocales,
): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (!locales.isLocale(segments[0])) segments.unshift(locales.defaultLocale);
  return prerenderedFile(segments, locales);
}

const pages = new Map<string, string>();

/**
 * A build file's HTML, read once (pages never change while the server runs); undefined when the
 * build has no such file. Only files that exist are remembered: their set is bounded by the build,
 * while any address can miss.
 */
export function readPrerendered(file: string): string | undefined {
  const known = pages.get(file);
  if (known !== undefined) return known;
  try {
    const html = readFileSync(path.join(folder, file), 'utf8');
    pages.set(file, html);
    return html;
  } catch {
    return undefined;
  }
}
