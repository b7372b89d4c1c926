// What the staff area's workspace components (components/admin/) show, read from the database
// here: components reach the database through lib/.
import 'server-only';
import { getDatabase } from '@/db';
import { activeStaff, staffLabelOf } from './assignment';
import type { InboxKind } from './inbox-kinds';
import { listNotes, type NoteEntry } from './notes';

/** The accounts a submission can be given to. */
export async function assignableStaff(): Promise<{ id: string; email: string }[]> {
  return activeStaff((await getDatabase()).db);
}

/** Who is in charge of a submission, as the office sees them. */
export async function assigneeLabel(assignedTo: string | null): Promise<string | null> {
  return assignedTo ? staffLabelOf((await getDatabase()).db, assignedTo) : null;
}

/** The internal notes on a submission, newest first. */
export async function notesOf(kind: InboxKind, submissionId: string): Promise<NoteEntry[]> {
  return listNotes((await getDatabase()).db, kind, submissionId);
}
