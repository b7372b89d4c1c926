import { getDatabase } from '@/db';
import { seeOther } from '@/lib/admin/auth';
import { addNote, MAX_NOTE_LENGTH, parseNote } from '@/lib/admin/notes';
import { readSubmissionPost } from '@/lib/admin/submission-post';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * The detail page's note form: stores the note under the signed-in staff member, then shows the
 * page again. A note refused is sent back with the page (`draft`), so nothing typed is lost.
 */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ kind: string; reference: string }> },
): Promise<Response> {
  const post = await readSubmissionPost(request, params);
  if (post instanceof Response) return post;
  const { staff, inbox, reference, form, page } = post;
  const posted = form?.get('note');
  const note = parseNote(posted);
  if (!note.ok) {
    // A little over the limit, so that the office sees what it typed and shortens it.
    const draft = typeof posted === 'string' ? posted.slice(0, MAX_NOTE_LENGTH + 500) : '';
    const query = new URLSearchParams({ note: note.problem, ...(draft.trim() ? { draft } : {}) });
    return seeOther(`${page}?${query}#notes`);
  }
  const { db } = await getDatabase();
  if (!(await addNote(db, inbox, reference, note.text, staff.id))) {
    return new Response('Not Found', { status: 404 });
  }
  logEvent('submission_note_added', { reference, staff: staff.id });
  return seeOther(`${page}?note=added#notes`);
}
