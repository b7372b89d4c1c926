import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { getDatabase } from '@/db';
import type { Database } from '@/db/client';
import { describeError } from '@/db/errors';
import type { SuspicionReason } from '@/db/schema';
import { admissionRequests, contactSubmissions } from '@/db/schema';
import {
  queueOfficeNotification,
  storedSince,
  type KeyedSubmission,
  type PriorSubmission,
  type Stored,
} from '@/db/submissions';
import type { Locale } from '@/i18n/locales';
import { env } from '@/lib/core/env';
import { logEvent } from '@/lib/core/log';
import { metrics } from '@/lib/core/metrics';
import { proxyRequestId } from '@/lib/core/request-id';
import { kickOutbox } from '@/lib/notify/outbox';
import { officeMailEnabled } from '@/lib/notify/submissions';
import { clientAddress } from '@/lib/security/client-address';
import { readJsonPost } from '@/lib/security/json-post';
import { consumeRateLimits } from '@/lib/security/rate-limit';
import { envelopeSchema, HONEYPOT_FIELD, splitEnvelope } from '@/lib/validation/envelope';
import { fieldErrors } from '@/lib/validation/messages';
import { catalogues } from '@/messages';
import { judgeFormToken, loadFormTokenKey, nextTokenCookie, readFormToken } from './form-token-check';
import { requestLocale } from './request-locale';

/** A form is a few kilobytes at most; anything larger is refused while it streams in. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 30;

export type FormName = 'admission' | 'contact';

interface FormEndpoint<Schema extends z.ZodType> {
  /** Name in the logs and of the rate-limit bucket. */
  form: FormName;
  schema: Schema;
  /** The submission stored under the idempotency key, and whether the form token served one. */
  prior(
    db: Database,
    idempotencyKey: string | undefined,
    tokenId: string | undefined,
  ): Promise<PriorSubmission>;
  /**
   * Stores the validated values; resolves once the row is committed. What a fresh row from a person
   * brings with it (the admission's confirmation e-mail) is stored by the same statement, so that
   * neither is ever kept without the other.
   */
  store(db: Database, data: z.output<Schema>, meta: StoreMeta): Promise<Stored>;
  /** What the 201 carries besides the reference (a replayed send's too), e.g. an upload token. */
  /** `suspected`: whether the row was flagged, when known (a replayed send's is not read). */
  answerFields?(db: Database, reference: string, suspected?: boolean): Promise<Record<string, unknown>>;
  /**
   * Why valid values cannot be taken today (applications closed), in the visitor's language: the
   * post is answered 403 `{ error: 'applications_closed', errors: { form } }` and nothing stored.
   */
  refuse?(data: z.output<Schema>, locale: Locale): string | undefined;
}

interface StoreMeta {
  locale: Locale;
  idempotencyKey: string | undefined;
  /** Why the post looks sent by a robot; null for a person. */
  suspectedReason: SuspicionReason | null;
  bodyHash: string;
  /** The id of the form token the post came with, if it had a valid one. */
  formTokenId: string | undefined;
}

