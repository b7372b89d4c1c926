import { exportAnswer } from '@/lib/admin/export-request';

export const dynamic = 'force-dynamic';

/**
 * The inbox's filtered list (every page) as a CSV file, sent as it is read. A filter that cannot
 * be applied is a 400 naming it: without it the file would hold submissions the office did not
 * select.
 */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  return exportAnswer(request, (await params).kind, 'csv');
}
