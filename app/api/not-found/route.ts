import { z } from 'zod';
import { getDatabase } from '@/db';
import { env } from '@/lib/core/env';
import { logEvent, visitorText } from '@/lib/core/log';
import { clientAddress } from '@/lib/security/client-address';
import { readJsonPost } from '@/lib/security/json-post';
import { consumeRateLimit } from '@/lib/security/rate-limit';

/** A path and a referrer: far less than a form. */
const MAX_BODY_BYTES = 2048;

/** Characters of a path or referrer written to the log. */
const LOGGED_CHARS = 200;

const reportSchema = z.object({
  path: z.string().startsWith('/'),
  referrer: z.string().optional(),
});

const empty = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * Receives the path a visitor missed (sent by the 404 page) and logs it. Judged like a form post
 * (content type, origin, size, JSON: lib/security/json-post.ts), then per client address: past
 * NOT_FOUND_RATE_LIMIT reports in the forms' window, 429 and nothing logged; nothing logged either
 * while the database cannot count. The logged path and referrer are cut and cleaned
 * (lib/core/log.ts `visitorText`).
 */
export async function POST(request: Request) {
  const post = await readJsonPost(request, MAX_BODY_BYTES);
  if (!post.ok) return empty(post.status);
  const parsed = reportSchema.safeParse(post.body);
  if (!parsed.success) return empty(400);

  try {
    const { db } = await getDatabase();
    const limit = await consumeRateLimit(db, {
      bucket: 'not-found',
      key: clientAddress(request.headers, env.TRUST_PROXY),
      limit: env.NOT_FOUND_RATE_LIMIT,
      windowSeconds: env.FORM_RATE_LIMIT_WINDOW_SECONDS,
    });
    if (!limit.allowed) return empty(429, { 'Retry-After': String(limit.retryAfterSeconds) });
  } catch {
    // The database, which holds the counts, cannot answer. Without the limiter the log would be
    // open to a flood, so the report is dropped, silently (an error line per report would be a
    // flood too); the 404 page sends it once and asks for nothing back.
    return empty(204);
  }

  // The referrer's query string may carry personal data: keep only where the visitor came from.
  const referrer = parsed.data.referrer ? safeOrigin(parsed.data.referrer) : undefined;
  logEvent(
    'page_not_found',
    {
      path: visitorText(parsed.data.path, LOGGED_CHARS),
      referrer: referrer === undefined ? undefined : visitorText(referrer, LOGGED_CHARS),
    },
    'warn',
  );
  return empty(204);
}

function safeOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return undefined;
  }
}