/** The hash of what was sent (its validated fields, keys in order): binds an idempotency key to it. */
export function bodyHashOf(data: unknown): string {
  const canonical = JSON.stringify(data, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
  return createHash('sha256').update(canonical).digest('base64url');
}

function rateLimitOf(form: FormName): number {
  return form === 'admission' ? env.FORM_RATE_LIMIT_ADMISSIONS : env.FORM_RATE_LIMIT_CONTACT;
}

/** Thrown inside the storing transaction to roll it back: the key was stored by another send. */
class Replayed extends Error {
  constructor(readonly stored: Stored) {
    super('Stored already under this idempotency key');
  }
}

/** Whether all addresses together stored FORM_GLOBAL_LIMIT submissions of `form` in the window. */
async function pastGlobalLimit(db: Database, form: FormName): Promise<boolean> {
  const since = new Date(Date.now() - env.FORM_RATE_LIMIT_WINDOW_SECONDS * 1000);
  const table = form === 'admission' ? admissionRequests : contactSubmissions;
  return (await storedSince(db, table, since)) >= env.FORM_GLOBAL_LIMIT;
}

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** The request's id: the one a trusted proxy assigned, else a new one. Echoed in the answer. */
function requestIdOf(request: Request): string {
  return proxyRequestId(request.headers.get('x-request-id')) ?? randomUUID();
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A form endpoint, in the order a request is judged:
 * 415 not JSON → 403 sent from another site → 413 over 16 KB (counted while it streams) → 400 not
 * readable JSON → 422 `{ errors: { field: message } }` (strict schema, in the request's language;
 * text PostgreSQL cannot store is refused here) → a retried send (same idempotency key, same body)
 * gets its first reference again, the same key with another body a 409 → 403 when the endpoint
 * refuses the values today (an application outside the intake's rounds) → 429 with Retry-After past
 * the per-address limit → store → 201 `{ reference }` once the row is committed.
 *
 * Nothing is dropped: a post that looks sent by a robot (honeypot filled; no valid form token, a
 * token issued sooner before the post than a person can type, or one that served another
 * submission already; past the limit of all addresses together) is stored with the reason, so a person on a
 * slow phone who looks like one loses nothing. Staff see those under a filter; no notification.
 * 503 with Retry-After whenever the database cannot answer. Logs never hold what the visitor typed.
 */
export async function handleFormPost<Schema extends z.ZodType>(
  request: Request,
  { form, schema, prior, store, answerFields, refuse }: FormEndpoint<Schema>,
): Promise<Response> {
  const requestId = requestIdOf(request);
  const log = (event: string, fields: Record<string, unknown>, level?: 'info' | 'warn' | 'error') =>
    logEvent(event, { requestId, form, ...fields }, level);
  const answer = (body: unknown, status: number, headers: Record<string, string> = {}) =>
    json(body, status, { 'X-Request-Id': requestId, ...headers });
  const reject = (status: number, reason: string, body: unknown = { error: reason }) => {
    log('form_rejected', { status, reason }, 'warn');
    return answer(body, status);
  };

  const post = await readJsonPost(request, MAX_FORM_BODY_BYTES);
  if (!post.ok) return reject(post.status, post.reason);
  const { body } = post;

  const locale = requestLocale(body, request.headers.get('accept-language'));
  const texts = catalogues[locale].FormErrors;
  if (!isPlainObject(body)) {
    return reject(422, 'invalid', { errors: { form: texts.invalidForm } });
  }
  const parts = splitEnvelope(body);
  const envelope = envelopeSchema.safeParse(parts.envelope);
  const parsed = schema.safeParse(parts.fields);
  if (!envelope.success || !parsed.success) {
    const errors = fieldErrors(
      [...(parsed.success ? [] : parsed.error.issues), ...(envelope.success ? [] : envelope.error.issues)],
      texts,
    );
    log('form_rejected', { status: 422, reason: 'invalid', fields: Object.keys(errors) }, 'warn');
    return answer({ errors }, 422);
  }
  const { idempotencyKey } = envelope.data;
  const bodyHash = bodyHashOf(parsed.data);
  const honeypot = Boolean(envelope.data[HONEYPOT_FIELD]?.trim());

  const unavailable = (error: unknown) => {
    log('form_store_failed', describeError(error), 'error');
    return answer({ error: 'unavailable' }, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  };

  let db: Database;
  let tokenKey: Buffer;
  let judged: { suspectedReason: SuspicionReason | null; formTokenId: string | undefined };
  // Every 201 hands the visitor a fresh token: the one it came with has served its submission.
  const stored201 = async (reference: string, suspected?: boolean) =>
    answer({ reference, ...(await answerFields?.(db, reference, suspected)) }, 201, {
      'Set-Cookie': nextTokenCookie(tokenKey),
    });
  // A send under a key stored already: a retry (its reference again), or another body (409).
  const replay = async (previous: KeyedSubmission) => {
    if (previous.bodyHash !== null && previous.bodyHash !== bodyHash) {
      return reject(409, 'idempotency_key_reused', { errors: { form: texts.keyReused } });
    }
    log('form_replayed', { reference: previous.reference });
    return stored201(previous.reference);
  };
  try {
    ({ db } = await getDatabase());
    tokenKey = await loadFormTokenKey(db);
    const formToken = readFormToken(tokenKey, request.headers.get('cookie'));
    const { keyed: previous, tokenUsed } = await prior(db, idempotencyKey, formToken?.id);
    if (previous) return await replay(previous);
    // Judged after the replay: a send stored while the round was open gets its reference again.
    const refusal = refuse?.(parsed.data, locale);
    if (refusal)
      return reject(403, 'applications_closed', { error: 'applications_closed', errors: { form: refusal } });
    const token = judgeFormToken(formToken, tokenUsed);
    judged = { suspectedReason: honeypot ? 'honeypot' : token.reason, formTokenId: token.tokenId };
  } catch (error) {
    return unavailable(error);
  }

  // The address's limit is counted in the transaction that stores the submission: only a stored
  // submission counts, once. A post cut off before its commit (a server killed) counted nothing,
  // and a send that meets its own key stored by a concurrent one (two sends racing) is rolled back
  // with its count. Its row, locked from count to commit, makes concurrent posts of one address
  // count exactly.
  let outcome: { limited: number } | { stored: Stored; suspectedReason: SuspicionReason | null };
  try {
    outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [byAddress] = await consumeRateLimits(
        tx,
        [
          {
            bucket: form,
            key: clientAddress(request.headers, env.TRUST_PROXY),
            limit: rateLimitOf(form),
            windowSeconds: env.FORM_RATE_LIMIT_WINDOW_SECONDS,
          },
        ],
        { durable: true },
      );
      if (!byAddress.allowed) return { limited: byAddress.retryAfterSeconds };
      let suspectedReason = judged.suspectedReason;
      // The backstop against a flood from many addresses counts the submissions stored.
      if (!suspectedReason && (await pastGlobalLimit(tx, form))) suspectedReason = 'global_cap';
      const stored = await store(tx, parsed.data, {
        locale,
        idempotencyKey,
        suspectedReason,
        bodyHash,
        formTokenId: judged.formTokenId,
      });
      if (!stored.created) throw new Replayed(stored);
      // Only a fresh row from a person is news to the office, sent through the outbox.
      if (!suspectedReason && officeMailEnabled(form)) {
        await queueOfficeNotification(
          tx,
          form === 'admission' ? { admissionRequestId: stored.id } : { contactSubmissionId: stored.id },
        );
      }
      return { stored, suspectedReason };
    });
  } catch (error) {
    if (!(error instanceof Replayed)) return unavailable(error);
    try {
      return await replay({ reference: error.stored.reference, bodyHash: error.stored.bodyHash ?? null });
    } catch (failure) {
      return unavailable(failure);
    }
  }
  if ('limited' in outcome) {
    log('form_rate_limited', { retryAfter: outcome.limited }, 'warn');
    return answer({ error: 'rate_limited', retryAfter: outcome.limited }, 429, {
      'Retry-After': String(outcome.limited),
    });
  }
  const { stored, suspectedReason } = outcome;
  metrics().submissions.inc({ form, suspected: String(Boolean(suspectedReason)) });
  if (suspectedReason) {
    log('form_suspected', { reference: stored.reference, reason: suspectedReason }, 'warn');
  } else {
    log('form_stored', { reference: stored.reference, locale });
  }
  kickOutbox();
  try {
    return await stored201(stored.reference, suspectedReason !== null);
  } catch (error) {
    return unavailable(error);
  }
}
