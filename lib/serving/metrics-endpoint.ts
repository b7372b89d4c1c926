import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { metricsText } from '@/lib/core/metrics';

export const METRICS_PATH = '/metrics';

export interface MetricsAccess {
  /** METRICS_TOKEN: a scraper sending `Authorization: Bearer <token>` is let in from anywhere. */
  token?: string;
}

/** Loopback and private networks: 127/8, 10/8, 172.16/12, 192.168/16, ::1, fc00::/7, fe80::/10. */
export function isPrivateAddress(address: string): boolean {
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIP(v4) === 4) {
    const [a, b] = v4.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (isIP(address) !== 6) return false;
  const lower = address.toLowerCase();
  return lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read the metrics: a request with the token, or one that reached the server directly
 * from a loopback or private address. A reverse proxy's own address is private too, and it relays
 * the public's requests: one carrying X-Forwarded-For or Forwarded (which the proxy adds, and the
 * site needs it to add for TRUST_PROXY) is let in only with the token, whatever TRUST_PROXY says,
 * so the public never reads the metrics through the proxy, even one the settings do not declare.
 */
export function metricsAllowed(request: IncomingMessage, { token }: MetricsAccess): boolean {
  const authorization = request.headers.authorization ?? '';
  if (token && authorization.startsWith('Bearer ') && sameToken(authorization.slice(7), token)) return true;
  if (!isPrivateAddress(request.socket.remoteAddress ?? '')) return false;
  return request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

/** Answers GET /metrics (Prometheus's text format) when allowed, 403 when not. */
export async function answerMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  access: MetricsAccess,
) {
  request.resume();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': '0' }).end();
    return;
  }
  if (!metricsAllowed(request, access)) {
    const body = 'Metrics are read from a private address or with METRICS_TOKEN.\n';
    response
      .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(body);
    return;
  }
  try {
    const { text, contentType } = await metricsText();
    response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : text);
  } catch {
    response.writeHead(500, { 'Content-Length': '0' }).end();
  }
}
