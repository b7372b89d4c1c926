import 'server-only';
import { createHash } from 'node:crypto';
import { and, asc, eq, gte, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Database } from './client';
import { documentSummaryColumns, insertDocumentLocked, type DocumentSummary } from './documents';
import { applicationDocuments, documentUploadChunks, documentUploads, type DocumentKind } from './schema';

export type UploadRow = typeof documentUploads.$inferSelect;

export interface NewUpload {
  id: string;
  applicationId: string;
  kind: DocumentKind;
  fileName: string;
  idempotencyKey: string;
  size: number;
  expiresAt: Date;
}

export async function createUpload(db: Database, values: NewUpload): Promise<UploadRow> {
  const [row] = await db
    .insert(documentUploads)
    .values({
      id: values.id,
      admissionRequestId: values.applicationId,
      kind: values.kind,
      fileName: values.fileName,
      idempotencyKey: values.idempotencyKey,
      size: values.size,
      expiresAt: values.expiresAt,
    })
    .returning();
  return row!;
}

export async function findUpload(db: Database, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(documentUploads).where(eq(documentUploads.id, id)).limit(1);
  return row;
}

/**
 * Adds bytes at `offset`, only if the upload holds exactly that many: two requests for the same
 * upload (two server instances, a retry while the cut request still runs) cannot both write the
 * same place. Returns the new offset, or undefined when another request got there first.
 */
export function appendChunk(
  db: Database,
  id: string,
  offset: number,
  content: Buffer,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(documentUploads)
      .set({ offset: sql`${documentUploads.offset} + ${content.byteLength}` })
      .where(
        and(
          eq(documentUploads.id, id),
          eq(documentUploads.offset, offset),
          isNull(documentUploads.documentId),
          sql`${documentUploads.offset} + ${content.byteLength} <= ${documentUploads.size}`,
        ),
      )
      .returning({ offset: documentUploads.offset });
    if (!row) return undefined;
    await tx.insert(documentUploadChunks).values({ uploadId: id, offset, content });
    return row.offset;
  });
}

/** The first `bytes` an upload holds, enough to recognise its type. */
export async function uploadHead(db: Database, id: string, bytes: number): Promise<Buffer> {
  const rows = await db
    .select({ content: documentUploadChunks.content })
    .from(documentUploadChunks)
    .where(and(eq(documentUploadChunks.uploadId, id), lt(documentUploadChunks.offset, bytes)))
    .orderBy(asc(documentUploadChunks.offset));
  return Buffer.concat(rows.map((row) => row.content)).subarray(0, bytes);
}

export type AssembleResult =
  | { outcome: 'created' | 'existing'; document: DocumentSummary }
  | { outcome: 'tooMany' | 'keyReused' | 'wrongType' | 'incomplete' };

/**
 * Makes a complete upload one application document, in one transaction: its pieces are joined,
 * checked (every byte there, a recognised type), stored with the same rules as a document sent in
 * one request, and deleted. Until this commits staff see nothing of it; after, all of it.
 */
export function assembleUpload(
  db: Database,
  id: string,
  limits: { perKind: number; perApplication: number },
  /** The type read from the file's bytes and the name it is saved under; undefined: not accepted. */
  describe: (content: Buffer, fileName: string) => { mediaType: string; fileName: string } | undefined,
): Promise<AssembleResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [upload] = await tx.select().from(documentUploads).where(eq(documentUploads.id, id)).for('update');
    if (!upload) return { outcome: 'incomplete' };
    if (upload.documentId) {
      const [document] = await tx
        .select(documentSummaryColumns)
        .from(applicationDocuments)
        .where(eq(applicationDocuments.id, upload.documentId));
      return document ? { outcome: 'existing', document } : { outcome: 'incomplete' };
    }
    const pieces = await tx
      .select({ offset: documentUploadChunks.offset, content: documentUploadChunks.content })
      .from(documentUploadChunks)
      .where(eq(documentUploadChunks.uploadId, id))
      .orderBy(asc(documentUploadChunks.offset));
    let at = 0;
    for (const piece of pieces) {
      if (piece.offset !== at) return { outcome: 'incomplete' };
      at += piece.content.byteLength;
    }
    if (at !== upload.size) return { outcome: 'incomplete' };
    const content = Buffer.concat(pieces.map((piece) => piece.content));
    const described = describe(content, upload.fileName);
    if (!described) return { outcome: 'wrongType' };
    const stored = await insertDocumentLocked(
      tx,
      {
        applicationId: upload.admissionRequestId,
        kind: upload.kind,
        fileName: described.fileName,
        mediaType: described.mediaType,
        sha256: createHash('sha256').update(content).digest('hex'),
        idempotencyKey: upload.idempotencyKey,
        content,
      },
      limits,
    );
    if (stored.outcome === 'created' || stored.outcome === 'existing') {
      await tx.delete(documentUploadChunks).where(eq(documentUploadChunks.uploadId, id));
      await tx
        .update(documentUploads)
        .set({ documentId: stored.document.id })
        .where(eq(documentUploads.id, id));
    }
    return stored;
  });
}

/** The document a finished upload became, if it did. */
export async function documentOfUpload(db: Database, id: string): Promise<DocumentSummary | undefined> {
  const [row] = await db
    .select(documentSummaryColumns)
    .from(documentUploads)
    .innerJoin(applicationDocuments, eq(applicationDocuments.id, documentUploads.documentId))
    .where(eq(documentUploads.id, id))
    .limit(1);
  return row;
}

/** Removes an unfinished upload and its bytes (a finished one stays until it expires). */
export async function removeUpload(db: Database, id: string): Promise<void> {
  await db.delete(documentUploads).where(and(eq(documentUploads.id, id), isNull(documentUploads.documentId)));
}

/** Deletes every upload past its expiry, finished or not, with its bytes; returns how many. */
export async function deleteExpiredUploads(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .delete(documentUploads)
    .where(lt(documentUploads.expiresAt, now))
    .returning({ id: documentUploads.id });
  return rows.length;
}

/**
 * Bytes of documents stored since `since`, by every applicant, plus those announced by uploads
 * begun since then and not finished: what the storage cap compares.
 */
export async function bytesStoredSince(db: Database, since: Date): Promise<number> {
  const [stored] = await db
    .select({ bytes: sum(applicationDocuments.size) })
    .from(applicationDocuments)
    .where(gte(applicationDocuments.createdAt, since));
  const [pending] = await db
    .select({ bytes: sum(documentUploads.size) })
    .from(documentUploads)
    .where(and(gte(documentUploads.createdAt, since), isNull(documentUploads.documentId)));
  return Number(stored?.bytes ?? 0) + Number(pending?.bytes ?? 0);
}
