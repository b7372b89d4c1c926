import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { formatOfficeDateTime } from '@/i18n/format';
import { MAX_NOTE_LENGTH, noteProblemTexts, type NoteProblem } from '@/lib/admin/notes';
import { submissionPath } from '@/lib/admin/paths';
import { notesOf } from '@/lib/admin/workspace-data';

interface NotesSectionProps {
  kind: InboxKind;
  reference: string;
  submissionId: string;
  /** What the last post said: `added`, or what was wrong with the note (then `draft` is it). */
  outcome?: string;
  draft?: string;
}

/** The office's internal notes, newest first, and the form adding one (a plain post). */
export async function NotesSection({ kind, reference, submissionId, outcome, draft }: NotesSectionProps) {
  const notes = await notesOf(kind, submissionId);
  const problem =
    outcome && outcome in noteProblemTexts ? noteProblemTexts[outcome as NoteProblem] : undefined;
  return (
    <section aria-labelledby="notes-heading" id="notes" className="mt-6">
      <h3 id="notes-heading" className="font-semibold text-slate-700">
        Notes internes
      </h3>
      <p className="text-xs text-slate-600">Visibles du personnel seulement, jamais du candidat.</p>
      {outcome === 'added' && (
        <p role="status" className="mt-2 rounded bg-green-50 p-2 text-sm text-green-900">
          Note ajoutée.
        </p>
      )}
      <form method="post" action={submissionPath(kind, reference, 'note')} className="mt-2">
        <label className="flex flex-col gap-1 text-sm">
          <span>Nouvelle note</span>
          <textarea
            name="note"
            required
            rows={3}
            maxLength={MAX_NOTE_LENGTH}
            defaultValue={problem ? draft : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'note-problem' : undefined}
            className="rounded border border-slate-300 bg-white px-2 py-1.5"
          />
        </label>
        {problem && (
          <p id="note-problem" role="alert" className="mt-1 text-sm text-red-800">
            {problem}
          </p>
        )}
        <button
          type="submit"
          className="mt-2 rounded bg-primary-700 px-4 py-1.5 font-semibold text-white hover:bg-primary-800"
        >
          Ajouter la note
        </button>
      </form>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Aucune note.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3 text-sm" data-testid="notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded border border-slate-200 p-2">
              <p className="text-xs text-slate-600">
                <time dateTime={note.createdAt.toISOString()}>{formatOfficeDateTime(note.createdAt)}</time>,
                par {note.author}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words" dir="auto">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
