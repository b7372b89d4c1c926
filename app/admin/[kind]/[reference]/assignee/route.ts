import { getDatabase } from '@/db';
import { assign, assigneeSchema } from '@/lib/admin/assignment';
import { seeOther } from '@/lib/admin/auth';
import { readSubmissionPost } from '@/lib/admin/submission-post';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/** The detail page's assignment form: gives the submission to a staff member, or to nobody. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ kind: string; reference: string }> },
): Promise<Response> {
  const post = await readSubmissionPost(request, params);
  if (post instanceof Response) return post;
  const { staff, inbox, reference, form, page } = post;
  const assignee = assigneeSchema.safeParse(form?.get('assignee'));
  if (!assignee.success) return new Response('Bad Request', { status: 400 });
  const { db } = await getDatabase();
  const outcome = await assign(db, inbox, reference, assignee.data);
  if (outcome === 'unknown') return new Response('Not Found', { status: 404 });
  // An account disabled or deleted since the page was shown: said on the page, nothing changed.
  if (outcome === 'inactive') return seeOther(`${page}?assigned=inactive`);
  logEvent('submission_assigned', { reference, assignee: assignee.data, staff: staff.id });
  return seeOther(`${page}?assigned=1`);
}
