import 'server-only';
import { randomUUID } from 'node:crypto';
import { count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { describeError } from './errors';
import { newReference, type ReferencePrefix } from './references';
import {
  admissionRequests,
  contactSubmissions,
  mailOutbox,
  type NewAdmissionRequest,
  type NewContactSubmission,
} from './schema';

const MAX_REFERENCE_ATTEMPTS = 5;

/** What storing a submission did. */
export interface Stored {
  /** The row's id (the first one's, for a retried send). */
  id: string;
  reference: string;
  /** False when a row with the same idempotency key was already there (a retried send). */
  created: boolean;
  /** The stored row's body hash (a retried send's: the first one's, to compare with its own). */
  bodyHash?: string | null;
}

function isReferenceCollision(error: unknown): boolean {
  const { code, constraint } = describeError(error);
  return code === '23505' && (constraint?.endsWith('_reference_unique') ?? false);
}

type SubmissionTable = typeof admissionRequests | typeof contactSubmissions;

/** A submission already stored under an idempotency key: its reference and the hash of its body. */
export interface KeyedSubmission {
  reference: string;
  bodyHash: string | null;
}

/** What is stored already under a post's idempotency key and form token. */
export interface PriorSubmission {
  /** The submission stored under the idempotency key, if any. */
  keyed: KeyedSubmission | undefined;
  /** Whether a stored submission came with the form token. */
  tokenUsed: boolean;
}

/**
 * Both facts a post is judged on before it is stored, in one query: the row stored under its
 * idempotency key (a retried send), else whether its form token served another submission.
 */
export async function findPriorSubmission(
  db: Database,
  table: SubmissionTable,
  idempotencyKey: string | undefined,
  tokenId: string | undefined,
): Promise<PriorSubmission> {
  const conditions = [
    ...(idempotencyKey ? [eq(table.idempotencyKey, idempotencyKey)] : []),
    ...(tokenId ? [eq(table.formTokenId, tokenId)] : []),
  ];
  if (conditions.length === 0) return { keyed: undefined, tokenUsed: false };
  // The row under the key first, when both a keyed row and another with the token exist.
  const keyed = sql<boolean>`coalesce(${table.idempotencyKey} = ${idempotencyKey ?? null}, false)`;
  const [row] = await db
    .select({ reference: table.reference, bodyHash: table.bodyHash, keyed })
    .from(table)
    .where(or(...conditions))
    .orderBy(desc(keyed))
    .limit(1);
  if (!row) return { keyed: undefined, tokenUsed: false };
  return row.keyed
    ? { keyed: { reference: row.reference, bodyHash: row.bodyHash }, tokenUsed: false }
    : { keyed: undefined, tokenUsed: true };
}

/** A message to the applicant, queued in the same statement as their new application. */
export type QueuedMail = Required<Pick<typeof mailOutbox.$inferInsert, 'kind' | 'dedupeKey' | 'sendAfter'>>;

/** Makes the message queued with a new row, given the row's id. */
export type MailFor = (id: string) => QueuedMail;

/**
 * Inserts a row unless its idempotency key is stored already, and resolves with its id (undefined
 * when it inserted nothing). With `mailFor`, the outbox row of that message is inserted by the same
 * statement, and only with a new row: both commit together or neither does, and a replayed send
 * queues nothing.
 */
async function insertRow(
  db: Database,
  table: SubmissionTable,
  values: Record<string, unknown>,
  mailFor: MailFor | undefined,
): Promise<string | undefined> {
  const insert = (row: Record<string, unknown>) =>
    db
      .insert(table)
      .values(row as typeof table.$inferInsert)
      .onConflictDoNothing()
      .returning({ id: table.id });
  if (!mailFor) return (await insert(values))[0]?.id;
  // The id is chosen here, so the message (whose unique key names the row) is known beforehand.
  const id = randomUUID();
  const mail = mailFor(id);
  const result = await db.execute(sql`
    WITH inserted AS (${insert({ ...values, id }).getSQL()}),
      queued AS (
        INSERT INTO ${mailOutbox} (admission_request_id, kind, dedupe_key, send_after)
        SELECT id, ${mail.kind}, ${mail.dedupeKey}, ${mail.sendAfter.toISOString()}::timestamptz
        FROM inserted)
    SELECT id FROM inserted`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
}

/**
 * Inserts a row under a fresh public reference, retrying on the (rare) reference collision. With an
 * idempotency key, a second insert of the same submission (two sends racing) inserts nothing and
 * resolves with the first one's reference.
 */
async function insertSubmission(
  db: Database,
  table: SubmissionTable,
  prefix: ReferencePrefix,
  values: Record<string, unknown> & { idempotencyKey?: string | null; bodyHash?: string | null },
  mailFor?: MailFor,
): Promise<Stored> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference(prefix);
    try {
      const id = await insertRow(db, table, { ...values, reference }, mailFor);
      if (id) return { id, reference, created: true, bodyHash: (values.bodyHash as string | null) ?? null };
      const [existing] = values.idempotencyKey
        ? await db
            .select({ id: table.id, reference: table.reference, bodyHash: table.bodyHash })
            .from(table)
            .where(eq(table.idempotencyKey, values.idempotencyKey))
            .limit(1)
        : [];
      if (existing) return { ...existing, created: false };
      // Nothing stored under the key: the reference was taken (the insert skips any conflict, so
      // that it never aborts the caller's transaction). Another one is drawn.
      if (attempt >= MAX_REFERENCE_ATTEMPTS) throw new Error('No free reference found');
    } catch (error) {
      if (!isReferenceCollision(error) || attempt >= MAX_REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/**
 * Stores an application; resolves with its public reference once the row is committed. With
 * `mailFor`, a message to the applicant is queued with it (insertRow).
 */
export function insertAdmissionRequest(
  db: Database,
  values: Omit<NewAdmissionRequest, 'id' | 'reference' | 'createdAt'>,
  mailFor?: MailFor,
): Promise<Stored> {
  return insertSubmission(db, admissionRequests, 'ADM', values, mailFor);
}

/** Stores a contact message; resolves with its public reference once the row is committed. */
export function insertContactSubmission(
  db: Database,
  values: Omit<NewContactSubmission, 'id' | 'reference' | 'createdAt'>,
): Promise<Stored> {
  return insertSubmission(db, contactSubmissions, 'MSG', values);
}

/** How many submissions `table` stored after `since` (suspected ones included). */
export async function storedSince(db: Database, table: SubmissionTable, since: Date): Promise<number> {
  const [row] = await db.select({ stored: count() }).from(table).where(gt(table.createdAt, since));
  return Number(row?.stored ?? 0);
}

/**
 * Queues the office's notification of a new submission (lib/notify/outbox.ts), in the caller's
 * transaction: it commits with the submission, so a server that dies just after storing it still
 * sends it once back up, and a submission rolled back announces nothing.
 */
export async function queueOfficeNotification(
  db: Database,
  submission: { admissionRequestId: string } | { contactSubmissionId: string },
): Promise<void> {
  const id =
    'admissionRequestId' in submission ? submission.admissionRequestId : submission.contactSubmissionId;
  await db
    .insert(mailOutbox)
    .values({ ...submission, kind: 'office', dedupeKey: `office:${id}` })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}
