import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An upload token: the server's signed word that its bearer sent application `reference`, handed
 * out with the reference (201 of POST /api/admissions, 200 of POST /api/admissions/status). It lets
 * the browser add documents to that application, and to no other, without an account.
 *
 * Shape: `u1.{reference}.{expires at, ms, base 36}.{HMAC-SHA256 of the three before}`.
 */
export const UPLOAD_TOKEN_PURPOSE = 'upload-token';

/** Long enough to cover an intake: an applicant adds a missing document weeks later. */
export const UPLOAD_TOKEN_MAX_AGE_MS = 60 * 24 * 60 * 60 * 1000;

type SigningKey = Buffer | string;

function mac(key: SigningKey, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

export function issueUploadToken(key: SigningKey, reference: string, now = Date.now()): string {
  const payload = `u1.${reference}.${(now + UPLOAD_TOKEN_MAX_AGE_MS).toString(36)}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The reference the token was issued for, if the server signed it and it has not expired. */
export function verifyUploadToken(
  key: SigningKey,
  token: string | null | undefined,
  now = Date.now(),
): string | undefined {
  const match = token?.match(/^(u1\.([A-Z]{3}-\d{4}-[0-9A-Z]{6})\.([0-9a-z]{1,12}))\.([\w-]{43})$/);
  if (!match) return undefined;
  const [, payload = '', reference = '', expires = '', given = ''] = match;
  const expected = mac(key, payload);
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return undefined;
  return parseInt(expires, 36) > now ? reference : undefined;
}
