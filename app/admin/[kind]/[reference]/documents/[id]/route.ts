import { getDatabase } from '@/db';
import { getDocumentContent } from '@/db/documents';
import { LOGIN_PATH, requestStaff, seeOther } from '@/lib/admin/auth';
import { referenceOf } from '@/lib/admin/references';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `filename` for old clients (ASCII, quotes dropped) and `filename*` with the name as sent. */
function attachment(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * One document of an application, for staff only, always as a download: a file an applicant sent
 * is never rendered by the browser in the site's origin (no sniffing, a sandbox, nothing loaded).
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
  logEvent('document_downloaded', { reference, document: id, staff: staff.id });
  return new Response(new Uint8Array(document.content), {
    headers: {
      'Content-Type': document.mediaType,
      'Content-Length': String(document.content.byteLength),
      'Content-Disposition': attachment(document.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      'Cache-Control': 'private, no-store',
    },
  });
}
