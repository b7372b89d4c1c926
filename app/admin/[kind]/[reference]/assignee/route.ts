import { getDatabase } from '@/db';
import { assign, assigneeSchema } from '@/lib/admin/assignment';
import { LOGIN_PATH, requestStaff, sameOrigin, seeOther } from '@/lib/admin/auth';
import { inboxKinds } from '@/lib/admin/filters';
import { referenceOf } from '@/lib/admin/references';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/** The detail page's assignment form: gives the submission to a staff member, or to nobody. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ kind: string; reference: string }> },
): Promise<Response> {
  const { kind, reference: segment } = await params;
  // The same checks as the status form: same-site post, signed-in staff.
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const staff = await requestStaff(request);
  if (!staff) return seeOther(LOGIN_PATH);
  const inbox = inboxKinds.find((candidate) => candidate === kind);
  const form = await request.formData().catch(() => undefined);
  const assignee = assigneeSchema.safeParse(form?.get('assignee'));
  if (!inbox || !assignee.success) return new Response('Bad Request', { status: 400 });
  const reference = referenceOf(inbox, segment);
  if (!reference) return new Response('Not Found', { status: 404 });
  const { db } = await getDatabase();
  const outcome = await assign(db, inbox, reference, assignee.data);
  if (outcome === 'unknown') return new Response('Not Found', { status: 404 });
  const page = `/admin/${inbox}/${encodeURIComponent(reference)}`;
  // An account disabled or deleted since the page was shown: said on the page, nothing changed.
  if (outcome === 'inactive') return seeOther(`${page}?assigned=inactive`);
  logEvent('submission_assigned', { reference, assignee: assignee.data, staff: staff.id });
  return seeOther(`${page}?assigned=1`);
}
