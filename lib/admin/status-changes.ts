// Staff moving a submission along; inbox-queries.ts reads back the history each change leaves.
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { statusChanges } from '@/db/schema';
import type { InboxKind } from './filters';
import { inboxTable } from './inbox-queries';
import type { SubmissionStatus } from './statuses';

/**
 * Sets a submission's status and records who did it, in one transaction (the row is locked, so
 * two staff members changing it at once both leave a correct history). Resolves false when the
 * reference is unknown; a change to the current status records nothing.
 */
export async function changeStatus(
  db: Database,
  kind: InboxKind,
  reference: string,
  status: SubmissionStatus,
  staffId: string,
): Promise<boolean> {
  const table = inboxTable(kind);
  return withRedactedErrors(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: table.id, status: table.status })
        .from(table)
        .where(eq(table.reference, reference))
        .for('update');
      if (!current) return false;
      if (current.status === status) return true;
      await tx.update(table).set({ status }).where(eq(table.id, current.id));
      await tx.insert(statusChanges).values({
        ...(kind === 'admissions' ? { admissionRequestId: current.id } : { contactSubmissionId: current.id }),
        fromStatus: current.status,
        toStatus: status,
        changedBy: staffId,
      });
      return true;
    }),
  );
}
