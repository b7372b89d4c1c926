// Staff moving a submission along; inbox-queries.ts reads back the history each change leaves.
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { statusChanges } from '@/db/schema';
import { applicantMailEnabled, queueStatusMail } from '@/lib/notify/outbox';
import type { InboxKind } from './filters';
import { inboxTable } from './inbox-queries';
import type { SubmissionStatus } from './statuses';

/**
 * Sets a submission's status and records who did it, in one transaction (the row is locked, so
 * two staff members changing it at once both leave a correct history). Resolves false when the
 * reference is unknown; a change to the current status records nothing. `informApplicant`: an
 * application's change also queues an e-mail telling the applicant (lib/notify/outbox.ts), in the
 * same transaction, when a mail server is configured.
 */
export async function changeStatus(
  db: Database,
  kind: InboxKind,
  reference: string,
  status: SubmissionStatus,
  staffId: string,
  { informApplicant = false }: { informApplicant?: boolean } = {},
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
      const [change] = await tx
        .insert(statusChanges)
        .values({
          ...(kind === 'admissions'
            ? { admissionRequestId: current.id }
            : { contactSubmissionId: current.id }),
          fromStatus: current.status,
          toStatus: status,
          changedBy: staffId,
        })
        .returning({ id: statusChanges.id });
      if (informApplicant && kind === 'admissions' && applicantMailEnabled()) {
        await queueStatusMail(tx as unknown as Database, current.id, status, change!.id);
      }
      return true;
    }),
  );
}
