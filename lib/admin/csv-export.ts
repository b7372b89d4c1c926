// The inbox as a CSV file for the admissions office: every submission the filters select.
// No `server-only` marker: the export command (scripts/export.ts) runs it outside Next.js.
import type { Database } from '@/db/client';
import type { AdmissionRequest, ContactSubmission } from '@/db/schema';
import { csvLine, UTF8_BOM } from './csv';
import { exportBatches, type ExportBatch } from './export-rows';
import { isoOfficeDateTime } from '@/i18n/format';
import type { InboxKind } from './inbox-kinds';
import type { InboxFilters } from './filters';
import { programmeTypeLabel, statusLabels } from './labels';

export const admissionCsvHeader = [
  'Référence',
  'Date',
  'Statut',
  'Nom complet',
  'E-mail',
  'Téléphone',
  'Diplôme',
  'Type de programme',
  'Programme',
  'Lettre de motivation',
  'Langue',
] as const;

export const contactCsvHeader = [
  'Référence',
  'Date',
  'Statut',
  'Nom',
  'E-mail',
  'Objet',
  'Message',
  'Langue',
] as const;

/** The cells of one exported application, in `admissionCsvHeader`'s order. */
export function admissionCsvRow(row: AdmissionRequest): string[] {
  return [
    row.reference,
    isoOfficeDateTime(row.createdAt),
    statusLabels[row.status],
    row.fullName,
    row.email,
    row.phone,
    row.diploma,
    programmeTypeLabel(row.programType),
    row.programName,
    row.motivationLetter,
    row.locale,
  ];
}

/** The cells of one exported contact message, in `contactCsvHeader`'s order. */
export function contactCsvRow(row: ContactSubmission): string[] {
  return [
    row.reference,
    isoOfficeDateTime(row.createdAt),
    statusLabels[row.status],
    row.name,
    row.email,
    row.subject,
    row.message,
    row.locale,
  ];
}

/** The header and cells of one batch of an export, in the columns of its kind. */
export function exportLines(batch: ExportBatch): { header: readonly string[]; rows: string[][] } {
  return batch.kind === 'admissions'
    ? { header: admissionCsvHeader, rows: batch.rows.map(admissionCsvRow) }
    : { header: contactCsvHeader, rows: batch.rows.map(contactCsvRow) };
}

/**
 * Every submission the filters select (all pages), newest first, as a CSV file, a batch of lines
 * at a time: the byte order mark and the header first, even when no row matches.
 */
export async function* csvChunks(
  db: Database,
  kind: InboxKind,
  filters: InboxFilters,
): AsyncGenerator<string> {
  const batches = exportBatches(db, kind, filters);
  // The first rows are read before the header is given: a database that fails fails the answer.
  let next = await batches.next();
  yield `${UTF8_BOM}${csvLine(kind === 'admissions' ? admissionCsvHeader : contactCsvHeader)}`;
  for (; !next.done; next = await batches.next()) yield exportLines(next.value).rows.map(csvLine).join('');
}

/** The whole CSV file in one string, and its row count (the export command, the tests). */
export async function exportCsv(
  db: Database,
  kind: InboxKind,
  filters: InboxFilters,
): Promise<{ csv: string; rows: number }> {
  let csv = `${UTF8_BOM}${csvLine(kind === 'admissions' ? admissionCsvHeader : contactCsvHeader)}`;
  let rows = 0;
  for await (const batch of exportBatches(db, kind, filters)) {
    const lines = exportLines(batch).rows;
    csv += lines.map(csvLine).join('');
    rows += lines.length;
  }
  return { csv, rows };
}
