// The inbox as an Excel file (.xlsx), beside the CSV: the same rows and columns (csv-export.ts),
// but each cell typed: the date a real date, every text (phone numbers included) a text cell,
// which a spreadsheet neither runs as a formula nor turns into a number, so no quote is added.
import 'server-only';
import type { Database } from '@/db/client';
import { admissionCsvHeader, contactCsvHeader, exportLines } from './csv-export';
import { exportBatches } from './export-rows';
import { isoOfficeDateTime } from '@/i18n/format';
import type { InboxKind } from './inbox-kinds';
import type { InboxFilters } from './filters';
import { xlsxChunks, type SheetCell } from './xlsx-sheet';

/** The column holding the date, in both headers. */
const DATE_COLUMN = 1;

/**
 * A spreadsheet date has no time zone: it is written as the office's wall-clock time (N'Djamena),
 * as the staff area and the CSV show it.
 */
export function officeWallClock(date: Date): Date {
  return new Date(`${isoOfficeDateTime(date).replace(' ', 'T')}:00Z`);
}

async function* typedRows(db: Database, kind: InboxKind, filters: InboxFilters) {
  for await (const batch of exportBatches(db, kind, filters)) {
    const { rows } = exportLines(batch);
    yield rows.map((cells, index): SheetCell[] =>
      cells.map((text, column) =>
        column === DATE_COLUMN ? { date: officeWallClock(batch.rows[index]!.createdAt) } : { text },
      ),
    );
  }
}

/** Every submission the filters select (all pages), newest first, as an .xlsx file's bytes. */
export function xlsxExport(db: Database, kind: InboxKind, filters: InboxFilters): AsyncGenerator<Uint8Array> {
  return xlsxChunks(
    kind === 'admissions' ? "Demandes d'admission" : 'Messages de contact',
    kind === 'admissions' ? admissionCsvHeader : contactCsvHeader,
    typedRows(db, kind, filters),
  );
}
