import { z } from 'zod';
import { getDatabase } from '@/db';
import { describeError } from '@/db/errors';
import { isLocale, type Locale } from '@/i18n/locales';
import { lookUpApplication } from '@/lib/documents/status-lookup';
import { env } from '@/lib/core/env';
import { logEvent } from '@/lib/core/log';
import { clientAddress } from '@/lib/security/client-address';
import { readJsonPost } from '@/lib/security/json-post';
import { consumeRateLimits, type RateLimitRule } from '@/lib/security/rate-limit';
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
 * unknown, the e-mail wrong or both. 429 past the limits per client address and per reference,
 * counted before the lookup, so guessing an address is slow from one machine or from many.
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
  try {
    const { db } = await getDatabase();
    const window = env.FORM_RATE_LIMIT_WINDOW_SECONDS;
    // One statement; the reference's limit counts only lookups its address's limit allowed.
    const rules: [RateLimitRule, RateLimitRule] = [
      {
        bucket: 'status-address',
        key: clientAddress(request.headers, env.TRUST_PROXY),
        limit: env.STATUS_RATE_LIMIT,
        windowSeconds: window,
      },
      {
        bucket: 'status-reference',
        key: reference.toUpperCase(),
        limit: env.STATUS_RATE_LIMIT_PER_REFERENCE,
        windowSeconds: window,
      },
    ];
    const limits = await consumeRateLimits(db, rules);
    const refused = limits.findIndex((limit) => !limit.allowed);
    if (refused !== -1) {
      logEvent('status_lookup_limited', { bucket: rules[refused]!.bucket }, 'warn');
      return json({ error: 'limited', message: texts.limited }, 429, {
        'Retry-After': String(limits[refused]!.retryAfterSeconds),
      });
    }
    const found = await lookUpApplication(db, reference, email, locale);
    if (!found) return json({ error: 'notFound', message: texts.notFound }, 404);
    return json(found, 200);
  } catch (error) {
    logEvent('status_lookup_failed', describeError(error), 'error');
    return json({ error: 'unavailable', message: texts.unavailable }, 503, { 'Retry-After': '30' });
  }
}
