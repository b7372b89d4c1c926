import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { describeError } from './errors';
import { newReference, type ReferencePrefix } from './references';
import {
  admissionRequests,
  contactSubmissions,
  type NewAdmissionRequest,
  type NewContactSubmission,
} from './schema';

const MAX_REFERENCE_ATTEMPTS = 5;

/** What storing a submission did. */
export interface Stored {
  reference: string;
  /** False when a row with the same idempotency key was already there (a retried send). */
  created: boolean;
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

/** The row already stored under an idempotency key, if any. */
export async function findByIdempotencyKey(
  db: Database,
  table: SubmissionTable,
  key: string,
): Promise<KeyedSubmission | undefined> {
  const [row] = await db
    .select({ reference: table.reference, bodyHash: table.bodyHash })
    .from(table)
    .where(eq(table.idempotencyKey, key))
    .limit(1);
  return row;
}

/** Whether a submission stored in `table` came with the form token `tokenId`. */
export async function isFormTokenUsed(
  db: Database,
  table: SubmissionTable,
  tokenId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ reference: table.reference })
    .from(table)
    .where(eq(table.formTokenId, tokenId))
    .limit(1);
  return row !== undefined;
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
  values: Record<string, unknown> & { idempotencyKey?: string | null },
): Promise<Stored> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference(prefix);
    try {
      const inserted = await db
        .insert(table)
        .values({ ...values, reference } as typeof table.$inferInsert)
        .onConflictDoNothing({ target: table.idempotencyKey })
        .returning({ reference: table.reference });
      if (inserted.length > 0) return { reference, created: true };
      const existing = values.idempotencyKey
        ? await findByIdempotencyKey(db, table, values.idempotencyKey)
        : undefined;
      if (existing) return { reference: existing.reference, created: false };
      throw new Error('Insert skipped without an existing row');
    } catch (error) {
      if (!isReferenceCollision(error) || attempt >= MAX_REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/** Stores an application; resolves with its public reference once the row is committed. */
export function insertAdmissionRequest(
  db: Database,
  values: Omit<NewAdmissionRequest, 'id' | 'reference' | 'createdAt'>,
): Promise<Stored> {
  return insertSubmission(db, admissionRequests, 'ADM', values);
}

/** Stores a contact message; resolves with its public reference once the row is committed. */
export function insertContactSubmission(
  db: Database,
  values: Omit<NewContactSubmission, 'id' | 'reference' | 'createdAt'>,
): Promise<Stored> {
  return insertSubmission(db, contactSubmissions, 'MSG', values);
}
