import type http from 'node:http';
import { isCrossSiteRequest } from './origin';

/**
 * The most a staff-area post may send, by address: each form's largest honest body with room to
 * spare (a note of 2,000 characters percent-encoded, a reply template's two languages as a server
 * action sends them). Next.js reads a post's whole body before any handler runs (up to 10 MB for
 * the proxy, then the handler's own read), so the limit is enforced before Next.js sees the request.
 */
const staffBodyLimits: readonly [pattern: RegExp, bytes: number][] = [
  [/^\/admin\/session$/, 8 * 1024],
  [/^\/admin\/logout$/, 1024],
  [/^\/admin\/sessions\/close$/, 2 * 1024],
  [/^\/admin\/[^/]+\/[^/]+\/(status|assignee)$/, 2 * 1024],
  [/^\/admin\/[^/]+\/[^/]+\/notes$/, 32 * 1024],
  [/^\/admin\/[^/]+\/bulk$/, 16 * 1024],
  [/^\/admin\/modeles(\/.*)?$/, 32 * 1024],
];

/** Any other staff address (a page posted to, a server action elsewhere). */
const DEFAULT_STAFF_BODY_LIMIT = 4 * 1024;

/** The body limit of a post to `pathname`, undefined outside the staff area. */
export function staffBodyLimit(pathname: string): number | undefined {
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return undefined;
  return staffBodyLimits.find(([pattern]) => pattern.test(pathname))?.[1] ?? DEFAULT_STAFF_BODY_LIMIT;
}

function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** An answer that closes the connection: the rest of the body is never read. */
function refuse(response: http.ServerResponse, status: 403 | 413, text: string): void {
  response.shouldKeepAlive = false;
  response
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      'Cache-Control': 'no-store',
      Connection: 'close',
    })
    .end(text);
}

function headersOf(request: http.IncomingMessage): Pick<Headers, 'get'> {
  return {
    get: (name: string) => {
      const value = request.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/**
 * Holds a chunked body until it has all arrived, counting it: within `limit` it is handed on whole
 * (`proceed`), past it the answer is 413 and the connection closes. The request's stream is fed by
 * Node's HTTP parser through `push`; catching that keeps what was received out of anyone's reach
 * until it is complete, so no handler ever starts reading a body it must then be cut from.
 */
function holdChunkedBody(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  limit: number,
  proceed: () => void,
): void {
  const push = request.push.bind(request);
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) return true;
    if (chunk === null) {
      request.push = push;
      for (const held of chunks) push(held);
      const more = push(null);
      proceed();
      return more;
    }
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding);
    size += bytes.length;
    if (size > limit) {
      refused = true;
      chunks.length = 0;
      refuse(response, 413, 'Envoi trop volumineux.');
      response.once('finish', () => request.socket.destroy());
      return true;
    }
    chunks.push(bytes);
    return true;
  };
}

/**
 * The first checks of a post, before Next.js reads anything of it (server-hook.ts):
 * - a server action call (`Next-Action` header) from another site is 403: Next.js would throw on
 *   it, answer 500 and log errors;
 * - a staff-area post is held to its address's body limit (staffBodyLimit): an honest
 *   Content-Length over it is refused 413 unread, a chunked body is counted while it arrives.
 * Returns true when it answered or holds the request (it then calls `proceed` itself).
 */
export function guardPost(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  proceed: () => void,
  siteUrl: string | undefined,
): boolean {
  if (request.method !== 'POST') return false;
  const headers = headersOf(request);
  if (headers.get('next-action') !== null && isCrossSiteRequest(headers, siteUrl ? [siteUrl] : [])) {
    refuse(response, 403, 'Forbidden');
    return true;
  }
  const limit = staffBodyLimit(pathOf(request.url));
  if (limit === undefined) return false;
  if (request.headers['transfer-encoding'] === undefined) {
    // Node reads no more than the declared length (none: no body).
    if (Number(headers.get('content-length') ?? 0) <= limit) return false;
    refuse(response, 413, 'Envoi trop volumineux.');
    return true;
  }
  holdChunkedBody(request, response, limit, proceed);
  return true;
}
