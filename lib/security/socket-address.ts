import type http from 'node:http';

/** The headers a client writes to pass for a proxy; only a trusted proxy may set them. */
const proxyHeaders = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/**
 * With no trusted reverse proxy (TRUST_PROXY=0), drops the forwarding headers a client sent before
 * Next.js reads the request, and writes the TCP peer's address as X-Forwarded-For. `next start`
 * only fills X-Forwarded-For when the request lacks it, so without this a client would choose its
 * own rate-limit key (a new X-Forwarded-For per post), lock another address out, or pass a forged
 * host to the origin check. Called for each request by the server hook (server-hook.ts).
 */
export function useSocketAddress(request: http.IncomingMessage): void {
  for (const name of proxyHeaders) delete request.headers[name];
  const peer = request.socket.remoteAddress;
  if (peer) request.headers['x-forwarded-for'] = peer;
}
