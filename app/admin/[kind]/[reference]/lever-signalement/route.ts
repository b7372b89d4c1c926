import { z } from 'zod';
import { getDatabase } from '@/db';
import { seeOther } from '@/lib/admin/auth';
import { clearSuspicion } from '@/lib/admin/clear-suspicion';
import { staffPost } from '@/lib/admin/staff-post';
import { submissionSegments } from '@/lib/admin/submission-post';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/** « Ce n'est pas un robot » on a flagged application's page: the flag is lifted, the page shown again. */
export const POST = staffPost({
  // Only applications are flagged.
  segments: submissionSegments.refine((segments) => segments.inbox === 'admissions'),
  fields: z.object({}),
  async handle({ who, segments: { reference, page } }) {
    const { db } = await getDatabase();
    const cleared = await clearSuspicion(db, reference);
    if (cleared) logEvent('submission_cleared', { reference, staff: who.staff.id });
    return seeOther(`${page}?cleared=1`);
  },
});
