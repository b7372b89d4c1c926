/**
 * Where the office is with a submission. The database schema owns the list (its check
 * constraint is built from it); the staff screens take it from here, not from `db/`.
 */
import { submissionStatuses, type SubmissionStatus } from '@/db/schema';
import type { InboxKind } from './filters';

export { submissionStatuses, type SubmissionStatus };

/** The statuses an inbox's submissions move through, in the order the office sees them. */
export function statusesFor(kind: InboxKind): readonly SubmissionStatus[] {
  void kind; // Both inboxes share one set for now.
  return submissionStatuses;
}
