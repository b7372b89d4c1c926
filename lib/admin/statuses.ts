/**
 * Where the office is with a submission. The database schema owns the list (its check
 * constraint is built from it); the staff screens take it from here, not from `db/`.
 */
export { submissionStatuses, type SubmissionStatus } from '@/db/schema';
