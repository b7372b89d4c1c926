// Staff moving a submission along; inbox-queries.ts reads back the history each change leaves.
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { statusChanges } from '@/db/schema';
import { applicantMailEnabled, queueStatusMail } from '@/lib/notify/outbox';
import type { InboxKind } from './inbox-kinds';
import { inboxTable } from './inbox-queries';
import { isStatusOf, type AdmissionStatus, type SubmissionStatus } from './statuses';

/** A status that is not one of the inbox's: the caller validated the wrong list. */
export class WrongInboxStatusError extends Error {}

export interface ChangeOptions {
  /** An application's change also queues an e-mail telling the applicant. */
  informApplicant?: boolean;
}

/**
 * The change itself, inside the caller's transaction (`tx`): locks the row, sets its status and
 * records who did it. False when the reference is unknown; a change to the current status records
 * nothing. The bulk actions (bulk-actions.ts) run it for several rows in one transaction.
 */
export async function changeStatusIn(
  tx: Database,
  kind: InboxKind,
  reference: string,
  status: SubmissionStatus,
  staffId: string,
  { informApplicant = false }: ChangeOptions = {},
): Promise<boolean> {
  if (!isStatusOf(kind, status)) throw new WrongInboxStatusError(`${status} is not a ${kind} status`);
  const table = inboxTable(kind);
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
      ...(kind === 'admissions' ? { admissionRequestId: current.id } : { contactSubmissionId: current.id }),
      fromStatus: current.status,
      toStatus: status,
      changedBy: staffId,
    })
    .returning({ id: statusChanges.id });
  if (informApplicant && kind === 'admissions' && applicantMailEnabled()) {
    await queueStatusMail(tx, current.id, status as AdmissionStatus, change!.id);
  }
  return true;
}

/**
 * Sets a submission's status and records who did it, in one transaction (the row is locked, so
 * two staff members changing it at once both leave a correct history). Resolves false when the
 * reference is unknown; a change to the current status records nothing. `informApplicant`: an
 * application's change also queues an e-mail telling the applicant (lib/notify/outbox.ts), in the
 * same transaction, when a mail server is configured. A status of the other inbox is refused
 * (WrongInboxStatusError), as the database would.
 */
export async function changeStatus(
  db: Database,
  kind: InboxKind,
  reference: string,
  status: SubmissionStatus,
  staffId: string,
  options: ChangeOptions = {},
): Promise<boolean> {
  if (!isStatusOf(kind, status)) throw new WrongInboxStatusError(`${status} is not a ${kind} status`);
  return withRedactedErrors(() =>
    db.transaction((tx) =>
      changeStatusIn(tx as unknown as Database, kind, reference, status, staffId, options),
    ),
  );
}
