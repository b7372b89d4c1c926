// Who in the office is in charge of a submission (« Mes dossiers »).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { staffUsers } from '@/db/schema';
import type { InboxKind } from './inbox-kinds';
import { inboxTable } from './inbox-queries';
import { deletedAccountLabel } from './labels';

/** The accounts a submission can be given to: neither disabled nor deleted, by e-mail. */
export function activeStaff(db: Database): Promise<{ id: string; email: string }[]> {
  return withRedactedErrors(() =>
    db
      .select({ id: staffUsers.id, email: staffUsers.email })
      .from(staffUsers)
      .where(and(isNull(staffUsers.deletedAt), isNull(staffUsers.disabledAt)))
      .orderBy(asc(staffUsers.email)),
  );
}

/** The form's choice: a staff account's id, or « personne » (`none`). */
export const assigneeSchema = z.union([z.literal('none').transform(() => null), z.uuid()]);

/** Whether this id is an account a submission can be given to. */
export async function isActiveStaff(db: Database, staffId: string): Promise<boolean> {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, staffId), isNull(staffUsers.deletedAt), isNull(staffUsers.disabledAt)));
  return rows.length === 1;
}

export type AssignOutcome = 'assigned' | 'unknown' | 'inactive';

/**
 * Gives the submissions with these references to `assignee` (null: to nobody), inside the caller's
 * transaction. 'unknown' when a reference matches nothing (nothing is changed then, the caller
 * rolls back), 'inactive' when the account cannot take submissions.
 */
export async function assignIn(
  tx: Database,
  kind: InboxKind,
  references: string[],
  assignee: string | null,
): Promise<AssignOutcome> {
  if (assignee && !(await isActiveStaff(tx, assignee))) return 'inactive';
  const table = inboxTable(kind);
  const updated = await tx
    .update(table)
    .set({ assignedTo: assignee })
    .where(inArray(table.reference, references))
    .returning({ id: table.id });
  return updated.length === new Set(references).size ? 'assigned' : 'unknown';
}

/** Gives one submission to `assignee` (null: to nobody). */
export function assign(
  db: Database,
  kind: InboxKind,
  reference: string,
  assignee: string | null,
): Promise<AssignOutcome> {
  return withRedactedErrors(() =>
    db.transaction((tx) => assignIn(tx as unknown as Database, kind, [reference], assignee)),
  );
}

/** A staff member as the office sees them: their e-mail, or « ancien compte » once deleted. */
export async function staffLabelOf(db: Database, staffId: string): Promise<string | null> {
  const [row] = await withRedactedErrors(() =>
    db
      .select({ email: staffUsers.email, deletedAt: staffUsers.deletedAt })
      .from(staffUsers)
      .where(eq(staffUsers.id, staffId)),
  );
  if (!row) return null;
  return row.deletedAt ? deletedAccountLabel : row.email;
}
