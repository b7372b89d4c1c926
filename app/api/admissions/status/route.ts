import { z } from 'zod';
import { getDatabase } from '@/db';
import { describeError } from '@/db/errors';
import { isLocale, type Locale } from '@/i18n/locales';
import { lookUpApplication } from '@/lib/documents/status-lookup';
import { env } from '@/lib/core/env';
import { logEvent } from '@/lib/core/log';
import { clientAddress } from '@/lib/security/client-address';
import { readJsonPost } from '@/lib/security/json-post';
import {
  consumeRateLimits,
  peekRateLimit,
  recordAttempts,
  type RateLimitRule,
} from '@/lib/security/rate-limit';
import { catalogues } from '@/messages';

export const dynamic = 'force-dynamic';

const lookupSchema = z.object({
  reference: z.string().trim().min(1).max(40),
  email: z.string().trim().min(1).max(254),
  locale: z.string().optional(),
});

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * The tracking page's lookup: `{ reference, email, locale }` → 200 with what the applicant may see
 * of their application (lib/documents/status-lookup.ts), or one 404 whether the reference is
 * unknown, the e-mail wrong or both. 429 with Retry-After, decided before the lookup:
 * - past STATUS_RATE_LIMIT lookups from the client address (every lookup counts), so one machine
 *   cannot run through references;
 * - past STATUS_FAILURES_PER_REFERENCE_AND_ADDRESS failed lookups of the reference from the address;
 * - once the reference has STATUS_RATE_LIMIT_PER_REFERENCE failed lookups from all addresses, for
 *   an address that failed on it itself. An address that has not (the owner, typing the right
 *   e-mail) still gets its answer: strangers' failures never lock the owner out, and each further
 *   guess at that reference costs the guesser another address.
 * Failures are recorded once the lookup has failed; hashes of the keys only.
 */
export async function POST(request: Request): Promise<Response> {
  const post = await readJsonPost(request, 4 * 1024);
  if (!post.ok) return json({ error: post.reason }, post.status);
  const body = post.body as { locale?: unknown } | null;
  const locale: Locale = isLocale(body?.locale) ? body.locale : 'fr';
  const texts = catalogues[locale].Tracking;
  const parsed = lookupSchema.safeParse(post.body);
  if (!parsed.success) return json({ error: 'invalid', message: texts.required }, 422);
  const { reference, email } = parsed.data;
  const limited = (bucket: string, retryAfterSeconds: number) => {
    logEvent('status_lookup_limited', { bucket }, 'warn');
    return json({ error: 'limited', message: texts.limited }, 429, {
      'Retry-After': String(Math.max(1, retryAfterSeconds)),
    });
  };
  try {
    const { db } = await getDatabase();
    const windowSeconds = env.FORM_RATE_LIMIT_WINDOW_SECONDS;
    const address = clientAddress(request.headers, env.TRUST_PROXY);
    const key = reference.toUpperCase();
    const [byAddress] = await consumeRateLimits(db, [
      { bucket: 'status-address', key: address, limit: env.STATUS_RATE_LIMIT, windowSeconds },
    ]);
    if (!byAddress.allowed) return limited('status-address', byAddress.retryAfterSeconds);
    const pair: RateLimitRule = {
      bucket: 'status-pair',
      key: `${key}\n${address}`,
      limit: env.STATUS_FAILURES_PER_REFERENCE_AND_ADDRESS,
      windowSeconds,
    };
    const ofReference: RateLimitRule = {
      bucket: 'status-reference-failures',
      key,
      limit: env.STATUS_RATE_LIMIT_PER_REFERENCE,
      windowSeconds,
    };
    const pairFailures = await peekRateLimit(db, pair);
    if (!pairFailures.allowed) return limited('status-pair', pairFailures.retryAfterSeconds);
    const referenceFailures = await peekRateLimit(db, ofReference);
    const failedHere = pairFailures.remaining < pair.limit;
    if (!referenceFailures.allowed && failedHere) {
      return limited('status-reference', referenceFailures.retryAfterSeconds);
    }
    const found = await lookUpApplication(db, reference, email, locale);
    if (!found) {
      await recordAttempts(db, [pair, ofReference]);
      return json({ error: 'notFound', message: texts.notFound }, 404);
    }
    return json(found, 200);
  } catch (error) {
    logEvent('status_lookup_failed', describeError(error), 'error');
    return json({ error: 'unavailable', message: texts.unavailable }, 503, { 'Retry-After': '30' });
  }
}
