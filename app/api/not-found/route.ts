import { z } from 'zod';
import { BodyTooLargeError, readBodyLimited } from '@/lib/http';
import { logEvent } from '@/lib/core/log';

const MAX_BODY_BYTES = 2048;

const reportSchema = z.object({
  path: z.string().startsWith('/').max(1000),
  referrer: z.string().max(1000).optional(),
});

/** Receives the path a visitor missed (sent by the 404 page) and logs it. */
export async function POST(request: Request) {
  let json: unknown;
  try {
    json = JSON.parse(await readBodyLimited(request, MAX_BODY_BYTES));
  } catch (error) {
    return new Response(null, { status: error instanceof BodyTooLargeError ? 413 : 400 });
  }
  const parsed = reportSchema.safeParse(json);
  if (!parsed.success) return new Response(null, { status: 400 });
  // The referrer's query string may carry personal data: keep only where the visitor came from.
  const referrer = parsed.data.referrer ? safeOrigin(parsed.data.referrer) : undefined;
  logEvent('page_not_found', { path: parsed.data.path, referrer }, 'warn');
  return new Response(null, { status: 204 });
}

function safeOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return undefined;
  }
}
