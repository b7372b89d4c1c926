import { z } from 'zod';
import {
  admissionStatuses,
  contactStatuses,
  type AdmissionStatus,
  type ContactStatus,
  type SubmissionStatus,
} from '@/db/schema';
import type { InboxKind } from './inbox-kinds';

/**
 * Where the office is with a submission. The database schema owns the lists (its check
 * constraints are built from them); the staff screens take them from here, not from `db/`.
 */
export {
  admissionStatuses,
  contactStatuses,
  submissionStatuses,
  type AdmissionStatus,
  type ContactStatus,
  type SubmissionStatus,
} from '@/db/schema';

/** The statuses of one inbox, in the order the office moves through them. */
export function statusesFor(kind: 'admissions'): readonly AdmissionStatus[];
export function statusesFor(kind: 'contact'): readonly ContactStatus[];
export function statusesFor(kind: InboxKind): readonly SubmissionStatus[];
export function statusesFor(kind: InboxKind): readonly SubmissionStatus[] {
  return kind === 'admissions' ? admissionStatuses : contactStatuses;
}

/** Whether `status` is one of this inbox's. */
export function isStatusOf(kind: InboxKind, status: string): status is SubmissionStatus {
  return (statusesFor(kind) as readonly string[]).includes(status);
}

/** A posted status, checked against this inbox's list (a form, the bulk actions). */
export function statusSchemaFor(kind: InboxKind): z.ZodType<SubmissionStatus> {
  return kind === 'admissions' ? z.enum(admissionStatuses) : z.enum(contactStatuses);
}
