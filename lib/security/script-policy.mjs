// The Content-Security-Policy of pages, from the inline scripts of their HTML. Plain JavaScript:
// the build (scripts/lib/page-policies.mjs) writes each pre-rendered page's policy with it, and the
// proxy (lib/security/csp.ts) computes the others' with it, so both agree to the byte.
import { createHash } from 'node:crypto';

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

function attribute(attributes, name) {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(
    ` ${attributes}`,
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** CSP sources (`'sha256-…'`) of the inline scripts a browser would run in `html`. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptPattern)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function policyOfScripts(scriptSrc) {
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

/** The policy of a page allowing `scriptSources` (hashes, a nonce) besides this origin's files. */
export function pagePolicy(scriptSources) {
  return policyOfScripts(`'self' ${scriptSources.join(' ')}`.trim());
}

/**
 * The policy of an HTML answer no page policy reached (a 404 at an address with a dot, which the
 * proxy skips): styled as the site, but no script runs. Its inline scripts cannot be known, and
 * the framework's script files cannot start the page without them: it stays the HTML it was sent
 * as, which works without scripts like every page of the site.
 */
export const scriptlessPagePolicy = policyOfScripts("'none'");
