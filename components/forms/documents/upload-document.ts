import type { DetailedError, HttpResponse } from 'tus-js-client';
import {
  finalUploadErrors,
  UPLOAD_CHUNK_BYTES,
  UPLOADS_ENDPOINT,
  type DocumentKind,
} from '@/lib/forms/document-rules';

export interface StoredDocument {
  id: string;
  kind: DocumentKind;
  name: string;
  size: number;
}

export type UploadError =
  | 'tooLarge'
  | 'wrongType'
  | 'tooMany'
  | 'keyReused'
  | 'notFound'
  | 'held'
  | 'limited'
  | 'storageFull'
  | 'network'
  | 'failed';

export type UploadResult =
  { ok: true; document: StoredDocument } | { ok: false; error: UploadError; message?: string };

interface UploadRequest {
  kind: DocumentKind;
  name: string;
  blob: Blob;
  uploadToken: string;
  idempotencyKey: string;
  locale: string;
  /** Where this file's upload was begun, if it was: it resumes there from the bytes the server holds. */
  uploadUrl?: string;
  /** The upload's address once the server gave it, to keep with the file. */
  onUploadUrl?: (url: string) => void;
  /** The share of the file the server has stored (not merely sent), 0 to 1. */
  onProgress: (fraction: number) => void;
}

const errorOfStatus: Record<number, UploadError> = {
  403: 'held',
  404: 'notFound',
  410: 'notFound',
  413: 'tooLarge',
  415: 'wrongType',
  429: 'limited',
  503: 'storageFull',
};

const knownErrors = new Set<string>([
  'tooLarge',
  'wrongType',
  'tooMany',
  'keyReused',
  'notFound',
  'held',
  'limited',
  'storageFull',
]);

/** The server's own refusal (`{ error, message }`), told apart from the protocol's plain answers. */
function refusalOf(response: HttpResponse | null | undefined): { error?: UploadError; message?: string } {
  try {
    const body = JSON.parse(response?.getBody() ?? '') as { error?: unknown; message?: unknown };
    return {
      error:
        typeof body.error === 'string' && knownErrors.has(body.error)
          ? (body.error as UploadError)
          : undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
    };
  } catch {
    return {};
  }
}

function documentOf(response: HttpResponse): StoredDocument | undefined {
  const header = response.getHeader('X-Document');
  try {
    return header ? (JSON.parse(decodeURIComponent(header)) as StoredDocument) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One document's resumable upload (the tus protocol, with tus-js-client, loaded only now). The file
 * goes in pieces of UPLOAD_CHUNK_BYTES; after a dropped connection, a closed tab or a reload it
 * resumes from the last byte the server holds, at `uploadUrl`. The idempotency key is the file's
 * own: a file sent twice is stored once. Retried a few times while online; offline it ends as a
 * network failure, to be resumed when the connection is back.
 */
export async function uploadDocument(request: UploadRequest): Promise<UploadResult> {
  const { Upload } = await import('tus-js-client');
  return new Promise((resolve) => {
    const upload = new Upload(request.blob, {
      endpoint: new URL(UPLOADS_ENDPOINT, window.location.origin).toString(),
      uploadUrl: request.uploadUrl ?? null,
      chunkSize: UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 6000],
      storeFingerprintForResuming: false,
      metadata: { kind: request.kind, name: request.name, key: request.idempotencyKey },
      headers: { 'X-Upload-Token': request.uploadToken, 'X-Locale': request.locale },
      onUploadUrlAvailable() {
        if (upload.url) request.onUploadUrl?.(upload.url);
      },
      onChunkComplete(_chunk, accepted, total) {
        if (total > 0) request.onProgress(accepted / total);
      },
      onShouldRetry(error: DetailedError, attempt, options) {
        // The server's refusal of this file (type, size, count, token) stays a refusal.
        if (refusalOf(error.originalResponse).error) {
          return error.originalResponse?.getStatus() === 503 && attempt < (options.retryDelays?.length ?? 0);
        }
        const status = error.originalResponse?.getStatus() ?? 0;
        const clientError = status >= 400 && status < 500 && status !== 409 && status !== 423;
        return !clientError && navigator.onLine;
      },
      onSuccess({ lastResponse }) {
        const document = documentOf(lastResponse);
        if (document) {
          request.onProgress(1);
          resolve({ ok: true, document });
        } else resolve({ ok: false, error: 'failed' });
      },
      onError(error) {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        if (!response) {
          resolve({ ok: false, error: 'network' });
          return;
        }
        const refusal = refusalOf(response);
        resolve({
          ok: false,
          error: refusal.error ?? errorOfStatus[response.getStatus()] ?? 'failed',
          message: refusal.message,
        });
      },
    });
    upload.start();
  });
}

export function isFinalUploadError(error: UploadError): boolean {
  return (finalUploadErrors as readonly string[]).includes(error);
}
