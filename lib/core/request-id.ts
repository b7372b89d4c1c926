import { env } from './env';

const requestIdPattern = /^[\w.:-]{1,100}$/;

/**
 * The X-Request-Id a trusted proxy assigned, if any. Without TRUST_PROXY a client could write
 * anything there; the pattern keeps a proxy's id from carrying more than an id.
 */
export function proxyRequestId(given: unknown): string | undefined {
  return env.TRUST_PROXY > 0 && typeof given === 'string' && requestIdPattern.test(given) ? given : undefined;
}
