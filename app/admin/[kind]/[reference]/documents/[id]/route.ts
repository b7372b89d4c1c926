import { getDatabase } from '@/db';
import { getDocumentContent } from '@/db/documents';
import { LOGIN_PATH, requestStaff, seeOther } from '@/lib/admin/auth';
import { isPreviewable } from '@/lib/admin/document-preview';
import { referenceOf } from '@/lib/admin/references';
import { logEvent } from '@/lib/core/log';
import { contentDisposition, savedFileName } from '@/lib/documents/file-name';

export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One document of an application, for staff only, always as a download: a file an applicant sent
 * is never rendered by the browser in the site's origin (no sniffing, a sandbox, nothing loaded).
 * `?inline=1` shows an image (a JPEG or PNG by its bytes) in place, for the page's thumbnails: still
 * sandboxed and never sniffed; any other type, a PDF above all, is downloaded whatever is asked.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ kind: string; reference: string; id: string }> },
): Promise<Response> {
  const staff = await requestStaff(request);
  if (!staff) return seeOther(LOGIN_PATH);
  const { kind, reference: segment, id } = await params;
  const reference = kind === 'admissions' ? referenceOf('admissions', segment) : undefined;
  if (!reference || !UUID.test(id)) return new Response('Not Found', { status: 404 });
  const { db } = await getDatabase();
  const document = await getDocumentContent(db, reference, id);
  if (!document) return new Response('Not Found', { status: 404 });
  const inline = new URL(request.url).searchParams.get('inline') === '1' && isPreviewable(document.mediaType);
  logEvent(inline ? 'document_previewed' : 'document_downloaded', {
    reference,
    document: id,
    staff: staff.id,
  });
  return new Response(new Uint8Array(document.content), {
    headers: {
      'Content-Type': document.mediaType,
      'Content-Length': String(document.content.byteLength),
      // Named again here: a document stored before names took their type's extension gets it too.
      'Content-Disposition': contentDisposition(
        inline ? 'inline' : 'attachment',
        savedFileName(document.fileName, document.mediaType),
      ),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'private, no-store',
      // Shown only by this site's own pages.
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}
