import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { unreadCountsOfRequest } from '@/lib/admin/inbox-insights';

/** How many of an inbox's submissions nobody has opened yet, beside its name; nothing when none. */
export async function UnreadCount({ kind }: { kind: InboxKind }) {
  const unread = (await unreadCountsOfRequest())[kind];
  if (unread === 0) return null;
  return (
    <span
      className="ms-1.5 rounded-full bg-primary-700 px-1.5 py-0.5 text-xs font-semibold text-white"
      data-testid={`unread-count-${kind}`}
    >
      {unread}
      <span className="sr-only"> non {unread > 1 ? 'lus' : 'lu'}</span>
    </span>
  );
}
