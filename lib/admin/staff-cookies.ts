import { env, type Env } from '@/lib/core/env';

/** The session cookie's name over plain http; over HTTPS it carries the `__Host-` prefix. */
export const SESSION_COOKIE = 'staff_session';
export const ADMIN_PATH = '/admin';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLocalHost(hostname: string): boolean {
  return localHosts.has(hostname) || hostname.endsWith('.localhost');
}

export type CookieSettings = Pick<Env, 'NODE_ENV' | 'SITE_URL' | 'ADMIN_COOKIE_SECURE'>;

export interface StaffCookieRule {
  secure: boolean;
  /** The session cookie's name, the same for the login, the logout, the proxy and every reader. */
  sessionName: string;
  sessionPath: string;
}

/**
 * Decided from the configuration, never from the request: behind a proxy that terminates TLS the
 * server receives plain http, and a proxy that sends no X-Forwarded-Proto leaves no trace of the
 * HTTPS the browser used. So: an https SITE_URL, Secure always; an http SITE_URL naming this
 * machine (localhost, where a local `npm start` runs without a certificate), never; any other
 * http SITE_URL, in production. ADMIN_COOKIE_SECURE=always|never overrides.
 *
 * A Secure session cookie is named `__Host-…`: the browser then keeps it only if it is Secure,
 * has Path=/ and no Domain, so neither a plain-http page nor a neighbouring subdomain can plant or
 * replace it. Path=/ sends it to public pages too, which never read it. Over plain http too its
 * path is /: the editing screen (/keystatic, /api/keystatic) reads the same session.
 */
export function staffCookieRule(settings: CookieSettings): StaffCookieRule {
  const url = new URL(settings.SITE_URL);
  const secure =
    settings.ADMIN_COOKIE_SECURE === 'auto'
      ? url.protocol === 'https:' || (settings.NODE_ENV === 'production' && !isLocalHost(url.hostname))
      : settings.ADMIN_COOKIE_SECURE === 'always';
  return secure
    ? { secure, sessionName: `__Host-${SESSION_COOKIE}`, sessionPath: '/' }
    : { secure, sessionName: SESSION_COOKIE, sessionPath: '/' };
}

export const staffCookies = staffCookieRule(env);

/** The session cookie holding `token` until `expires`. */
export function sessionCookie(token: string, expires: Date) {
  return {
    name: staffCookies.sessionName,
    value: token,
    httpOnly: true,
    secure: staffCookies.secure,
    sameSite: 'strict' as const,
    path: staffCookies.sessionPath,
    expires,
  };
}

/** Deletes the session cookie: the browser only obeys a deletion with the attributes it was set with. */
export function expiredSessionCookie() {
  return { ...sessionCookie('', new Date(0)), maxAge: 0 };
}
