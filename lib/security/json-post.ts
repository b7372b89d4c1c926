import 'server-only';
import { env } from '@/lib/core/env';
import { BodyEncodingError, BodyTooLargeError, isJsonContentType, readBodyLimited } from '@/lib/http';
import { isCrossSiteRequest } from './origin';

/** Why a post was refused before its content was looked at, and the status that says so. */
export type PostRefusal =
  | { status: 415; reason: 'unsupported_media_type' }
  | { status: 403; reason: 'cross_site' }
  | { status: 413; reason: 'body_too_large' }
  | { status: 400; reason: 'invalid_encoding' | 'invalid_json' };

export type JsonPost = { ok: true; body: unknown } | ({ ok: false } & PostRefusal);

/**
 * The checks every endpoint the site's own pages post to applies first, in this order: 415 not
 * JSON in UTF-8 (a form-encoded or text/plain post is what another site can send without asking)
 * → 403 sent from another site (`Origin` / `Sec-Fetch-Site`, see origin.ts) → 413 over `maxBytes`,
 * counted while the body streams in → 400 not UTF-8, not JSON. What the body holds is the caller's
 * business.
 */
export async function readJsonPost(request: Request, maxBytes: number): Promise<JsonPost> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, status: 415, reason: 'unsupported_media_type' };
  }
  if (isCrossSiteRequest(request.headers, [env.SITE_URL])) {
    return { ok: false, status: 403, reason: 'cross_site' };
  }
  try {
    return { ok: true, body: JSON.parse(await readBodyLimited(request, maxBytes)) };
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, reason: 'body_too_large' };
    if (error instanceof BodyEncodingError) return { ok: false, status: 400, reason: 'invalid_encoding' };
    return { ok: false, status: 400, reason: 'invalid_json' };
  }
}
