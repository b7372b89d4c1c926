import type { Server } from 'node:http';

export interface ServerTimeouts {
  /** Longest wait for a request's headers, from its first byte. */
  headersMs: number;
  /** Longest wait for a whole request (headers and body), from its first byte. */
  requestMs: number;
  /** How long an idle kept-alive connection stays open after an answer. */
  keepAliveMs: number;
}

/** How often Node looks for requests past their time, as a share of the headers timeout. */
const CHECKS_PER_HEADERS_TIMEOUT = 4;

/**
 * Sets the limits of a running server. Node reads the headers and request timeouts each time it
 * checks its connections, and the keep-alive timeout after each answer, so they apply at once. The
 * check itself runs on an interval Node fixes when the server starts listening (30 s by default,
 * which alone would let a 20 s limit stretch to 50 s): it is restarted at a quarter of the headers
 * timeout, through the listener Node itself registered for that, when it can be found.
 */
export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = timeouts.requestMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  const interval = Math.max(100, Math.floor(timeouts.headersMs / CHECKS_PER_HEADERS_TIMEOUT));
  // A createServer() option, read by Node as a property when the server starts listening.
  const checked = server as Server & { connectionsCheckingInterval: number };
  if (checked.connectionsCheckingInterval === interval) return;
  checked.connectionsCheckingInterval = interval;
  const restartChecks = server
    .listeners('listening')
    .find((listener) => listener.name === 'setupConnectionsTracking');
  if (server.listening && restartChecks) restartChecks.call(server);
}
