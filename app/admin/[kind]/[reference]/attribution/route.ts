import { z } from 'zod';
import { getDatabase } from '@/db';
import { assign, assigneeSchema } from '@/lib/admin/assignment';
import { seeOther } from '@/lib/admin/auth';
import { staffPost } from '@/lib/admin/staff-post';
import { submissionSegments } from '@/lib/admin/submission-post';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/** The detail page's assignment form: gives the submission to a staff member, or to nobody. */
export const POST = staffPost({
  segments: submissionSegments,
  fields: z.object({ assignee: assigneeSchema }),
  async handle({ who, segments: { inbox, reference, page }, data: { assignee } }) {
    const { db } = await getDatabase();
    const outcome = await assign(db, inbox, reference, assignee);
    if (outcome === 'unknown') return new Response('Not Found', { status: 404 });
    // An account disabled or deleted since the page was shown: said on the page, nothing changed.
    if (outcome === 'inactive') return seeOther(`${page}?assigned=inactive`);
    logEvent('submission_assigned', { reference, assignee, staff: who.staff.id });
    return seeOther(`${page}?assigned=1`);
  },
});
