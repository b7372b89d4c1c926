import http from 'node:http';

/** The headers a client writes to pass for a proxy; only a trusted proxy may set them. */
const proxyHeaders = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

let installed = false;

/**
 * With no trusted reverse proxy (TRUST_PROXY=0), drops the forwarding headers a client sent before
 * Next.js reads the request, and writes the TCP peer's address as X-Forwarded-For. `next start`
 * only fills X-Forwarded-For when the request lacks it, so without this a client would choose its
 * own rate-limit key (a new X-Forwarded-For per post) and could lock another address out.
 *
 * It wraps the HTTP server's 'request' event, which every Node server instance emits: `next start`
 * and the standalone server alike, with no custom server to maintain.
 */
export function trustSocketAddresses(): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      for (const name of proxyHeaders) delete request.headers[name];
      const peer = request.socket.remoteAddress;
      if (peer) request.headers['x-forwarded-for'] = peer;
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}
