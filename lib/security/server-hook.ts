import http from 'node:http';
import { answerMetrics, METRICS_PATH, type MetricsAccess } from '@/lib/serving/metrics-endpoint';
import type { PrerenderedAnswers } from '@/lib/serving/prerendered-answers';
import { watchRequest, type RequestWatch } from '@/lib/serving/request-watch';
import { addBaselineHeaders } from './baseline-headers';
import { guardPost } from './post-guards';
import { applyServerTimeouts, type ServerTimeouts } from './server-timeouts';
import { useSocketAddress } from './socket-address';

export interface ServerHookOptions extends ServerTimeouts {
  /** No trusted reverse proxy in front (TRUST_PROXY=0): the client is the socket's peer. */
  socketAddress: boolean;
  /** The answers kept in memory: pages, scripts, stylesheets (lib/serving/prerendered-answers.ts). */
  prerendered?: PrerenderedAnswers;
  /** The access log and the request metrics (lib/serving/request-watch.ts). */
  watch?: RequestWatch;
  /** GET /metrics, answered here for Prometheus (lib/serving/metrics-endpoint.ts). */
  metrics?: MetricsAccess;
  /** The site's public address (SITE_URL): a post's origin may be it or the address asked. */
  siteUrl?: string;
}

/**
 * Methods no page or handler answers, which Next.js cannot even hand to the proxy (a web `Request`
 * refuses them): without this they end in a logged 500.
 */
const refusedMethods = new Set(['TRACE', 'TRACK']);

/** The methods the site answers at all: a 405 must name what is allowed. */
const allowedMethods = 'GET, HEAD, POST';

let installed = false;

/**
 * Hardens every HTTP server of this process (the one `next start` created, or the standalone
 * server), from outside it: no custom server to maintain. It wraps `http.Server`'s event emitter:
 * - a server's first connection sets its timeouts (server-timeouts.ts), before Node reads a byte;
 * - without a trusted proxy, each request's forwarding headers are replaced by its socket's address
 *   (socket-address.ts) before Next.js reads them;
 * - each request's answer gets the baseline security headers just before its head is written
 *   (baseline-headers.ts): redirects of next.config.mjs and error answers, which `headers()` never
 *   reaches, and addresses the proxy skips;
 * - TRACE and TRACK are answered 405 here, with those headers;
 * - a server action called from another site is refused, and a staff-area post held to its body
 *   limit before anything reads it (post-guards.ts);
 * - a pre-rendered page, script or stylesheet already asked for is answered from memory,
 *   compressed once (lib/serving/prerendered-answers.ts);
 * - every request is timed and counted, for the access log and the metrics, and /metrics is
 *   answered here, out of Next.js's routes and of the locale rewrites.
 */
export function installServerHook({
  socketAddress,
  prerendered,
  watch,
  metrics,
  siteUrl,
  ...timeouts
}: ServerHookOptions): void {
  if (installed) return;
  installed = true;
  const configured = new WeakSet<http.Server>();
  const emit = http.Server.prototype.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'connection' && !configured.has(this)) {
      configured.add(this);
      applyServerTimeouts(this, timeouts);
    }
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      const forMetrics = metrics !== undefined && request.url?.split('?')[0] === METRICS_PATH;
      if (watch)
        watchRequest(request, response, forMetrics ? { ...watch, routeOf: () => METRICS_PATH } : watch);
      if (forMetrics) {
        addBaselineHeaders(response);
        void answerMetrics(request, response, metrics);
        return true;
      }
      // A kept answer carries the headers Next.js gave the page, the security headers among them.
      if (prerendered?.answer(this, request, response)) return true;
      if (socketAddress) useSocketAddress(request);
      addBaselineHeaders(response);
      if (refusedMethods.has(request.method ?? '')) {
        response.writeHead(405, { Allow: allowedMethods, 'Content-Length': '0' }).end();
        request.resume();
        return true;
      }
      if (guardPost(request, response, () => emit.call(this, event, ...args), siteUrl)) return true;
    }
    return emit.call(this, event, ...args);
  } as typeof http.Server.prototype.emit;
}
