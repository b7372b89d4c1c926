// How many submissions of each status the inbox's other filters select, for the links above the list.
import { count } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import type { InboxKind } from './inbox-kinds';
import type { InboxFilters } from './filters';
import { filterCondition, inboxTable } from './inbox-queries';
import { statusesFor, type SubmissionStatus } from './statuses';

export interface StatusCount {
  status: SubmissionStatus;
  count: number;
}

/**
 * Each status of the inbox with the number of submissions in it, under every active filter but
 * the status itself (the search, the dates, the programme, the suspected view): the office sees
 * how the selection it is looking at splits, and each count is what its link will list. Statuses
 * with none are listed too, with 0.
 */
export function countByStatus(db: Database, kind: InboxKind, filters: InboxFilters): Promise<StatusCount[]> {
  const table = inboxTable(kind);
  return withRedactedErrors(async () => {
    const rows = await db
      .select({ status: table.status, count: count() })
      .from(table)
      .where(filterCondition(kind, { ...filters, status: undefined }))
      .groupBy(table.status);
    const counted = new Map(rows.map((row) => [row.status, Number(row.count)]));
    return statusesFor(kind).map((status) => ({ status, count: counted.get(status) ?? 0 }));
  });
}
