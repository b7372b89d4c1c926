import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDatabase } from '@/db';
import { withRedactedErrors } from '@/db/errors';
import { cookieValue } from '@/lib/http';
import { LOGIN_PATH } from './auth';
import { sessionStaff, tokenId } from './staff';
import { staffCookies } from './staff-cookies';
import { previousLogin, type SignedIn } from './staff-sessions';

/** The staff member a cookie's token signs in, with that session's id (never the token itself). */
async function signedInBy(token: string | undefined): Promise<SignedIn | undefined> {
  if (!token) return undefined;
  const staff = await withRedactedErrors(async () => sessionStaff((await getDatabase()).db, token));
  return staff ? { staff, sessionId: tokenId(token) } : undefined;
}

/** A page's signed-in staff member and session; without a valid session, the login page. */
export async function requireSignedIn(): Promise<SignedIn> {
  const who = await signedInBy((await cookies()).get(staffCookies.sessionName)?.value);
  if (!who) redirect(LOGIN_PATH);
  return who;
}

/** A route handler's signed-in staff member and session, if any. */
export function requestSignedIn(request: Request): Promise<SignedIn | undefined> {
  return signedInBy(cookieValue(request.headers.get('cookie'), staffCookies.sessionName));
}

/**
 * The sign-in before the one that opened a page request's session (the shell's « Dernière
 * connexion »); undefined on a first sign-in or without a session.
 */
export async function previousLoginOfRequest(): Promise<Date | undefined> {
  const token = (await cookies()).get(staffCookies.sessionName)?.value;
  if (!token) return undefined;
  return withRedactedErrors(async () => previousLogin((await getDatabase()).db, tokenId(token)));
}
