import type { IncomingMessage, ServerResponse } from 'node:http';
import { logEvent } from '@/lib/core/log';
import { metrics } from '@/lib/core/metrics';

/** Methods named in the log and the metrics; any other is `OTHER`, so a client cannot add labels. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function byteSize(chunk: unknown, encoding?: unknown): number {
  if (typeof chunk === 'string')
    return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}

export interface RequestWatch {
  /** The pattern of the route a path reaches (lib/serving/route-patterns.ts). */
  routeOf(pathname: string): string;
  /** One access-log line per request (ACCESS_LOG). */
  accessLog: boolean;
}

/**
 * Times a request from its arrival to the end of its answer and counts the bytes of the body sent
 * (after compression, whoever compresses), then writes one access-log line and counts it in the
 * metrics. The line holds the method, the route's pattern, the status, the duration and the bytes:
 * no address, query string, header or anything a visitor typed.
 */
export function watchRequest(
  request: IncomingMessage,
  response: ServerResponse,
  { routeOf, accessLog }: RequestWatch,
) {
  const started = process.hrtime.bigint();
  let bytes = 0;
  const write = response.write;
  const end = response.end;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    bytes += byteSize(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof response.write;
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') bytes += byteSize(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof response.end;
  response.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const method = knownMethods.has(request.method ?? '') ? request.method! : 'OTHER';
    const route = routeOf((request.url ?? '/').split('?')[0]!);
    const status = response.statusCode;
    const { requests, duration } = metrics();
    requests.inc({ method, route, status: String(status) });
    duration.observe({ route }, seconds);
    if (!accessLog) return;
    logEvent('http_request', {
      method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      bytes,
      // The client left before the whole answer was sent.
      ...(response.writableFinished ? {} : { aborted: true }),
    });
  });
}
