import { exportAnswer } from '@/lib/admin/export-request';

export const dynamic = 'force-dynamic';

/** The same rows and columns as the CSV export, with the same filters, as an Excel file. */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  return exportAnswer(request, (await params).kind, 'xlsx');
}
