import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from './client';
import { admissionRequests, applicationDocuments, type DocumentKind } from './schema';

/** What is shown of a stored document: everything but its bytes. */
export const documentSummaryColumns = {
  id: applicationDocuments.id,
  kind: applicationDocuments.kind,
  fileName: applicationDocuments.fileName,
  mediaType: applicationDocuments.mediaType,
  size: applicationDocuments.size,
  createdAt: applicationDocuments.createdAt,
};

export interface DocumentSummary {
  id: string;
  kind: DocumentKind;
  fileName: string;
  mediaType: string;
  size: number;
  createdAt: Date;
}

/** An application's id, e-mail address, language and robot flag, by its public reference. */
export async function findApplication(db: Database, reference: string) {
  const [row] = await db
    .select({
      id: admissionRequests.id,
      reference: admissionRequests.reference,
      email: admissionRequests.email,
      locale: admissionRequests.locale,
      suspectedReason: admissionRequests.suspectedReason,
    })
    .from(admissionRequests)
    .where(eq(admissionRequests.reference, reference))
    .limit(1);
  return row;
}

/** An application's documents, oldest first, without their bytes. */
export function listDocuments(db: Database, applicationId: string): Promise<DocumentSummary[]> {
  return db
    .select(documentSummaryColumns)
    .from(applicationDocuments)
    .where(eq(applicationDocuments.admissionRequestId, applicationId))
    .orderBy(asc(applicationDocuments.createdAt), asc(applicationDocuments.id));
}

/** The document stored for an application under an upload's idempotency key, if any. */
export async function findDocumentByKey(
  db: Database,
  applicationId: string,
  idempotencyKey: string,
): Promise<DocumentSummary | undefined> {
  const [row] = await db
    .select(documentSummaryColumns)
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.admissionRequestId, applicationId),
        eq(applicationDocuments.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return row;
}

/** How many files an application holds, in all and of one kind. */
export async function countDocuments(db: Database, applicationId: string, kind: DocumentKind) {
  const rows = await db
    .select({ kind: applicationDocuments.kind, n: count() })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.admissionRequestId, applicationId))
    .groupBy(applicationDocuments.kind);
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    ofKind: rows.find((row) => row.kind === kind)?.n ?? 0,
  };
}

export interface NewDocument {
  applicationId: string;
  kind: DocumentKind;
  fileName: string;
  mediaType: string;
  sha256: string;
  idempotencyKey: string;
  content: Buffer;
}

export type StoreDocumentResult =
  { outcome: 'created' | 'existing'; document: DocumentSummary } | { outcome: 'tooMany' | 'keyReused' };

/** The sha256 of the document stored under an upload's key, to tell a retry from another file. */
async function checksumOfKey(db: Database, applicationId: string, idempotencyKey: string) {
  const [row] = await db
    .select({ sha256: applicationDocuments.sha256 })
    .from(applicationDocuments)
    .where(
      and(
        eq(applicationDocuments.admissionRequestId, applicationId),
        eq(applicationDocuments.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return row?.sha256;
}

/**
 * Stores a file inside the caller's transaction, unless the application already holds as many as
 * allowed. The application's row is locked while counting, so two uploads racing cannot pass the
 * limit together. The same key again with the same bytes is a retry: the first one's row comes back;
 * with other bytes it is refused (`keyReused`), never answered with a file that was not sent.
 */
export async function insertDocumentLocked(
  tx: Database,
  values: NewDocument,
  limits: { perKind: number; perApplication: number },
): Promise<StoreDocumentResult> {
  await tx
    .select({ id: admissionRequests.id })
    .from(admissionRequests)
    .where(eq(admissionRequests.id, values.applicationId))
    .for('update');
  const existing = await findDocumentByKey(tx, values.applicationId, values.idempotencyKey);
  if (existing) {
    const sha256 = await checksumOfKey(tx, values.applicationId, values.idempotencyKey);
    return sha256 === values.sha256 ? { outcome: 'existing', document: existing } : { outcome: 'keyReused' };
  }
  const counts = await countDocuments(tx, values.applicationId, values.kind);
  if (counts.ofKind >= limits.perKind || counts.total >= limits.perApplication) return { outcome: 'tooMany' };
  const [document] = await tx
    .insert(applicationDocuments)
    .values({
      admissionRequestId: values.applicationId,
      kind: values.kind,
      fileName: values.fileName,
      mediaType: values.mediaType,
      size: values.content.byteLength,
      sha256: values.sha256,
      idempotencyKey: values.idempotencyKey,
      content: values.content,
    })
    .returning(documentSummaryColumns);
  return { outcome: 'created', document: document! };
}

/** Stores a file in a transaction of its own (insertDocumentLocked). */
export function storeDocument(
  db: Database,
  values: NewDocument,
  limits: { perKind: number; perApplication: number },
): Promise<StoreDocumentResult> {
  return db.transaction((tx) => insertDocumentLocked(tx as unknown as Database, values, limits));
}

/** Whether the stored document under this key has these bytes (a retry) or others (a reused key). */
export async function sameDocumentUnderKey(
  db: Database,
  applicationId: string,
  idempotencyKey: string,
  sha256: string,
): Promise<boolean> {
  return (await checksumOfKey(db, applicationId, idempotencyKey)) === sha256;
}

/** One document of one application, bytes included (the staff area's download). */
export async function getDocumentContent(db: Database, reference: string, documentId: string) {
  const [row] = await db
    .select({ ...documentSummaryColumns, content: applicationDocuments.content })
    .from(applicationDocuments)
    .innerJoin(admissionRequests, eq(admissionRequests.id, applicationDocuments.admissionRequestId))
    .where(and(eq(admissionRequests.reference, reference), eq(applicationDocuments.id, documentId)))
    .limit(1);
  return row;
}
