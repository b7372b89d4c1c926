import 'server-only';
import { getDatabase } from '@/db';
import { describeError } from '@/db/errors';
import { env } from '@/lib/core/env';
import { logEvent } from '@/lib/core/log';
import { cookieValue } from '@/lib/http';
import { clientAddress } from '@/lib/security/client-address';
import {
  forgiveAttempt,
  startAttempt,
  type DelayedKey,
  type DelaySchedule,
} from '@/lib/security/failure-delay';
import { clearRateLimit } from '@/lib/security/rate-limit';
import { checkCredentials, openSession, staffEmailSchema } from './staff';
import { LOGIN_PATH, seeOther } from './auth';
import { DEVICE_COOKIE, deviceCookie, trustedDevice } from './device-cookie';
import { deviceLabel } from './device-label';
import type { LoginFields } from './login-form';
import { sessionCookie } from './staff-cookies';
import { staffPostRefusals, type StaffPostRefusal } from './staff-post';

const growing = { firstDelaySeconds: 5, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 };

/**
 * Delays, never a lock (lib/security/failure-delay.ts): after its free failures, each key waits 5
 * seconds after its latest attempt, twice as long after each further failure, 15 minutes at most;
 * an hour without an attempt forgets it. An attempt inside a delay is refused unchecked.
 *
 * - `account`: a password guessed on one account, from however many addresses. A browser that has
 *   signed in to that account before (its signed device cookie) is held to `device` instead, so
 *   strangers' guesses never keep its owner out.
 * - `device`: that browser's own failures.
 * - `address`: many accounts tried from one place; an office behind one address has room for its
 *   typos. Every attempt obeys it, device cookie or not.
 */
export const loginDelays = {
  account: { ...growing, freeFailures: 5 },
  device: { ...growing, freeFailures: 5 },
  address: { ...growing, freeFailures: 20 },
} as const satisfies Record<string, DelaySchedule>;

export type LoginError = 'credentials' | 'rate' | 'unavailable' | 'origin';

function refused(error: LoginError, waitSeconds?: number) {
  const query = new URLSearchParams({ error });
  if (waitSeconds) query.set('wait', String(waitSeconds));
  return seeOther(`${LOGIN_PATH}?${query}`);
}

/**
 * A login post refused before its fields were read (app/admin/session/route.ts): from another site,
 * the login page says so; a body too large (413), not a form (415) or unreadable (400), a bare status.
 */
export function refuseLogin(reason: StaffPostRefusal): Response {
  logEvent('staff_login_refused', { reason }, 'warn');
  if (reason === 'origin') return refused('origin');
  return new Response(null, { status: staffPostRefusals[reason], headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The login form's fields, once the post passed its checks (same origin, a short URL-encoded body):
 * the delays of the client address and of the account (or of this browser, if it signed in to the
 * account before) → the password → the session, and a renewed device cookie.
 */
export async function logIn(request: Request, { email, password }: LoginFields): Promise<Response> {
  const normalised = staffEmailSchema.safeParse(email);
  const emailKey = normalised.success ? normalised.data : email.trim().toLowerCase();

  try {
    const { db } = await getDatabase();
    const device = await trustedDevice(
      db,
      cookieValue(request.headers.get('cookie'), DEVICE_COOKIE),
      emailKey,
    );
    const address: DelayedKey = {
      bucket: 'login-address',
      key: clientAddress(request.headers, env.TRUST_PROXY),
      schedule: loginDelays.address,
    };
    const holder: DelayedKey = device
      ? { bucket: 'login-device', key: device, schedule: loginDelays.device }
      : { bucket: 'login-account', key: emailKey, schedule: loginDelays.account };
    const attempt = await startAttempt(db, [address, holder]);
    if (!attempt.allowed) {
      logEvent('staff_login_refused', { reason: 'delayed', waitSeconds: attempt.waitSeconds }, 'warn');
      return refused('rate', attempt.waitSeconds);
    }
    const staff = await checkCredentials(db, email, password);
    if (!staff) {
      logEvent('staff_login_refused', { reason: 'credentials', device: Boolean(device) }, 'warn');
      return refused('credentials');
    }
    // A success counts as no failure. This browser's earlier failures were its owner's typos; the
    // account's may be a stranger's guesses, so they stay until forgotten.
    await forgiveAttempt(db, address);
    if (device) await clearRateLimit(db, holder);
    else await forgiveAttempt(db, holder);
    const { token, expiresAt } = await openSession(db, staff, new Date(), {
      device: deviceLabel(request.headers.get('user-agent')),
    });
    logEvent('staff_login', { staff: staff.id, device: Boolean(device) });
    const response = seeOther('/admin/admissions');
    response.cookies.set(sessionCookie(token, expiresAt));
    response.cookies.set(await deviceCookie(db, staff.email));
    return response;
  } catch (error) {
    logEvent('database_unavailable', { phase: 'staff_login', ...describeError(error) }, 'error');
    return refused('unavailable');
  }
}
