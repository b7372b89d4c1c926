import { z } from 'zod';
import { getDatabase } from '@/db';
import { seeOther } from '@/lib/admin/auth';
import { staffPost } from '@/lib/admin/staff-post';
import { changeStatus } from '@/lib/admin/status-changes';
import { statusSchemaFor } from '@/lib/admin/statuses';
import { submissionSegments } from '@/lib/admin/submission-post';
import { logEvent } from '@/lib/core/log';
import { kickOutbox } from '@/lib/notify/outbox';

export const dynamic = 'force-dynamic';

/** The detail page's status form: records the change and who made it, then shows the page again. */
export const POST = staffPost({
  segments: submissionSegments,
  // Only a status of this inbox: an application is never « Répondu », a message never « Accepté ».
  fields: ({ segments }) =>
    z.object({
      status: statusSchemaFor(segments.inbox),
      inform: z
        .unknown()
        .optional()
        .transform((value) => value === '1'),
    }),
  async handle({ who, segments: { inbox, reference, page }, data: { status, inform: informApplicant } }) {
    const { db } = await getDatabase();
    const found = await changeStatus(db, inbox, reference, status, who.staff.id, { informApplicant });
    if (!found) return new Response('Not Found', { status: 404 });
    logEvent('submission_status_changed', { reference, status, staff: who.staff.id, informApplicant });
    if (informApplicant) kickOutbox();
    return seeOther(`${page}?saved=1`);
  },
});
