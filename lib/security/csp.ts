import { createHash, randomBytes } from 'node:crypto';
import { siteLocales, type LocaleRouting } from '@/i18n/locales';
import { prerenderedFileOfPath, readPrerendered } from '@/lib/prerendered';

/**
 * The Content-Security-Policy of pages. Pages are pre-rendered, and the inline scripts Next.js
 * writes into each one (the React Server Components payload) differ from page to page, so neither
 * a nonce (it would make every page dynamic) nor one fixed list of hashes fits. Instead each page's
 * inline scripts are hashed from the built HTML file the first time the page is asked for, and its
 * policy allows exactly those, plus scripts from this origin. Nothing is inlined or evaluated
 * otherwise: no 'unsafe-inline', no 'unsafe-eval' in script-src.
 */

/** `type` values a browser executes; anything else (JSON-LD, import maps aside) is a data block. */
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(
    ` ${attributes}`,
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** CSP sources (`'sha256-…'`) of the inline scripts a browser would run in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptPattern)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of a page allowing `scriptSources` (hashes, a nonce) besides this origin's files. */
export function pagePolicy(scriptSources: readonly string[]): string {
  return policyOfScripts(`'self' ${scriptSources.join(' ')}`.trim());
}

/**
 * The policy of an HTML answer no page policy reached (a 404 at an address with a dot, which the
 * proxy skips): styled as the site, but no script runs. Its inline scripts cannot be known, and
 * the framework's script files cannot start the page without them: it stays the HTML it was sent
 * as, which works without scripts like every page of the site.
 */
export const scriptlessPagePolicy = policyOfScripts("'none'");

function policyOfScripts(scriptSrc: string): string {
  return [
    "default-src 'none'",
    `script-src ${scriptSrc}`,
    // React and the image placeholders write `style` attributes: they cannot be hashed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

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
