import { createHash } from 'node:crypto';
import { getDatabase } from '@/db';
import type { Database } from '@/db/client';
import { describeError } from '@/db/errors';
import {
  findApplication,
  findDocumentByKey,
  sameDocumentUnderKey,
  storeDocument,
  type DocumentSummary,
} from '@/db/documents';
import { isLocale, type Locale } from '@/i18n/locales';
import { sniffDocumentType } from '@/lib/documents/file-type';
import {
  isDocumentKind,
  MAX_DOCUMENT_BYTES,
  MAX_FILE_NAME_LENGTH,
  MAX_FILES_PER_APPLICATION,
  MAX_FILES_PER_KIND,
} from '@/lib/documents/limits';
import { savedFileName } from '@/lib/documents/file-name';
import {
  admissionCheck,
  storageCheck,
  uploadStatusOf as statusOf,
  type UploadError,
} from '@/lib/documents/upload-checks';
import { referenceOfUploadToken } from '@/lib/documents/upload-token-key';
import { env } from '@/lib/core/env';
import { logEvent } from '@/lib/core/log';
import { BodyTooLargeError, readBytesLimited } from '@/lib/http';
import { clientAddress } from '@/lib/security/client-address';
import { isCrossSiteRequest } from '@/lib/security/origin';
import { consumeRateLimit } from '@/lib/security/rate-limit';
import { catalogues } from '@/messages';

export const dynamic = 'force-dynamic';

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

function documentJson(document: DocumentSummary) {
  return {
    id: document.id,
    kind: document.kind,
    name: document.fileName,
    size: document.size,
    mediaType: document.mediaType,
    receivedAt: document.createdAt.toISOString(),
  };
}

/** A file name as shown to staff: no control characters or path, and not too long. */
function validName(name: string | null): string | undefined {
  const trimmed = name?.trim();
  if (!trimmed || trimmed.length > MAX_FILE_NAME_LENGTH) return undefined;
  if (/[\u0000-\u001f\u007f/\\]/.test(trimmed)) return undefined;
  return trimmed;
}

/**
 * Receives one document of an application: the raw bytes of one file (no multipart), with the
 * upload token handed out with the application's reference (rules: docs/architecture.md,
 * Documents). Judged in this order: 403 sent from another site → 422 bad kind, name or key →
 * 413 an honest Content-Length over 5 MB → 429 past the per-address limit → 404 bad or expired
 * token, unknown application → 403 an application flagged as a robot's, until staff clear it →
 * (a new key) 409 3 files of this kind or 9 in all already, 503 + Retry-After past the storage
 * cap of all applicants → 413 over 5 MB while streaming → the same key again: 200 with the stored
 * document if the bytes are the same, 409 if they are not → 415 not a JPEG, PNG, HEIC/HEIF or PDF
 * by its first bytes → 201, saved under its name with the extension of its type. Every error
 * says why in the `locale` asked. Files too big for one request on a slow line go through the
 * resumable uploads (app/api/admissions/uploads) under the same rules.
 */
export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const localeParam = url.searchParams.get('locale');
  const locale: Locale = isLocale(localeParam) ? localeParam : 'fr';
  const texts = catalogues[locale].Tracking.uploadErrors;
  const refuse = (error: UploadError, headers: Record<string, string> = {}) => {
    logEvent('document_rejected', { status: statusOf[error], reason: error }, 'warn');
    return json({ error, message: texts[error] }, statusOf[error], headers);
  };

  if (isCrossSiteRequest(request.headers, [env.SITE_URL])) return json({ error: 'cross_site' }, 403);
  const kind = url.searchParams.get('kind');
  const name = validName(url.searchParams.get('name'));
  const idempotencyKey = request.headers.get('idempotency-key') ?? '';
  if (!isDocumentKind(kind) || !name || !IDEMPOTENCY_KEY.test(idempotencyKey)) return refuse('invalid');
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_DOCUMENT_BYTES) return refuse('tooLarge');

  let db: Database;
  let application: Awaited<ReturnType<typeof findApplication>>;
  try {
    ({ db } = await getDatabase());
    const limit = await consumeRateLimit(db, {
      bucket: 'documents',
      key: clientAddress(request.headers, env.TRUST_PROXY),
      limit: env.DOCUMENT_RATE_LIMIT,
      windowSeconds: env.FORM_RATE_LIMIT_WINDOW_SECONDS,
    });
    if (!limit.allowed) return refuse('limited', { 'Retry-After': String(limit.retryAfterSeconds) });
    const reference = await referenceOfUploadToken(db, request.headers.get('x-upload-token'));
    application = reference ? await findApplication(db, reference) : undefined;
    if (!application) return refuse('notFound');
    const held = admissionCheck(application);
    if (held) return refuse(held);
    const checked = await storageCheck(
      db,
      application.id,
      kind,
      idempotencyKey,
      Number.isFinite(declared) ? declared : MAX_DOCUMENT_BYTES,
    );
    if (checked)
      return refuse(checked.error, checked.retryAfter ? { 'Retry-After': String(checked.retryAfter) } : {});
  } catch (error) {
    logEvent('document_store_failed', describeError(error), 'error');
    return json({ error: 'unavailable' }, 503, { 'Retry-After': '30' });
  }

  let content: Buffer;
  try {
    content = await readBytesLimited(request, MAX_DOCUMENT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse('tooLarge');
    return refuse('invalid');
  }
  const sha256 = createHash('sha256').update(content).digest('hex');
  try {
    // The same key again: a retry after a lost answer gets the stored document back; another file
    // under it is refused rather than answered with the first one.
    const existing = await findDocumentByKey(db, application.id, idempotencyKey);
    if (existing) {
      if (!(await sameDocumentUnderKey(db, application.id, idempotencyKey, sha256)))
        return refuse('keyReused');
      return json({ document: documentJson(existing) }, 200);
    }
  } catch (error) {
    logEvent('document_store_failed', describeError(error), 'error');
    return json({ error: 'unavailable' }, 503, { 'Retry-After': '30' });
  }
  const mediaType = sniffDocumentType(content.subarray(0, 64));
  if (!mediaType) return refuse('wrongType');

  try {
    const stored = await storeDocument(
      db,
      {
        applicationId: application.id,
        kind,
        fileName: savedFileName(name, mediaType),
        mediaType,
        sha256,
        idempotencyKey,
        content,
      },
      { perKind: MAX_FILES_PER_KIND, perApplication: MAX_FILES_PER_APPLICATION },
    );
    if (stored.outcome !== 'created' && stored.outcome !== 'existing') return refuse(stored.outcome);
    logEvent('document_stored', {
      reference: application.reference,
      kind,
      size: content.byteLength,
      mediaType,
      replayed: stored.outcome === 'existing',
    });
    return json({ document: documentJson(stored.document) }, stored.outcome === 'created' ? 201 : 200);
  } catch (error) {
    logEvent('document_store_failed', describeError(error), 'error');
    return json({ error: 'unavailable' }, 503, { 'Retry-After': '30' });
  }
}
