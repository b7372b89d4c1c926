import type { DocumentKind } from '@/db/schema';

/** The largest file accepted: a PDF scan of a few pages; photos are made smaller in the browser. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** Files per kind of document (a diploma's two sides, a transcript per year…) and in all. */
export const MAX_FILES_PER_KIND = 3;
export const MAX_FILES_PER_APPLICATION = 9;

/** The longest file name kept; longer ones are refused rather than cut. */
export const MAX_FILE_NAME_LENGTH = 200;

export { documentKinds, type DocumentKind } from '@/db/schema';

export function isDocumentKind(value: unknown): value is DocumentKind {
  return value === 'transcripts' || value === 'diploma' || value === 'identity';
}

/**
 * How long an unfinished upload is kept after it began: three days, time for a visitor to come
 * back with a connection. After that its bytes are deleted (lib/documents/upload-sweep.ts) and the
 * browser starts that file again from its first byte.
 */
export const UPLOAD_EXPIRY_MS = 3 * 24 * 60 * 60 * 1000;
