import type http from 'node:http';
import { isCrossSiteRequest } from './origin';

/**
 * The most a staff-area post may send, by address: each form's largest honest body with room to
 * spare (a note of 2,000 characters percent-encoded, a reply template's two languages). The staff
 * posts' wrapper (lib/admin/staff-post.ts) reads a body within the same limit. Next.js reads a post's whole body before any handler runs (up to 10 MB for
 * the proxy, then the handler's own read), so the limit is enforced before Next.js sees the request.
 */
const staffBodyLimits: readonly [pattern: RegExp, bytes: number][] = [
  [/^\/admin\/deconnexion$/, 1024],
  [/^\/admin\/sessions\/fermer$/, 2 * 1024],
  [/^\/admin\/[^/]+\/[^/]+\/(statut|attribution|lever-signalement)$/, 2 * 1024],
  [/^\/admin\/[^/]+\/[^/]+\/notes$/, 32 * 1024],
  [/^\/admin\/[^/]+\/lot$/, 16 * 1024],
  [/^\/admin\/modeles(\/.*)?$/, 32 * 1024],
];

/** Any other staff address (a page posted to, « Renvoyer » a failed e-mail). */
export const DEFAULT_STAFF_BODY_LIMIT = 4 * 1024;

/**
 * A save of the editing screen (/api/keystatic/…): its files as base64 in JSON, an uploaded
 * photo among them (the help asks for 1600 pixels wide: a few megabytes), so far more than a form.
 */
export const EDITOR_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * The body limit of a post to `pathname` (the staff area, the editing screen's API), undefined
 * elsewhere and for the login,
 * which counts its own body as it streams (MAX_LOGIN_BODY_BYTES, lib/admin/login-form.ts) and which the proxy skips.
 */
export function staffBodyLimit(pathname: string): number | undefined {
  if (pathname.startsWith('/api/keystatic/')) return EDITOR_BODY_LIMIT;
  if (pathname !== '/admin' && !pathname.startsWith('/admin/')) return undefined;
  if (pathname === '/admin/session') return undefined;
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

/** How long, and how much more of a refused body, is discarded before the connection is cut. */
const LINGER_MS = 2_000;
const LINGER_BYTES = 1024 * 1024;

/**
 * Answers a refused post at once, then cuts the connection: after LINGER_MS, or once LINGER_BYTES
 * more have arrived (discarded, never kept), whichever comes first. Cutting it at once would make
 * the client's network stack drop the answer it has not read yet (a reset), so the client would
 * see a broken connection instead of the 413. Returns the count of what is discarded meanwhile.
 */
function refuse(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: 400 | 403 | 413,
  text: string,
): (bytes: number) => void {
  response
    .writeHead(status, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(text)),
      'Cache-Control': 'no-store',
    })
    .end(text);
  const cut = () => {
    if (!request.complete) request.socket.destroy();
  };
  setTimeout(cut, LINGER_MS).unref();
  let discarded = 0;
  return (bytes) => {
    discarded += bytes;
    if (discarded > LINGER_BYTES) cut();
  };
}

/** Refuses a request whose body the parser will keep delivering: what comes is counted, dropped. */
function refuseUnread(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: 400 | 403 | 413,
  text: string,
) {
  const discard = refuse(request, response, status, text);
  request.on('data', (chunk: Buffer) => discard(chunk.length));
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
function holdBody(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  limit: number,
  proceed: () => void,
  readable?: (body: Buffer) => Promise<boolean>,
): void {
  const push = request.push.bind(request);
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  let discard: ((bytes: number) => void) | undefined;
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (refused) {
      if (chunk === null) return push(null);
      discard?.(Buffer.isBuffer(chunk) ? chunk.length : String(chunk).length);
      return true;
    }
    if (chunk === null) {
      request.push = push;
      const handOn = () => {
        for (const held of chunks) push(held);
        push(null);
        proceed();
      };
      if (!readable) {
        handOn();
        return false;
      }
      void readable(Buffer.concat(chunks)).then((ok) => {
        if (ok) return handOn();
        refuse(request, response, 400, 'Envoi illisible.');
        push(null);
      });
      return false;
    }
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding);
    size += bytes.length;
    if (size > limit) {
      refused = true;
      chunks.length = 0;
      discard = refuse(request, response, 413, 'Envoi trop volumineux.');
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
 *   Content-Length over it is refused 413 unread, a chunked body is counted while it arrives; the
 *   connection is then cut (refuse).
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
    refuseUnread(request, response, 403, 'Forbidden');
    return true;
  }
  const limit = staffBodyLimit(pathOf(request.url));
  if (limit === undefined) return false;
  const type = headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(type) && headers.get('next-action') === null) {
    // A form posted without scripts to a page with a server action: Next.js parses it to find the
    // action and fails with a 500 on a malformed one. Held and parsed the same way first: 400.
    if (Number(headers.get('content-length') ?? 0) > limit) {
      refuseUnread(request, response, 413, 'Envoi trop volumineux.');
      return true;
    }
    holdBody(request, response, limit, proceed, async (body) => {
      try {
        await new Response(new Uint8Array(body), { headers: { 'Content-Type': type } }).formData();
        return true;
      } catch {
        return false;
      }
    });
    return true;
  }
  if (request.headers['transfer-encoding'] === undefined) {
    // Node reads no more than the declared length (none: no body).
    if (Number(headers.get('content-length') ?? 0) <= limit) return false;
    refuseUnread(request, response, 413, 'Envoi trop volumineux.');
    return true;
  }
  holdBody(request, response, limit, proceed);
  return true;
}
