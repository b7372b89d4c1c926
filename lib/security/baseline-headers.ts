import type { OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { scriptlessPagePolicy } from './csp';
import { dataPolicy, securityHeaders } from './headers.mjs';

/** The policy an answer without one gets, by its content type; none for a PDF. */
function defaultPolicy(contentType: string): string | undefined {
  if (/^\s*text\/html\b/i.test(contentType)) return scriptlessPagePolicy;
  // A browser draws a PDF (the brochures) in a viewer page of its own, which a policy breaks:
  // Chromium's viewer shows nothing under `default-src 'none'`.
  if (/^\s*application\/pdf\b/i.test(contentType)) return undefined;
  return dataPolicy;
}

/**
 * The security headers an answer lacks, given the names it already carries (lower case) and its
 * content type: every header of headers.mjs, and a Content-Security-Policy when it has none (an
 * HTML document gets the site's look without scripts, anything else but a PDF the closed data
 * policy). A header the answer carries is never replaced: the pages' own policies stay as they are.
 */
export function missingBaselineHeaders(
  present: ReadonlySet<string>,
  contentType: string | undefined,
): [name: string, value: string][] {
  const missing: [string, string][] = securityHeaders
    .filter(({ key }) => !present.has(key.toLowerCase()))
    .map(({ key, value }) => [key, value]);
  const policy = present.has('content-security-policy') ? undefined : defaultPolicy(contentType ?? '');
  if (policy) missing.push(['Content-Security-Policy', policy]);
  return missing;
}

type HeadersArgument = OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;

/** The header names and content type `writeHead(status, [message], headers)` was given. */
function givenHeaders(headers: HeadersArgument): { names: string[]; contentType?: string } {
  if (!headers) return { names: [] };
  // A flat list of raw headers: name, value, name, value…
  const entries: [string, unknown][] = Array.isArray(headers)
    ? headers.flatMap((name, i) => (i % 2 === 0 ? [[String(name), headers[i + 1]] as [string, unknown]] : []))
    : Object.entries(headers);
  const contentType = entries.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return {
    names: entries.map(([name]) => name.toLowerCase()),
    contentType: contentType === undefined ? undefined : String(contentType),
  };
}

/**
 * Adds the missing security headers to `response` just before its head is written, whoever writes
 * it: Next.js's pages and handlers, its redirects, its error answers, or Node's own. `writeHead`
 * is where every head passes (`write()` and `end()` call it when no one did), so no answer can
 * leave without them.
 */
export function addBaselineHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      const last = args.at(-1);
      const given = givenHeaders(typeof last === 'object' ? (last as HeadersArgument) : undefined);
      const present = new Set([...this.getHeaderNames(), ...given.names]);
      const contentType = this.getHeader('content-type') ?? given.contentType;
      for (const [name, value] of missingBaselineHeaders(present, contentType?.toString())) {
        this.setHeader(name, value);
      }
    }
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}
