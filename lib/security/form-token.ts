import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A form token: proof, signed by the server, of when a visitor's browser was served a form page.
 * The form endpoints judge the fill time from it (a post sooner than FORM_MIN_FILL_MS after the
 * page was served looks like a robot's) instead of trusting a time the client declares, and a
 * token serves one submission only. It travels as an HttpOnly cookie set with the form page (by
 * proxy.ts), so it is there before any script runs: a visitor on a slow phone who types before the
 * scripts arrive is timed from the moment the page was asked for, like everyone else.
 *
 * Shape: `v1.{issued at, ms, base 36}.{random id}.{HMAC-SHA256 of the three before}`.
 */
export const FORM_TOKEN_COOKIE = 'form_token';

/** A token older than this is no proof of anything any more; the page issues a fresh one. */
export const FORM_TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** An HMAC key: the server's derived Buffer, or a string in tests. */
type SigningKey = Buffer | string;

export interface FormToken {
  /** Unique per token: a stored submission records it, so the token serves that submission only. */
  id: string;
  issuedAt: number;
}

function signature(key: SigningKey, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function issueFormToken(key: SigningKey, now = Date.now()): string {
  const payload = `v1.${now.toString(36)}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${signature(key, payload).toString('base64url')}`;
}

/** A token's parts, if it has the shape of one (nothing checked yet); its age at `now`. */
function parseFormToken(token: string | undefined, now: number) {
  const match = token?.match(/^(v1\.([0-9a-z]{1,12})\.([\w-]{16}))\.([\w-]{43})$/);
  if (!match) return undefined;
  const [, payload = '', issued = '', id = '', mac = ''] = match;
  const issuedAt = parseInt(issued, 36);
  return { payload, id, mac, issuedAt, ageMs: now - issuedAt };
}

/** The token's id and issue time if the server signed it and it has not expired; else undefined. */
export function verifyFormToken(
  key: SigningKey,
  token: string | undefined,
  now = Date.now(),
): FormToken | undefined {
  const parsed = parseFormToken(token, now);
  if (!parsed) return undefined;
  const expected = signature(key, parsed.payload);
  const given = Buffer.from(parsed.mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (parsed.ageMs < 0 || parsed.ageMs > FORM_TOKEN_MAX_AGE_SECONDS * 1000) return undefined;
  return { id: parsed.id, issuedAt: parsed.issuedAt };
}

/**
 * Whether `token` looks like one of ours with more than a day left (the proxy keeps it, unchecked;
 * one closer to expiry is replaced, so a visitor never fills a form under a token about to lapse).
 */
export function looksCurrent(token: string | undefined, now = Date.now()): boolean {
  const parsed = parseFormToken(token, now);
  return !!parsed && parsed.ageMs >= 0 && parsed.ageMs < (FORM_TOKEN_MAX_AGE_SECONDS - 24 * 60 * 60) * 1000;
}

/** A token's Set-Cookie header: sent back with every request to the site, never shown to scripts. */
export function formTokenSetCookie(token: string, secure: boolean): string {
  const attributes = [`Max-Age=${FORM_TOKEN_MAX_AGE_SECONDS}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${FORM_TOKEN_COOKIE}=${token}`, ...attributes].join('; ');
}
