import { getDatabase } from '@/db';
import { withRedactedErrors } from '@/db/errors';
import { LOGIN_PATH, sameOrigin, seeOther } from '@/lib/admin/auth';
import { closeSession } from '@/lib/admin/staff';
import { expiredSessionCookie, staffCookies } from '@/lib/admin/staff-cookies';
import { cookieValue } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** Ends the session in the database (the token is useless afterwards) and drops the cookie. */
export async function POST(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const token = cookieValue(request.headers.get('cookie'), staffCookies.sessionName);
  if (token) {
    await withRedactedErrors(async () => closeSession((await getDatabase()).db, token));
  }
  const response = seeOther(`${LOGIN_PATH}?done=logout`);
  response.cookies.set(expiredSessionCookie());
  return response;
}
