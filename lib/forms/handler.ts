import 'server-only';
import type { z } from 'zod';
import { getDatabase } from '@/db';
import type { Database } from '@/db/client';
import { describeError } from '@/db/errors';
import type { Locale } from '@/i18n/locales';
import { BodyTooLargeError, readBodyLimited } from '@/lib/http';
import { logEvent } from '@/lib/log';
import { notifyNewSubmission } from '@/lib/notify/submissions';
import { fieldErrors } from '@/lib/validation/messages';
import { catalogues } from '@/messages';
import { requestLocale } from './request-locale';

/** A form is a few kilobytes at most; anything larger is refused before it is parsed. */
export const MAX_FORM_BODY_BYTES = 16 * 1024;

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 30;

interface FormEndpoint<Schema extends z.ZodType> {
  /** Name in the logs. */
  form: 'admission' | 'contact';
  schema: Schema;
  /** Stores the validated values; resolves with the public reference once the row is committed. */
  store(db: Database, data: z.output<Schema>, locale: Locale): Promise<string>;
}

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * A form endpoint: read (bounded) → parse with the form's own schema → store → 201 `{ reference }`.
 * 400 unreadable JSON, 413 too large, 422 `{ errors: { field: message } }` in the request's
 * language, 503 (with Retry-After) when the database cannot store the row. Logs never hold what the
 * visitor typed.
 */
export async function handleFormPost<Schema extends z.ZodType>(
  request: Request,
  { form, schema, store }: FormEndpoint<Schema>,
): Promise<Response> {
  let body: unknown;
  try {
    body = JSON.parse(await readBodyLimited(request, MAX_FORM_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      logEvent('form_rejected', { form, reason: 'body_too_large' }, 'warn');
      return json({ error: 'body_too_large' }, 413);
    }
    logEvent('form_rejected', { form, reason: 'invalid_json' }, 'warn');
    return json({ error: 'invalid_json' }, 400);
  }

  const locale = requestLocale(body, request.headers.get('accept-language'));
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues, catalogues[locale].FormErrors);
    logEvent('form_rejected', { form, reason: 'invalid', fields: Object.keys(errors) });
    return json({ errors }, 422);
  }

  let reference: string;
  try {
    const { db } = await getDatabase();
    reference = await store(db, parsed.data, locale);
  } catch (error) {
    logEvent('form_store_failed', { form, ...describeError(error) }, 'error');
    return json({ error: 'unavailable' }, 503, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
  }
  logEvent('form_stored', { form, reference, locale });
  notifyNewSubmission(form, reference, parsed.data as object);
  return json({ reference }, 201);
}
