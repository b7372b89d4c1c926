import { getDatabase } from '@/db';
import { withRedactedErrors } from '@/db/errors';
import { seeOther } from '@/lib/admin/auth';
import { staffPost } from '@/lib/admin/staff-post';
import { closeOwnSessions, closeSessionsSchema, SESSIONS_PATH } from '@/lib/admin/staff-sessions';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * The sessions page's forms: close one of the staff member's other sessions, or all of them, then
 * show the page again. An id that is not one of theirs closes nothing and says only « déjà
 * terminée », as for a session that has ended: nothing tells whose it was.
 */
export const POST = staffPost({
  fields: closeSessionsSchema,
  invalid: () => seeOther(`${SESSIONS_PATH}?done=invalid`),
  async handle({ who, data }) {
    const closed = await withRedactedErrors(async () =>
      closeOwnSessions((await getDatabase()).db, who, data),
    );
    logEvent('staff_sessions_closed', { staff: who.staff.id, what: data.close, closed });
    const done = data.close === 'others' ? `others&count=${closed}` : closed > 0 ? 'one' : 'none';
    return seeOther(`${SESSIONS_PATH}?done=${done}`);
  },
});
