// The inbox as a CSV file for the admissions office: every submission the filters select.
// No `server-only` marker: the export command (scripts/export.ts) runs it outside Next.js.
import { desc } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import {
  admissionRequests,
  contactSubmissions,
  type AdmissionRequest,
  type ContactSubmission,
} from '@/db/schema';
import { toCsv } from './csv';
import type { InboxFilters, InboxKind } from './filters';
import { filterCondition } from './inbox-queries';
import { isoOfficeDateTime, programmeTypeLabel, statusLabels } from './labels';

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

/** Every submission the filters select (all pages), newest first, as a CSV file. */
export function exportCsv(
  db: Database,
  kind: InboxKind,
  filters: InboxFilters,
): Promise<{ csv: string; rows: number }> {
  return withRedactedErrors(() => selectedCsv(db, kind, filters));
}

async function selectedCsv(
  db: Database,
  kind: InboxKind,
  filters: InboxFilters,
): Promise<{ csv: string; rows: number }> {
  const selected = await selectedRows(db, kind, filters);
  const csv =
    selected.kind === 'admissions'
      ? toCsv(admissionCsvHeader, selected.rows.map(admissionCsvRow))
      : toCsv(contactCsvHeader, selected.rows.map(contactCsvRow));
  return { csv, rows: selected.rows.length };
}

/** The rows an export holds (the CSV and the .xlsx file alike): what the filters select, newest first. */
export async function selectedRows(
  db: Database,
  kind: InboxKind,
  filters: InboxFilters,
): Promise<
  { kind: 'admissions'; rows: AdmissionRequest[] } | { kind: 'contact'; rows: ContactSubmission[] }
> {
  const where = filterCondition(kind, filters);
  if (kind === 'admissions') {
    const rows = await db
      .select()
      .from(admissionRequests)
      .where(where)
      .orderBy(desc(admissionRequests.createdAt), desc(admissionRequests.id));
    return { kind, rows };
  }
  const rows = await db
    .select()
    .from(contactSubmissions)
    .where(where)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  return { kind, rows };
}
