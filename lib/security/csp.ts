import { randomBytes } from 'node:crypto';
import { siteLocales, type LocaleRouting } from '@/i18n/locales';
import { prerenderedFileOfPath, readPrerendered } from '@/lib/prerendered';
import { inlineScriptHashes, pagePolicy, scriptlessPagePolicy } from './script-policy.mjs';

/**
 * The Content-Security-Policy of pages. Pages are pre-rendered, and the inline scripts Next.js
 * writes into each one (the React Server Components payload) differ from page to page, so neither
 * a nonce (it would make every page dynamic) nor one fixed list of hashes fits. Instead each page's
 * inline scripts are hashed from the built HTML file the first time the page is asked for, and its
 * policy allows exactly those, plus scripts from this origin. Nothing is inlined or evaluated
 * otherwise: no 'unsafe-inline', no 'unsafe-eval' in script-src.
 */

export { inlineScriptHashes, pagePolicy, scriptlessPagePolicy };

const hashesByFile = new Map<string, string[] | null>();

/** The hashes of a pre-rendered file's inline scripts; null when there is no such file. */
function hashesOfFile(file: string): string[] | null {
  const known = hashesByFile.get(file);
  if (known !== undefined) return known;
  const html = readPrerendered(file);
  if (html === undefined) return null;
  // Bounded: the set of pre-rendered files is; misses are not remembered (any URL can miss).
  const hashes = inlineScriptHashes(html);
  hashesByFile.set(file, hashes);
  return hashes;
}

export interface PagePolicy {
  policy: string;
  /**
   * Set when the address has no pre-rendered page: a dynamic page (rendered per request, its
   * scripts carrying this nonce) or a 404 (the pre-rendered not-found pages, whose hashes are
   * allowed too).
   */
  nonce?: string;
}

/**
 * The pre-rendered pages a visitor may get at an address that has none of its own: the site's 404,
 * and the article 404 in the address's locale (next.config's fallback rewrite of unknown news ids).
 */
export function notFoundFiles(pathname: string, { localeOfPath }: LocaleRouting = siteLocales): string[] {
  const locale = localeOfPath(pathname);
  return [`${locale}/page-not-found.html`, `${locale}/news/unknown.html`];
}

/** The policy for a page address. */
export function policyForPath(pathname: string): PagePolicy {
  const file = prerenderedFileOfPath(pathname);
  const hashes = file ? hashesOfFile(file) : null;
  if (hashes) return { policy: pagePolicy(hashes) };
  const nonce = randomBytes(16).toString('base64');
  const fallbacks = notFoundFiles(pathname)
    .map(hashesOfFile)
    .flatMap((h) => h ?? []);
  return { policy: pagePolicy([`'nonce-${nonce}'`, ...new Set(fallbacks)]), nonce };
}

/**
 * The editing screen's policy (/keystatic): a page's, plus what Keystatic's GitHub storage talks to
 * from the browser (GitHub's API, its avatars). Public pages keep theirs.
 */
export function editorPagePolicy(policy: string): string {
  return policy
    .replace("connect-src 'self'", "connect-src 'self' https://api.github.com")
    .replace(
      "img-src 'self' data: blob:",
      "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    );
}
