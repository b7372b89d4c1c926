import { getDatabase } from '@/db';
import { exportFileName, readExportRequest } from '@/lib/admin/export-request';
import { streamOf } from '@/lib/admin/export-rows';
import { xlsxExport } from '@/lib/admin/xlsx-export';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * The same rows and columns as the CSV export, with the same filters, as an Excel file sent as it
 * is written.
 */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const asked = await readExportRequest(request, (await params).kind);
  if (asked instanceof Response) return asked;
  const { db } = await getDatabase();
  const body = await streamOf(xlsxExport(db, asked.inbox, asked.filters));
  logEvent('submissions_exported', { kind: asked.inbox, staff: asked.staff.id, format: 'xlsx' });
  return new Response(body, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${exportFileName(asked.inbox, 'xlsx')}"`,
      'Cache-Control': 'no-store',
    },
  });
}
