import { env } from '@/lib/core/env';
import { cookieSecure, type CookieSettings } from '@/lib/security/cookie-secure';

/** The session cookie's name over plain http; over HTTPS it carries the `__Host-` prefix. */
export const SESSION_COOKIE = 'staff_session';

export type { CookieSettings };

export interface StaffCookieRule {
  secure: boolean;
  /** The session cookie's name, the same for the login, the logout, the proxy and every reader. */
  sessionName: string;
  sessionPath: string;
}

/**
 * Secure or not by the one rule of every cookie (lib/security/cookie-secure.ts).
 *
 * A Secure session cookie is named `__Host-…`: the browser then keeps it only if it is Secure,
 * has Path=/ and no Domain, so neither a plain-http page nor a neighbouring subdomain can plant or
 * replace it. Path=/ sends it to public pages too, which never read it. Over plain http too its
 * path is /: the editing screen (/keystatic, /api/keystatic) reads the same session.
 */
export function staffCookieRule(settings: CookieSettings): StaffCookieRule {
  const secure = cookieSecure(settings);
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
