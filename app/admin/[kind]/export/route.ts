import { getDatabase } from '@/db';
import { LOGIN_PATH, requestStaff, seeOther } from '@/lib/admin/auth';
import { filterMessages, filterProblemTexts } from '@/lib/admin/filter-messages';
import { inboxKinds, parseFilters } from '@/lib/admin/filters';
import { exportCsv } from '@/lib/admin/csv-export';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

const fileNames = { admissions: 'demandes-admission', contact: 'messages-contact' } as const;

/**
 * The inbox's filtered list (every page) as a CSV file. A filter that cannot be applied is a 400
 * naming it: without it the file would hold submissions the office did not select.
 */
export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  const staff = await requestStaff(request);
  if (!staff) return seeOther(LOGIN_PATH);
  const inbox = inboxKinds.find((candidate) => candidate === kind);
  if (!inbox) return new Response('Not Found', { status: 404 });
  const parsed = parseFilters(inbox, new URL(request.url).searchParams, { staffId: staff.id });
  if (!parsed.ok) {
    logEvent(
      'submissions_export_refused',
      { kind: inbox, problems: parsed.problems, staff: staff.id },
      'warn',
    );
    const lines = [filterMessages.exportRefused, ...filterProblemTexts(parsed.problems).map((t) => `- ${t}`)];
    return new Response(`${lines.join('\n')}\n`, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const { db } = await getDatabase();
  const { csv } = await exportCsv(db, inbox, parsed.filters);
  logEvent('submissions_exported', { kind: inbox, staff: staff.id });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileNames[inbox]}-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
