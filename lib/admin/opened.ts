// Which submissions no staff member has opened yet: the inbox marks them « non lu ».
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { inboxKinds, type InboxKind } from './inbox-kinds';
import { inboxTable } from './inbox-queries';

/**
 * Records that a staff member opened a submission's page, the first time only: who opened it first
 * stays, and a page shown again after a status change writes nothing.
 */
export function markOpened(db: Database, kind: InboxKind, reference: string, staffId: string): Promise<void> {
  const table = inboxTable(kind);
  return withRedactedErrors(async () => {
    await db
      .update(table)
      .set({ openedAt: new Date(), openedBy: staffId })
      .where(and(eq(table.reference, reference), isNull(table.openedAt)));
  });
}

/**
 * How many submissions of each inbox nobody has opened, among those the inbox lists by default
 * (the ones that look sent by robots left out, as the list leaves them).
 */
export function unreadCounts(db: Database): Promise<Record<InboxKind, number>> {
  return withRedactedErrors(async () => {
    const counts = await Promise.all(
      inboxKinds.map(async (kind) => {
        const table = inboxTable(kind);
        const [row] = await db
          .select({ unread: count() })
          .from(table)
          .where(and(isNull(table.openedAt), isNull(table.suspectedReason)));
        return [kind, Number(row?.unread ?? 0)] as const;
      }),
    );
    return Object.fromEntries(counts) as Record<InboxKind, number>;
  });
}
