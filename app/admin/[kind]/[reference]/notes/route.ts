import { getDatabase } from '@/db';
import { LOGIN_PATH, requestStaff, sameOrigin, seeOther } from '@/lib/admin/auth';
import { inboxKinds } from '@/lib/admin/filters';
import { addNote, MAX_NOTE_LENGTH, parseNote } from '@/lib/admin/notes';
import { referenceOf } from '@/lib/admin/references';
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
  const { kind, reference: segment } = await params;
  // The same checks as the status form: same-site post, signed-in staff.
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const staff = await requestStaff(request);
  if (!staff) return seeOther(LOGIN_PATH);
  const inbox = inboxKinds.find((candidate) => candidate === kind);
  if (!inbox) return new Response('Not Found', { status: 404 });
  const reference = referenceOf(inbox, segment);
  if (!reference) return new Response('Not Found', { status: 404 });
  const form = await request.formData().catch(() => undefined);
  const posted = form?.get('note');
  const page = `/admin/${inbox}/${encodeURIComponent(reference)}`;
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
