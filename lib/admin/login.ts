import 'server-only';
import { getDatabase } from '@/db';
import { describeError } from '@/db/errors';
import { env } from '@/lib/core/env';
import { logEvent } from '@/lib/core/log';
import { clientAddress } from '@/lib/security/client-address';
import { clearRateLimit, consumeRateLimit } from '@/lib/security/rate-limit';
import { checkCredentials, openSession, staffEmailSchema } from './staff';
import { LOGIN_PATH, sameOrigin, seeOther } from './auth';
import { readLoginForm } from './login-form';
import { sessionCookie } from './staff-cookies';

/**
 * Attempts per 15 minutes: 5 per e-mail address (a password guessed on one account), 20 per
 * client address (many accounts tried from one place). A successful login clears its e-mail's
 * count, so a staff member who mistypes once is not held back later.
 */
export const loginLimits = {
  windowSeconds: 15 * 60,
  perEmail: 5,
  perAddress: 20,
} as const;

export type LoginError = 'credentials' | 'rate' | 'unavailable' | 'origin';

function refused(error: LoginError, waitSeconds?: number) {
  const query = new URLSearchParams({ error });
  if (waitSeconds) query.set('wait', String(Math.ceil(waitSeconds / 60)));
  return seeOther(`${LOGIN_PATH}?${query}`);
}

/**
 * POST /admin/session: the login form. Same origin → a short URL-encoded body (415, 413) → limits
 * → checks → opens the session.
 */
export async function handleLogin(request: Request): Promise<Response> {
  if (!sameOrigin(request)) {
    logEvent('staff_login_refused', { reason: 'origin' }, 'warn');
    return refused('origin');
  }
  const form = await readLoginForm(request);
  if ('status' in form) {
    logEvent('staff_login_refused', { reason: form.reason }, 'warn');
    return new Response(null, { status: form.status, headers: { 'Cache-Control': 'no-store' } });
  }
  const { email, password } = form;
  const normalised = staffEmailSchema.safeParse(email);
  const emailKey = normalised.success ? normalised.data : email.trim().toLowerCase();

  try {
    const { db } = await getDatabase();
    const rule = { windowSeconds: loginLimits.windowSeconds };
    const byAddress = await consumeRateLimit(db, {
      ...rule,
      bucket: 'admin-login-address',
      key: clientAddress(request.headers, env.TRUST_PROXY),
      limit: loginLimits.perAddress,
    });
    const byEmail = await consumeRateLimit(db, {
      ...rule,
      bucket: 'admin-login-email',
      key: emailKey,
      limit: loginLimits.perEmail,
    });
    if (!byAddress.allowed || !byEmail.allowed) {
      logEvent('staff_login_refused', { reason: 'rate_limited' }, 'warn');
      return refused(
        'rate',
        Math.max(
          byAddress.allowed ? 0 : byAddress.retryAfterSeconds,
          byEmail.allowed ? 0 : byEmail.retryAfterSeconds,
        ),
      );
    }
    const staff = await checkCredentials(db, email, password);
    if (!staff) {
      logEvent('staff_login_refused', { reason: 'credentials' }, 'warn');
      return refused('credentials');
    }
    await clearRateLimit(db, { bucket: 'admin-login-email', key: emailKey });
    const { token, expiresAt } = await openSession(db, staff);
    logEvent('staff_login', { staff: staff.id });
    const response = seeOther('/admin/admissions');
    response.cookies.set(sessionCookie(token, expiresAt));
    return response;
  } catch (error) {
    logEvent('database_unavailable', { phase: 'staff_login', ...describeError(error) }, 'error');
    return refused('unavailable');
  }
}
