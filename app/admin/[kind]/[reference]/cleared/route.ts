import { getDatabase } from '@/db';
import { seeOther } from '@/lib/admin/auth';
import { clearSuspicion } from '@/lib/admin/clear-suspicion';
import { readSubmissionPost } from '@/lib/admin/submission-post';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/** « Ce n'est pas un robot » on a flagged application's page: the flag is lifted, the page shown again. */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ kind: string; reference: string }> },
): Promise<Response> {
  const post = await readSubmissionPost(request, params);
  if (post instanceof Response) return post;
  const { staff, inbox, reference, page } = post;
  if (inbox !== 'admissions') return new Response('Not Found', { status: 404 });
  const { db } = await getDatabase();
  const cleared = await clearSuspicion(db, reference);
  if (cleared) logEvent('submission_cleared', { reference, staff: staff.id });
  return seeOther(`${page}?cleared=1`);
}
