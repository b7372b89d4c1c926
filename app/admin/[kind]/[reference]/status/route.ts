import { getDatabase } from '@/db';
import { LOGIN_PATH, requestStaff, sameOrigin, seeOther } from '@/lib/admin/auth';
import { inboxKinds } from '@/lib/admin/filters';
import { referenceOf } from '@/lib/admin/references';
import { changeStatus } from '@/lib/admin/status-changes';
import { statusSchemaFor } from '@/lib/admin/statuses';
import { logEvent } from '@/lib/core/log';
import { kickOutbox } from '@/lib/notify/outbox';

export const dynamic = 'force-dynamic';

/** The detail page's status form: records the change and who made it, then shows the page again. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ kind: string; reference: string }> },
): Promise<Response> {
  const { kind, reference: segment } = await params;
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const staff = await requestStaff(request);
  if (!staff) return seeOther(LOGIN_PATH);
  const inbox = inboxKinds.find((candidate) => candidate === kind);
  const form = await request.formData().catch(() => undefined);
  // Only a status of this inbox: an application is never « Répondu », a message never « Accepté ».
  const status = inbox ? statusSchemaFor(inbox).safeParse(form?.get('status')) : undefined;
  if (!inbox || !status?.success) return new Response('Bad Request', { status: 400 });
  const reference = referenceOf(inbox, segment);
  if (!reference) return new Response('Not Found', { status: 404 });
  const { db } = await getDatabase();
  const informApplicant = form?.get('inform') === '1';
  const found = await changeStatus(db, inbox, reference, status.data, staff.id, { informApplicant });
  if (!found) return new Response('Not Found', { status: 404 });
  logEvent('submission_status_changed', { reference, status: status.data, staff: staff.id, informApplicant });
  if (informApplicant) kickOutbox();
  return seeOther(`/admin/${inbox}/${encodeURIComponent(reference)}?saved=1`);
}
