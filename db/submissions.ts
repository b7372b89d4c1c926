import 'server-only';
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

function isReferenceCollision(error: unknown): boolean {
  const { code, constraint } = describeError(error);
  return code === '23505' && (constraint?.endsWith('_reference_unique') ?? false);
}

/** Inserts a row under a fresh public reference, retrying on the (rare) reference collision. */
async function insertWithReference(
  prefix: ReferencePrefix,
  insert: (reference: string) => Promise<unknown>,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const reference = newReference(prefix);
    try {
      await insert(reference);
      return reference;
    } catch (error) {
      if (!isReferenceCollision(error) || attempt >= MAX_REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/** Stores an application; resolves with its public reference once the row is committed. */
export function insertAdmissionRequest(
  db: Database,
  values: Omit<NewAdmissionRequest, 'id' | 'reference' | 'createdAt'>,
): Promise<string> {
  return insertWithReference('ADM', (reference) =>
    db.insert(admissionRequests).values({ ...values, reference }),
  );
}

/** Stores a contact message; resolves with its public reference once the row is committed. */
export function insertContactSubmission(
  db: Database,
  values: Omit<NewContactSubmission, 'id' | 'reference' | 'createdAt'>,
): Promise<string> {
  return insertWithReference('MSG', (reference) =>
    db.insert(contactSubmissions).values({ ...values, reference }),
  );
}
