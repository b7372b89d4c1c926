import { logEvent } from './log';
import { proxyRequestId } from './request-id';

/** What Next.js tells `onRequestError` about the request that failed (instrumentation.ts). */
export interface FailedRequest {
  path: string;
  method: string;
  headers: NodeJS.Dict<string | string[]>;
}

export interface FailedRoute {
  routePath: string;
  routeType: string;
}

/** A SQLSTATE (`22021`) or a system code (`ECONNREFUSED`): codes, never values. */
const errorCode = /^(?:[0-9A-Z]{5}|E[A-Z]{2,30})$/;

function field(error: unknown, key: 'name' | 'digest' | 'code'): string | undefined {
  const value = error && typeof error === 'object' ? (error as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * A server error as one log line: where (the route's pattern, the path without its query string)
 * and what (the error's name, Next.js's digest, a database or system code). Never the message nor
 * the query string: a database error's message quotes the query's parameters, and the staff area's
 * query strings hold what staff searched for (an applicant's name or e-mail).
 */
export function logRequestError(error: unknown, request: FailedRequest, route: FailedRoute): void {
  const code = field(error, 'code');
  logEvent(
    'request_failed',
    {
      method: request.method,
      path: request.path.split(/[?#]/)[0]!.slice(0, 300),
      route: route.routePath,
      routeType: route.routeType,
      error: field(error, 'name') ?? typeof error,
      digest: field(error, 'digest'),
      code: code && errorCode.test(code) ? code : undefined,
      requestId: proxyRequestId(request.headers['x-request-id']),
    },
    'error',
  );
}
