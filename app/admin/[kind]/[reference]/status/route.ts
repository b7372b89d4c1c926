import { getDatabase } from '@/db';
import { seeOther } from '@/lib/admin/auth';
import { changeStatus } from '@/lib/admin/status-changes';
import { statusSchemaFor } from '@/lib/admin/statuses';
import { readSubmissionPost } from '@/lib/admin/submission-post';
import { logEvent } from '@/lib/core/log';
import { kickOutbox } from '@/lib/notify/outbox';

export const dynamic = 'force-dynamic';

/** The detail page's status form: records the change and who made it, then shows the page again. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ kind: string; reference: string }> },
): Promise<Response> {
  const post = await readSubmissionPost(request, params);
  if (post instanceof Response) return post;
  const { staff, inbox, reference, form, page } = post;
  // Only a status of this inbox: an application is never « Répondu », a message never « Accepté ».
  const status = statusSchemaFor(inbox).safeParse(form?.get('status'));
  if (!status.success) return new Response('Bad Request', { status: 400 });
  const { db } = await getDatabase();
  const informApplicant = form?.get('inform') === '1';
  const found = await changeStatus(db, inbox, reference, status.data, staff.id, { informApplicant });
  if (!found) return new Response('Not Found', { status: 404 });
  logEvent('submission_status_changed', { reference, status: status.data, staff: staff.id, informApplicant });
  if (informApplicant) kickOutbox();
  return seeOther(`${page}?saved=1`);
}
