import { z } from 'zod';
import { getDatabase } from '@/db';
import { seeOther } from '@/lib/admin/auth';
import { addNote, MAX_NOTE_LENGTH, parseNote } from '@/lib/admin/notes';
import { staffPost } from '@/lib/admin/staff-post';
import { submissionSegments } from '@/lib/admin/submission-post';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

const noteField = z
  .unknown()
  .optional()
  .transform((value, context) => {
    const note = parseNote(value);
    if (note.ok) return note.text;
    context.addIssue({ code: 'custom', message: note.problem });
    return z.NEVER;
  });

/**
 * The detail page's note form: stores the note under the signed-in staff member, then shows the
 * page again. A note refused is sent back with the page (`draft`), so nothing typed is lost.
 */
export const POST = staffPost({
  segments: submissionSegments,
  fields: z.object({ note: noteField }),
  invalid({ segments: { page }, form }, issues) {
    // A little over the limit, so that the office sees what it typed and shortens it.
    const draft = (form.get('note') ?? '').slice(0, MAX_NOTE_LENGTH + 500);
    const problem = issues[0]?.message ?? 'empty';
    const query = new URLSearchParams({ note: problem, ...(draft.trim() ? { draft } : {}) });
    return seeOther(`${page}?${query}#notes`);
  },
  async handle({ who, segments: { inbox, reference, page }, data: { note } }) {
    const { db } = await getDatabase();
    if (!(await addNote(db, inbox, reference, note, who.staff.id))) {
      return new Response('Not Found', { status: 404 });
    }
    logEvent('submission_note_added', { reference, staff: who.staff.id });
    return seeOther(`${page}?note=added#notes`);
  },
});
