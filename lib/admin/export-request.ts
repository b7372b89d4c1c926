import 'server-only';
import { getDatabase } from '@/db';
import type { Database } from '@/db/client';
import { logEvent } from '@/lib/core/log';
import { LOGIN_PATH, requestStaff, seeOther } from './auth';
import { csvChunks } from './csv-export';
import { streamOf } from './export-rows';
import { filterMessages, filterProblemTexts } from './filter-messages';
import { inboxKinds, type InboxKind } from './inbox-kinds';
import { parseFilters, type InboxFilters } from './filters';
import type { Staff } from './staff';
import { xlsxExport } from './xlsx-export';

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

type Chunks = (db: Database, kind: InboxKind, filters: InboxFilters) => AsyncGenerator<Uint8Array | string>;

/** Each export's file: its type and how its content is produced. */
const exportFormats: Record<'csv' | 'xlsx', { type: string; chunks: Chunks }> = {
  csv: { type: 'text/csv; charset=utf-8', chunks: csvChunks },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', chunks: xlsxExport },
};

/**
 * An export address's answer (app/admin/[kind]/exporter): the inbox's filtered list, every page,
 * as a file in `format`, sent as it is read, a batch of rows at a time; or the refusal of
 * readExportRequest.
 */
export async function exportAnswer(
  request: Request,
  kind: string,
  format: 'csv' | 'xlsx',
): Promise<Response> {
  const asked = await readExportRequest(request, kind);
  if (asked instanceof Response) return asked;
  const { db } = await getDatabase();
  const body = await streamOf(exportFormats[format].chunks(db, asked.inbox, asked.filters));
  logEvent('submissions_exported', {
    kind: asked.inbox,
    staff: asked.staff.id,
    ...(format === 'csv' ? {} : { format }),
  });
  return new Response(body, {
    headers: {
      'Content-Type': exportFormats[format].type,
      'Content-Disposition': `attachment; filename="${exportFileName(asked.inbox, format)}"`,
      'Cache-Control': 'no-store',
    },
  });
}
