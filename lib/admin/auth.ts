import 'server-only';
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { redirect } from 'next/navigation';
import { getDatabase } from '@/db';
import { withRedactedErrors } from '@/db/errors';
import { env } from '@/lib/core/env';
import { cookieValue } from '@/lib/http';
import { isCrossSiteRequest } from '@/lib/security/origin';
import { sessionStaff, type Staff } from './staff';
import { staffCookies } from './staff-cookies';

import { LOGIN_PATH } from './paths';

export { LOGIN_PATH };

/** The staff member whose session a cookie's token opens, if any. */
async function staffOfToken(token: string | undefined): Promise<Staff | undefined> {
  if (!token) return undefined;
  return withRedactedErrors(async () => sessionStaff((await getDatabase()).db, token));
}

/** The signed-in staff member of a page request, if any. */
export async function currentStaff(): Promise<Staff | undefined> {
  return staffOfToken((await cookies()).get(staffCookies.sessionName)?.value);
}

/** Every staff page starts with this: without a valid session, the login page. */
export async function requireStaff(): Promise<Staff> {
  const staff = await currentStaff();
  if (!staff) redirect(LOGIN_PATH);
  return staff;
}

/** The signed-in staff member of a route handler's request, if any. */
export function requestStaff(request: Request): Promise<Staff | undefined> {
  return staffOfToken(cookieValue(request.headers.get('cookie'), staffCookies.sessionName));
}

/**
 * CSRF defence for state-changing posts, on top of SameSite=Strict: the browser must say the
 * request comes from this very site (Origin, and Sec-Fetch-Site where sent). A cross-site page
 * can neither forge these headers nor add one without a CORS preflight that fails. The whole
 * origin is compared, scheme and port included (`https://` or `ws://` before the site's host is
 * another origin): the site's public address (SITE_URL) or the address the request was sent to.
 * A server action passes its request's `headers()`.
 */
export function sameOrigin(request: { headers: Pick<Headers, 'get'> }): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  if (!request.headers.get('origin')) return false;
  return !isCrossSiteRequest(request.headers, [env.SITE_URL]);
}

/** A 303 to a path of this site: after a form post, the browser GETs that page. */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } });
}
