import 'server-only';
import { randomBytes } from 'node:crypto';
import { Server } from '@tus/server';
import { ERRORS } from '@tus/utils';
import { getDatabase } from '@/db';
import { assembleUpload, findUpload } from '@/db/document-uploads';
import { findApplication, type DocumentSummary } from '@/db/documents';
import { isLocale, type Locale } from '@/i18n/locales';
import { env } from '@/lib/core/env';
import { logEvent } from '@/lib/core/log';
import { clientAddress } from '@/lib/security/client-address';
import { consumeRateLimit } from '@/lib/security/rate-limit';
import { catalogues } from '@/messages';
import { admissionCheck, storageCheck, type UploadError, uploadStatusOf } from './upload-checks';
import {
  isDocumentKind,
  MAX_DOCUMENT_BYTES,
  MAX_FILE_NAME_LENGTH,
  MAX_FILES_PER_APPLICATION,
  MAX_FILES_PER_KIND,
} from './limits';
import { savedFileName } from './file-name';
import { sniffDocumentType, SNIFF_BYTES } from './file-type';
import { PostgresUploadStore, UploadRefusal } from './upload-store';
import { referenceOfUploadToken } from './upload-token-key';

/** Where the resumable uploads are created (POST) and continued (HEAD, PATCH, DELETE `/{id}`). */
export const UPLOADS_PATH = '/api/admissions/uploads';

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/** The header every request of an upload carries its language in (refusals are written in it). */
const LOCALE_HEADER = 'x-locale';

function localeOf(request: Request): Locale {
  const asked = request.headers.get(LOCALE_HEADER);
  return isLocale(asked) ? asked : 'fr';
}

/** A refusal the browser shows as it is: `{ error, message }` in the visitor's language. */
export function refusal(request: Request, error: UploadError, retryAfter?: number): UploadRefusal {
  logEvent('document_rejected', { status: uploadStatusOf[error], reason: error, resumable: true }, 'warn');
  const message = catalogues[localeOf(request)].Tracking.uploadErrors[error];
  return new UploadRefusal(
    uploadStatusOf[error],
    JSON.stringify({ error, message, ...(retryAfter ? { retryAfter } : {}) }),
  );
}

export function documentJson(document: DocumentSummary) {
  return {
    id: document.id,
    kind: document.kind,
    name: document.fileName,
    size: document.size,
    mediaType: document.mediaType,
    receivedAt: document.createdAt.toISOString(),
  };
}

/** The stored document, for the browser, in a header (a tus answer to PATCH or HEAD has no body). */
export function documentHeader(document: DocumentSummary): string {
  return encodeURIComponent(JSON.stringify(documentJson(document)));
}

/** The application a request's upload token opens, if the token is valid and it may take files. */
async function applicationOf(request: Request) {
  const { db } = await getDatabase();
  const reference = await referenceOfUploadToken(db, request.headers.get('x-upload-token'));
  return reference ? findApplication(db, reference) : undefined;
}

function validName(name: string | null | undefined): string | undefined {
  const trimmed = name?.trim();
  if (!trimmed || trimmed.length > MAX_FILE_NAME_LENGTH) return undefined;
  if (/[\u0000-\u001f\u007f/\\]/.test(trimmed)) return undefined;
  return trimmed;
}

let server: Server | undefined;

/**
 * The tus server (protocol 1.0.0, extensions creation, expiration and termination) for application
 * documents. The rules of a document sent in one request hold here too, checked when the upload is
 * created: the upload token, kind, name and key, 5 MB at most, the per-address rate, the per-kind
 * and total counts, the storage cap; the type at its first bytes and again on the whole file.
 * Every later request must carry the same application's token. The finished file becomes an
 * `application_documents` row in one transaction (db/document-uploads.ts).
 */
