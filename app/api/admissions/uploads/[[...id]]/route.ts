import { getDatabase } from '@/db';
import { documentOfUpload } from '@/db/document-uploads';
import { env } from '@/lib/core/env';
import { documentHeader, uploadServer, UPLOADS_PATH } from '@/lib/documents/upload-server';
import { isCrossSiteRequest } from '@/lib/security/origin';

export const dynamic = 'force-dynamic';

/**
 * Resumable uploads of application documents (the tus protocol; rules in
 * lib/documents/upload-server.ts, why in docs/decisions/0018-resumable-uploads-with-tus.md).
 * POST creates an upload, HEAD says how many bytes the server holds, PATCH adds bytes from there,
 * DELETE drops an unfinished one. A HEAD of an upload already made a document names it in
 * `X-Document`, so a browser whose last answer was lost learns it arrived.
 */
async function handle(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers, [env.SITE_URL]))
    return Response.json({ error: 'cross_site' }, { status: 403 });
  const response = await uploadServer().handleWeb(request);
  response.headers.set('Cache-Control', 'no-store');
  if (request.method === 'HEAD' && response.ok) {
    const id = new URL(request.url).pathname.slice(UPLOADS_PATH.length + 1);
    const { db } = await getDatabase();
    const document = await documentOfUpload(db, id);
    if (document) response.headers.set('X-Document', documentHeader(document));
  }
  return response;
}

export { handle as POST, handle as HEAD, handle as PATCH, handle as DELETE, handle as OPTIONS };
