/** The documents an application may carry, in the order the admissions page lists them. */
export const documentKinds = ['transcripts', 'diploma', 'identity'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Largest file the server takes, photos before compression included. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** What a photo of a document is brought down to before it leaves the phone. */
export const PHOTO_TARGET_BYTES = 500 * 1024;
/** Files per kind the server keeps. */
export const MAX_FILES_PER_KIND = 3;

/** A file's real type, read from its first bytes (lib/documents/file-type.ts). */
export type { DocumentMediaType as DocumentType } from '@/lib/documents/file-type';

/** Where resumable uploads are created; each is then continued at the address the server gives. */
export const UPLOADS_ENDPOINT = '/api/admissions/uploads';

/**
 * The largest piece of a file sent in one request of a resumable upload. At 2G speeds
 * (≈ 40 kbit/s, 5 kB/s) 128 kB go in ≈ 26 s, well within the server's 60 s whole-request limit;
 * what a cut request delivered is kept anyway (lib/documents/upload-store.ts).
 */
export const UPLOAD_CHUNK_BYTES = 128 * 1024;

/** The refusals of a file that no retry changes: the visitor must remove or replace it. */
export const finalUploadErrors = ['tooLarge', 'wrongType', 'tooMany', 'keyReused'] as const;