export function uploadServer(): Server {
  server ??= new Server({
    path: UPLOADS_PATH,
    relativeLocation: true,
    maxSize: MAX_DOCUMENT_BYTES,
    datastore: new PostgresUploadStore(
      async () => (await getDatabase()).db,
      () => new UploadRefusal(415, JSON.stringify({ error: 'wrongType' })),
    ),
    namingFunction: () => randomBytes(16).toString('hex'),
    async onIncomingRequest(request, id) {
      if (request.method === 'POST') return;
      const { db } = await getDatabase();
      const [application, upload] = await Promise.all([applicationOf(request), findUpload(db, id)]);
      // Someone else's upload is answered as if there were none.
      if (!application || !upload || upload.admissionRequestId !== application.id)
        throw refusal(request, 'notFound');
      if (request.method === 'PATCH' && upload.documentId === null) {
        const held = admissionCheck(application);
        if (held) throw refusal(request, held);
      }
    },
    async onUploadCreate(request, upload) {
      const { kind, name, key } = upload.metadata ?? {};
      if (!isDocumentKind(kind) || !validName(name) || !IDEMPOTENCY_KEY.test(key ?? ''))
        throw refusal(request, 'invalid');
      const { db } = await getDatabase();
      const limit = await consumeRateLimit(db, {
        bucket: 'documents',
        key: clientAddress(request.headers, env.TRUST_PROXY),
        limit: env.DOCUMENT_RATE_LIMIT,
        windowSeconds: env.FORM_RATE_LIMIT_WINDOW_SECONDS,
      });
      if (!limit.allowed) throw refusal(request, 'limited', limit.retryAfterSeconds);
      const application = await applicationOf(request);
      if (!application) throw refusal(request, 'notFound');
      const held = admissionCheck(application);
      if (held) throw refusal(request, held);
      const checked = await storageCheck(db, application.id, kind, key!, upload.size ?? 0);
      if (checked) throw refusal(request, checked.error, checked.retryAfter);
      return {
        metadata: { kind, name: validName(name)!, key: key!, application: application.id },
      };
    },
    async onUploadFinish(request, upload) {
      const { db } = await getDatabase();
      const stored = await assembleUpload(
        db,
        upload.id,
        { perKind: MAX_FILES_PER_KIND, perApplication: MAX_FILES_PER_APPLICATION },
        (content, fileName) => {
          const mediaType = sniffDocumentType(content.subarray(0, SNIFF_BYTES));
          return mediaType ? { mediaType, fileName: savedFileName(fileName, mediaType) } : undefined;
        },
      );
      if (stored.outcome === 'incomplete') throw refusal(request, 'invalid');
      if (stored.outcome !== 'created' && stored.outcome !== 'existing')
        throw refusal(request, stored.outcome);
      logEvent('document_stored', {
        kind: stored.document.kind,
        size: stored.document.size,
        mediaType: stored.document.mediaType,
        replayed: stored.outcome === 'existing',
        resumable: true,
      });
      return { status_code: 204, headers: { 'X-Document': documentHeader(stored.document) } };
    },
    onResponseError(request, error) {
      const status = 'status_code' in error ? error.status_code : 500;
      if (error instanceof UploadRefusal) {
        // The store's refusal of a file's first bytes, written in the visitor's language here.
        if (status === 415 && !error.body.includes('message'))
          return { status_code: 415, body: refusal(request, 'wrongType').body };
        return undefined;
      }
      if (status === 413) return { status_code: 413, body: refusal(request, 'tooLarge').body };
      // An extension this server does not offer (deferred length, concatenation) is the client's
      // request at fault, not the server: 400, never a 5xx.
      if (status === 501) return { status_code: 400, body: JSON.stringify({ error: 'invalid' }) };
      // Another request holds the upload for too long: locked, and tus clients retry a 423.
      if (error === ERRORS.ERR_LOCK_TIMEOUT)
        return { status_code: 423, body: JSON.stringify({ error: 'locked' }) };
      if (status >= 500) {
        logEvent('document_store_failed', { message: error instanceof Error ? error.message : '' }, 'error');
        return { status_code: 503, body: JSON.stringify({ error: 'unavailable' }) };
      }
      return undefined;
    },
  });
  return server;
}
