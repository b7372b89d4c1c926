// Possible duplicates: the same person sending twice, found by e-mail address or phone number.
import { and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { admissionRequests, contactSubmissions } from '@/db/schema';
import type { InboxKind } from './inbox-kinds';

/** Each of these references → the references of its possible duplicates, newest first. */
export type Duplicates = Map<string, string[]>;

/**
 * The possible duplicates of some submissions, in one query however many are asked about. Two
 * applications are when they are for the same programme and share an e-mail address (any case) or
 * a phone number (its digits, without Chad's country code: db/search-keys.ts); two contact
 * messages, which carry no phone, when they share an e-mail address. The indexes on
 * (programme, e-mail key) and (programme, phone key) make each lookup a few index reads.
 */
export function findDuplicates(db: Database, kind: InboxKind, references: string[]): Promise<Duplicates> {
  if (references.length === 0) return Promise.resolve(new Map());
  return withRedactedErrors(async () => {
    const pairs =
      kind === 'admissions' ? await admissionPairs(db, references) : await contactPairs(db, references);
    const duplicates: Duplicates = new Map();
    for (const { reference, other } of pairs) {
      duplicates.set(reference, [...(duplicates.get(reference) ?? []), other]);
    }
    return duplicates;
  });
}

function admissionPairs(db: Database, references: string[]) {
  const self = admissionRequests;
  const other = alias(admissionRequests, 'other');
  const samePerson: SQL | undefined = or(
    eq(other.emailKey, self.emailKey),
    and(ne(self.phoneKey, ''), eq(other.phoneKey, self.phoneKey)),
  );
  return db
    .select({ reference: self.reference, other: other.reference })
    .from(self)
    .innerJoin(other, and(eq(other.programSlug, self.programSlug), ne(other.id, self.id), samePerson))
    .where(inArray(self.reference, references))
    .orderBy(self.reference, desc(other.createdAt), desc(other.id));
}

function contactPairs(db: Database, references: string[]) {
  const self = contactSubmissions;
  const other = alias(contactSubmissions, 'other');
  return db
    .select({ reference: self.reference, other: other.reference })
    .from(self)
    .innerJoin(other, and(eq(other.emailKey, self.emailKey), ne(other.id, self.id)))
    .where(inArray(self.reference, references))
    .orderBy(self.reference, desc(other.createdAt), desc(other.id));
}
