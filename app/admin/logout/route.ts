import { getDatabase } from '@/db';
import { withRedactedErrors } from '@/db/errors';
import { ADMIN_PATH, cookieValue, LOGIN_PATH, sameOrigin, seeOther, SESSION_COOKIE } from '@/lib/admin/auth';
import { closeSession } from '@/lib/admin/staff';

export const dynamic = 'force-dynamic';

/** Ends the session in the database (the token is useless afterwards) and drops the cookie. */
export async function POST(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const token = cookieValue(request.headers.get('cookie'), SESSION_COOKIE);
  if (token) {
    await withRedactedErrors(async () => closeSession((await getDatabase()).db, token));
  }
  const response = seeOther(`${LOGIN_PATH}?done=logout`);
  response.cookies.set({ name: SESSION_COOKIE, value: '', path: ADMIN_PATH, maxAge: 0 });
  return response;
}
