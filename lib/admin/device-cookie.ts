import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@/db/client';
import { signingKey } from '@/lib/security/signing-key';
import { ADMIN_PATH } from './paths';
import { staffCookies } from './staff-cookies';

/**
 * Given to a browser at each successful login: it names the account and is signed by the server,
 * so that browser has shown it knew the password. Guesses made by strangers on that account delay
 * the account, not this browser (lib/admin/login.ts).
 */
export const DEVICE_COOKIE = 'staff_device';
export const DEVICE_DAYS = 180;

const PURPOSE = 'staff-device-cookie';

async function signature(db: Database, payload: string): Promise<Buffer> {
  return createHmac('sha256', await signingKey(db, PURPOSE))
    .update(payload)
    .digest();
}

/** A new device cookie for `email` (lower-case, as stored): account, random id, expiry, signature. */
export async function deviceCookie(db: Database, email: string, now = new Date()) {
  const expires = new Date(now.getTime() + DEVICE_DAYS * 24 * 3600 * 1000);
  const payload = [
    Buffer.from(email).toString('base64url'),
    randomBytes(16).toString('base64url'),
    String(Math.floor(expires.getTime() / 1000)),
  ].join('.');
  return {
    name: DEVICE_COOKIE,
    value: `${payload}.${(await signature(db, payload)).toString('base64url')}`,
    httpOnly: true,
    secure: staffCookies.secure,
    sameSite: 'strict' as const,
    path: ADMIN_PATH,
    expires,
  };
}

/**
 * The device's id when `value` is a device cookie this server signed for `email` and that has not
 * expired (the browser's own expiry is not trusted); otherwise undefined.
 */
export async function trustedDevice(
  db: Database,
  value: string | undefined,
  email: string,
  now = new Date(),
): Promise<string | undefined> {
  const [account, id, expiry, signed, ...rest] = (value ?? '').split('.');
  if (!account || !id || !expiry || !signed || rest.length > 0) return undefined;
  const expected = await signature(db, `${account}.${id}.${expiry}`);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (!(Number(expiry) * 1000 > now.getTime())) return undefined;
  return Buffer.from(account, 'base64url').toString() === email ? id : undefined;
}
