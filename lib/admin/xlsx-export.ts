// The inbox as an Excel file (.xlsx), beside the CSV: the same rows and columns (csv-export.ts),
// but each cell typed: the date a real date, every text (phone numbers included) a text cell,
// which a spreadsheet neither runs as a formula nor turns into a number, so no quote is added.
import 'server-only';
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import {
  admissionCsvHeader,
  admissionCsvRow,
  contactCsvHeader,
  contactCsvRow,
  selectedRows,
} from './csv-export';
import type { InboxFilters, InboxKind } from './filters';
import { isoOfficeDateTime } from './labels';

/** The column holding the date, in both headers. */
const DATE_COLUMN = 1;

/**
 * A spreadsheet date has no time zone: it is written as the office's wall-clock time (N'Djamena),
 * as the staff area and the CSV show it.
 */
export function officeWallClock(date: Date): Date {
  return new Date(`${isoOfficeDateTime(date).replace(' ', 'T')}:00Z`);
}

function typedRow(cells: string[], createdAt: Date): Cell[] {
  return cells.map((value, column) =>
    column === DATE_COLUMN
      ? { value: officeWallClock(createdAt), type: Date, format: 'dd/mm/yyyy hh:mm' }
      : // `@`: a text cell, kept as typed even when it looks like a number ("+235 66…", "0066…").
        { value, type: String, format: '@' },
  );
}

function headerRow(header: readonly string[]): Cell[] {
  return header.map((value) => ({ value, fontWeight: 'bold' as const }));
}

/** Every submission the filters select (all pages), newest first, as an .xlsx file. */
export function exportXlsx(
  db: Database,
  kind: InboxKind,
  filters: InboxFilters,
): Promise<{ file: Buffer; rows: number }> {
  return withRedactedErrors(async () => {
    const selected = await selectedRows(db, kind, filters);
    const data: SheetData =
      selected.kind === 'admissions'
        ? [
            headerRow(admissionCsvHeader),
            ...selected.rows.map((row) => typedRow(admissionCsvRow(row), row.createdAt)),
          ]
        : [
            headerRow(contactCsvHeader),
            ...selected.rows.map((row) => typedRow(contactCsvRow(row), row.createdAt)),
          ];
    const file = await writeXlsxFile(data, {
      sheet: kind === 'admissions' ? "Demandes d'admission" : 'Messages de contact',
      stickyRowsCount: 1,
    }).toBuffer();
    return { file, rows: selected.rows.length };
  });
}
