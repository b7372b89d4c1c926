import { getDatabase } from '@/db';
import { csvChunks } from '@/lib/admin/csv-export';
import { exportFileName, readExportRequest } from '@/lib/admin/export-request';
import { streamOf } from '@/lib/admin/export-rows';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * The inbox's filtered list (every page) as a CSV file, sent as it is read, a batch of rows at a
 * time. A filter that cannot be applied is a 400 naming it: without it the file would hold
 * submissions the office did not select.
 */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const asked = await readExportRequest(request, (await params).kind);
  if (asked instanceof Response) return asked;
  const { db } = await getDatabase();
  const body = await streamOf(csvChunks(db, asked.inbox, asked.filters));
  logEvent('submissions_exported', { kind: asked.inbox, staff: asked.staff.id });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(asked.inbox, 'csv')}"`,
      'Cache-Control': 'no-store',
    },
  });
}
