import { getDatabase } from '@/db';
import { exportCsv } from '@/lib/admin/csv-export';
import { exportFileName, readExportRequest } from '@/lib/admin/export-request';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * The inbox's filtered list (every page) as a CSV file. A filter that cannot be applied is a 400
 * naming it: without it the file would hold submissions the office did not select.
 */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const asked = await readExportRequest(request, (await params).kind);
  if (asked instanceof Response) return asked;
  const { db } = await getDatabase();
  const { csv } = await exportCsv(db, asked.inbox, asked.filters);
  logEvent('submissions_exported', { kind: asked.inbox, staff: asked.staff.id });
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(asked.inbox, 'csv')}"`,
      'Cache-Control': 'no-store',
    },
  });
}
