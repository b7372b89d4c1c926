// The inbox's counts and duplicate links, read from the server's database for the staff pages'
// components (which reach the database only through lib/). The queries themselves take a database,
// for the tests: lib/admin/status-counts.ts, opened.ts and duplicates.ts.
import { cache } from 'react';
import { getDatabase } from '@/db';
import { findDuplicates } from './duplicates';
import type { InboxKind } from './inbox-kinds';
import type { InboxFilters } from './filters';
import { unreadCounts } from './opened';
import { countByStatus, type StatusCount } from './status-counts';

export async function statusCountsOf(kind: InboxKind, filters: InboxFilters): Promise<StatusCount[]> {
  return countByStatus((await getDatabase()).db, kind, filters);
}

/** Both inboxes' links show their count: one pair of queries per request. */
export const unreadCountsOfRequest = cache(async () => unreadCounts((await getDatabase()).db));

/** The possible duplicates of one submission, newest first (none: an empty list). */
export async function duplicatesOf(kind: InboxKind, reference: string): Promise<string[]> {
  return (await findDuplicates((await getDatabase()).db, kind, [reference])).get(reference) ?? [];
}
