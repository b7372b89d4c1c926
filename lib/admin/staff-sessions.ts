// A staff member's own sessions: the « Dernière connexion » line and the /admin/sessions page,
// where they see where they are signed in and close the sessions they do not recognise. Every
// query is bound to the signed-in account: another account's session is never read nor closed.
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { staffSessions } from '@/db/schema';
import { SESSION_IDLE_MINUTES, type Staff } from './staff';

// The page, and where its forms post (a route cannot share the page's address).
export { CLOSE_SESSIONS_PATH, SESSIONS_PATH } from './paths';

/** The signed-in staff member and the id of the session their request came with. */
export interface SignedIn {
  staff: Staff;
  sessionId: string;
}

export interface OwnSession {
  id: string;
  startedAt: Date;
  lastSeenAt: Date;
  /** « Chrome sur Android »; null for a session opened before devices were recorded. */
  device: string | null;
  current: boolean;
}

/** The account's sign-in before the one that opened this session; undefined on a first sign-in. */
export async function previousLogin(db: Database, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ previousLoginAt: staffSessions.previousLoginAt })
    .from(staffSessions)
    .where(eq(staffSessions.id, sessionId));
  return row?.previousLoginAt ?? undefined;
}

/** The account's sessions still open (neither expired nor left idle), the current one first. */
export async function listOwnSessions(db: Database, who: SignedIn, now = new Date()): Promise<OwnSession[]> {
  const rows = await db
    .select({
      id: staffSessions.id,
      startedAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      device: staffSessions.device,
    })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, who.staff.id),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000)),
      ),
    )
    .orderBy(desc(staffSessions.lastSeenAt), desc(staffSessions.createdAt));
  return rows
    .map((row) => ({ ...row, current: row.id === who.sessionId }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** What the page's forms post: one session to close, or all but the current one. */
export const closeSessionsSchema = z.discriminatedUnion('close', [
  z.object({ close: z.literal('one'), session: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }),
  z.object({ close: z.literal('others') }),
]);
export type CloseSessions = z.infer<typeof closeSessionsSchema>;

/** What the page says after a post (its `done` and `count` parameters); junk says nothing. */
export const closedNoticeSchema = z.union([
  z.object({ done: z.enum(['one', 'none', 'invalid']) }),
  z.object({ done: z.literal('others'), count: z.coerce.number().int().min(0).max(10_000) }),
]);
export type ClosedNotice = z.infer<typeof closedNoticeSchema>;

/**
 * Closes one of the account's other sessions, or all of them; returns how many were closed. The
 * current session is never closed here (that is the logout button), nor another account's: such an
 * id closes nothing, exactly like a session already gone.
 */
export async function closeOwnSessions(db: Database, who: SignedIn, what: CloseSessions): Promise<number> {
  const closed = await db
    .delete(staffSessions)
    .where(
      and(
        eq(staffSessions.userId, who.staff.id),
        ne(staffSessions.id, who.sessionId),
        what.close === 'one' ? eq(staffSessions.id, what.session) : undefined,
      ),
    )
    .returning({ id: staffSessions.id });
  return closed.length;
}
