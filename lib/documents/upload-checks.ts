import 'server-only';
import type { Database } from '@/db/client';
import { bytesStoredSince } from '@/db/document-uploads';
import { countDocuments, findDocumentByKey } from '@/db/documents';
import type { DocumentKind } from '@/db/schema';
import { env } from '@/lib/core/env';
import type { catalogues } from '@/messages';
import { MAX_FILES_PER_APPLICATION, MAX_FILES_PER_KIND } from './limits';

export type UploadError = keyof (typeof catalogues)['fr']['Tracking']['uploadErrors'];

/** The status each refusal of a document is answered with, whichever way the file is sent. */
export const uploadStatusOf: Record<UploadError, number> = {
  tooLarge: 413,
  wrongType: 415,
  tooMany: 409,
  keyReused: 409,
  notFound: 404,
  held: 403,
  invalid: 422,
  limited: 429,
  storageFull: 503,
};

/**
 * An application flagged as sent by a robot takes no documents until staff clear it: the flag
 * would otherwise cost a robot nothing, and 9 × 5 MB of storage each time.
 */
export function admissionCheck(application: { suspectedReason: string | null }): UploadError | undefined {
  return application.suspectedReason ? 'held' : undefined;
}

/**
 * What refuses a new document before its bytes come: the application holds as many as allowed, or
 * all applicants together stored DOCUMENT_STORAGE_CAP_BYTES in the window (retry later). A key
 * already stored is no new document: it is judged on its bytes once they are there.
 */
export async function storageCheck(
  db: Database,
  applicationId: string,
  kind: DocumentKind,
  idempotencyKey: string,
  size: number,
): Promise<{ error: UploadError; retryAfter?: number } | undefined> {
  if (await findDocumentByKey(db, applicationId, idempotencyKey)) return undefined;
  const counts = await countDocuments(db, applicationId, kind);
  if (counts.ofKind >= MAX_FILES_PER_KIND || counts.total >= MAX_FILES_PER_APPLICATION)
    return { error: 'tooMany' };
  const windowMs = env.DOCUMENT_STORAGE_WINDOW_SECONDS * 1000;
  const stored = await bytesStoredSince(db, new Date(Date.now() - windowMs));
  if (stored + size > env.DOCUMENT_STORAGE_CAP_BYTES) {
    return { error: 'storageFull', retryAfter: Math.min(3600, env.DOCUMENT_STORAGE_WINDOW_SECONDS) };
  }
  return undefined;
}
