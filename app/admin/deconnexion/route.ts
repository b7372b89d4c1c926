import { z } from 'zod';
import { getDatabase } from '@/db';
import { withRedactedErrors } from '@/db/errors';
import { LOGIN_PATH, seeOther } from '@/lib/admin/auth';
import { closeSession } from '@/lib/admin/staff';
import { expiredSessionCookie, staffCookies } from '@/lib/admin/staff-cookies';
import { staffPost } from '@/lib/admin/staff-post';
import { cookieValue } from '@/lib/http';

export const dynamic = 'force-dynamic';

/**
 * Ends the session in the database (the token is useless afterwards) and drops the cookie. Open to
 * anyone: a session already ended still gets its cookie dropped.
 */
export const POST = staffPost({
  access: 'anyone',
  fields: z.object({}),
  async handle({ request }) {
    const token = cookieValue(request.headers.get('cookie'), staffCookies.sessionName);
    if (token) {
      await withRedactedErrors(async () => closeSession((await getDatabase()).db, token));
    }
    const response = seeOther(`${LOGIN_PATH}?done=logout`);
    response.cookies.set(expiredSessionCookie());
    return response;
  },
});
