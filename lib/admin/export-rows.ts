// The rows of an export (CSV and .xlsx alike), read a batch at a time: a file of 20,000
// applications never sits in memory whole, and the server answers other requests between batches.
// No `server-only` marker: the export command (scripts/export.ts) runs it outside Next.js.
import { and, desc, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import {
  admissionRequests,
  contactSubmissions,
  type AdmissionRequest,
  type ContactSubmission,
} from '@/db/schema';
import type { InboxKind } from './inbox-kinds';
import type { InboxFilters } from './filters';
import { filterCondition } from './inbox-queries';

/** Rows read per query: about 100 kB of file, a few milliseconds of work each between which the server answers other requests. */
export const EXPORT_BATCH_ROWS = 100;

export type ExportBatch =
  { kind: 'admissions'; rows: AdmissionRequest[] } | { kind: 'contact'; rows: ContactSubmission[] };

/**
 * What the filters select, newest first, in batches. Each batch starts after the last row of the
 * one before (its date, then its id): no row is read twice or skipped when new ones arrive
 * meanwhile, and no query gets slower the further it goes, as an OFFSET would. The date is carried
 * as PostgreSQL's own text: a JavaScript Date drops the microseconds and would skip rows.
 */
export async function* exportBatches(
  db: Database,
  kind: InboxKind,
  filters: InboxFilters,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<ExportBatch> {
  const table = kind === 'admissions' ? admissionRequests : contactSubmissions;
  const where = filterCondition(kind, filters);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const before = after
      ? sql`(${table.createdAt}, ${table.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows = await withRedactedErrors(() =>
      db
        .select({ ...getTableColumns(table), keysetAt: sql<string>`${table.createdAt}::text` })
        .from(table)
        .where(and(where, before))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(batchRows),
    );
    if (rows.length === 0) return;
    yield kind === 'admissions'
      ? { kind, rows: rows as AdmissionRequest[] }
      : { kind, rows: rows as ContactSubmission[] };
    if (rows.length < batchRows) return;
    const last = rows.at(-1)!;
    after = { at: last.keysetAt, id: last.id };
  }
}

/**
 * An export's chunks as a response body, produced as the client reads them: a slow download holds
 * one batch, not the file. A failure after the first chunk (the headers are sent) cuts the
 * download, so the office never keeps a file silently missing rows.
 */
export async function streamOf(
  chunks: AsyncGenerator<Uint8Array | string>,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const bytes = (value: Uint8Array | string) => (typeof value === 'string' ? encoder.encode(value) : value);
  // The first chunk is awaited here, in the route handler: a failure there is still an error answer.
  const first = await chunks.next();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(bytes(first.value));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(bytes(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
