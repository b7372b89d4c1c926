// The office's internal notes on a submission: never shown to the applicant (the tracking page,
// the e-mails and the exports read other tables).
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { staffUsers, submissionNotes } from '@/db/schema';
import type { InboxKind } from './inbox-kinds';
import { inboxTable } from './inbox-queries';
import { deletedAccountLabel } from './labels';

export const MAX_NOTE_LENGTH = 2000;

// Line breaks and tabs are kept; other control characters are not text anyone typed.
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A note as posted: some text, at most MAX_NOTE_LENGTH characters once trimmed. */
export const noteSchema = z
  .string()
  .trim()
  .min(1, 'empty')
  .max(MAX_NOTE_LENGTH, 'tooLong')
  .refine((text) => !controlCharacters.test(text), 'control');

export type NoteProblem = 'empty' | 'tooLong' | 'control';

/** What is wrong with a posted note, in the office's words. */
export const noteProblemTexts: Record<NoteProblem, string> = {
  empty: 'La note est vide : écrivez-la avant de l’ajouter.',
  tooLong: `La note dépasse ${MAX_NOTE_LENGTH} caractères : raccourcissez-la.`,
  control: 'La note contient des caractères invisibles non autorisés : retirez-les.',
};

/** The text of a note, or what is wrong with it. */
export function parseNote(value: unknown): { ok: true; text: string } | { ok: false; problem: NoteProblem } {
  const parsed = noteSchema.safeParse(typeof value === 'string' ? value : '');
  if (parsed.success) return { ok: true, text: parsed.data };
  const message = parsed.error.issues[0]?.message;
  return { ok: false, problem: message === 'tooLong' || message === 'control' ? message : 'empty' };
}

export interface NoteEntry {
  id: string;
  body: string;
  createdAt: Date;
  /** The author's e-mail, or « ancien compte » once the account is deleted. */
  author: string;
}

/** Adds a note to the submission with this reference; false when the reference is unknown. */
export function addNote(
  db: Database,
  kind: InboxKind,
  reference: string,
  body: string,
  authorId: string,
): Promise<boolean> {
  const table = inboxTable(kind);
  return withRedactedErrors(async () => {
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.reference, reference));
    if (!row) return false;
    await db.insert(submissionNotes).values({
      ...(kind === 'admissions' ? { admissionRequestId: row.id } : { contactSubmissionId: row.id }),
      body,
      authorId,
    });
    return true;
  });
}

/** The notes on one submission (its id), newest first. */
export function listNotes(db: Database, kind: InboxKind, submissionId: string): Promise<NoteEntry[]> {
  const column =
    kind === 'admissions' ? submissionNotes.admissionRequestId : submissionNotes.contactSubmissionId;
  return withRedactedErrors(() =>
    db
      .select({
        id: submissionNotes.id,
        body: submissionNotes.body,
        createdAt: submissionNotes.createdAt,
        author: sql<string>`case when ${staffUsers.deletedAt} is null then ${staffUsers.email} else ${deletedAccountLabel} end`,
      })
      .from(submissionNotes)
      .innerJoin(staffUsers, eq(staffUsers.id, submissionNotes.authorId))
      .where(eq(column, submissionId))
      .orderBy(desc(submissionNotes.createdAt), desc(submissionNotes.id)),
  );
}
