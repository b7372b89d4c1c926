import { getDatabase } from '@/db';
import { describeError } from '@/db/errors';
import { findApplication } from '@/db/documents';
import { referenceOfUploadToken } from '@/lib/documents/upload-token-key';
import { env } from '@/lib/core/env';
import { logEvent } from '@/lib/core/log';
import { isCrossSiteRequest } from '@/lib/security/origin';
import { kickOutbox, releaseConfirmation } from '@/lib/notify/outbox';

export const dynamic = 'force-dynamic';

function json(body: unknown, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The browser's word that an application's documents are all uploaded (or that none were chosen):
 * its confirmation e-mail may go now rather than 10 minutes after the application was stored. The
 * e-mail goes once whatever the number of calls; 202 whether or not a mail server is configured.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers, [env.SITE_URL])) return json({ error: 'cross_site' }, 403);
  try {
    const { db } = await getDatabase();
    const reference = await referenceOfUploadToken(db, request.headers.get('x-upload-token'));
    const application = reference ? await findApplication(db, reference) : undefined;
    if (!application) return json({ error: 'notFound' }, 404);
    await releaseConfirmation(db, application.id);
    kickOutbox();
    return json({ reference: application.reference }, 202);
  } catch (error) {
    logEvent('confirmation_failed', describeError(error), 'error');
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { 'Retry-After': '30' } });
  }
}
