import 'server-only';
import { BodyTooLargeError, hasContentType, readBodyLimited } from '@/lib/http';

/**
 * The login form holds an e-mail (254 characters at most) and a password. URL-encoded, an accented
 * letter takes six bytes: 8 KB holds any e-mail with a password of several hundred characters, and
 * little else.
 */
export const MAX_LOGIN_BODY_BYTES = 8 * 1024;

export interface LoginFields {
  email: string;
  password: string;
}

/** Why a login post's body was not read: the status it is answered with and the logged reason. */
export interface UnreadableLogin {
  status: 400 | 413 | 415;
  reason: 'unreadable' | 'body_too_large' | 'unsupported_media_type';
}

/**
 * The fields of the login form as the browser sends it (`application/x-www-form-urlencoded`). Any
 * other type is refused unread, and the body is read only up to MAX_LOGIN_BODY_BYTES: a declared
 * length over it is refused at once, a body without one is counted while it streams in.
 */
export async function readLoginForm(request: Request): Promise<LoginFields | UnreadableLogin> {
  if (!hasContentType(request.headers.get('content-type'), 'application/x-www-form-urlencoded')) {
    return { status: 415, reason: 'unsupported_media_type' };
  }
  let body: string;
  try {
    body = await readBodyLimited(request, MAX_LOGIN_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { status: 413, reason: 'body_too_large' };
    // Not UTF-8, or the client went away mid-body.
    return { status: 400, reason: 'unreadable' };
  }
  const form = new URLSearchParams(body);
  return {
    email: (form.get('email') ?? '').slice(0, 254),
    password: (form.get('password') ?? '').slice(0, 1024),
  };
}
