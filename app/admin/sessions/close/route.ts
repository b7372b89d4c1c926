import { getDatabase } from '@/db';
import { withRedactedErrors } from '@/db/errors';
import { LOGIN_PATH, sameOrigin, seeOther } from '@/lib/admin/auth';
import { requestSignedIn } from '@/lib/admin/signed-in';
import { closeOwnSessions, closeSessionsSchema, SESSIONS_PATH } from '@/lib/admin/staff-sessions';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * The sessions page's forms: close one of the staff member's other sessions, or all of them, then
 * show the page again. An id that is not one of theirs closes nothing and says only « déjà
 * terminée », as for a session that has ended: nothing tells whose it was.
 */
export async function POST(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const who = await requestSignedIn(request);
  if (!who) return seeOther(LOGIN_PATH);
  const form = await request.formData().catch(() => undefined);
  const parsed = closeSessionsSchema.safeParse({
    close: form?.get('close'),
    session: form?.get('session') ?? undefined,
  });
  if (!parsed.success) return seeOther(`${SESSIONS_PATH}?done=invalid`);
  const closed = await withRedactedErrors(async () =>
    closeOwnSessions((await getDatabase()).db, who, parsed.data),
  );
  logEvent('staff_sessions_closed', { staff: who.staff.id, what: parsed.data.close, closed });
  const done = parsed.data.close === 'others' ? `others&count=${closed}` : closed > 0 ? 'one' : 'none';
  return seeOther(`${SESSIONS_PATH}?done=${done}`);
}
