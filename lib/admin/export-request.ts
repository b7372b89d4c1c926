import 'server-only';
import { logEvent } from '@/lib/core/log';
import { LOGIN_PATH, requestStaff, seeOther } from './auth';
import { filterMessages, filterProblemTexts } from './filter-messages';
import { inboxKinds, type InboxKind } from './inbox-kinds';
import { parseFilters, type InboxFilters } from './filters';
import type { Staff } from './staff';

export const exportFileNames = { admissions: 'demandes-admission', contact: 'messages-contact' } as const;

/**
 * What an export address (CSV or .xlsx) asks for, or the answer refusing it: the login page
 * without a session, a 404 for an unknown inbox, a 400 naming each filter that cannot be applied
 * (without it the file would hold submissions the office did not select).
 */
export async function readExportRequest(
  request: Request,
  kind: string,
): Promise<Response | { staff: Staff; inbox: InboxKind; filters: InboxFilters }> {
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
  return { staff, inbox, filters: parsed.filters };
}

/** `demandes-admission-2026-11-26.csv`: the inbox and the day of the export. */
export function exportFileName(inbox: InboxKind, extension: 'csv' | 'xlsx'): string {
  return `${exportFileNames[inbox]}-${new Date().toISOString().slice(0, 10)}.${extension}`;
}
