// Staff accounts and sessions. No `server-only` marker: `npm run admin:create-user` creates
// accounts outside Next.js. Nothing here is imported by client components.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db/client';
import { staffSessions, staffUsers } from '@/db/schema';
import { decoyHash, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password';

/** A working day: a session left open on a shared office computer ends by itself. */
export const SESSION_HOURS = 10;

/** A session unused this long ends too: an officer who walked away from a shared computer. */
export const SESSION_IDLE_MINUTES = 120;

/** How stale `last_seen_at` may get before a request writes it again (one write a minute at most). */
const SEEN_REFRESH_MS = 60_000;

export const staffEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export class StaffInputError extends Error {}

/** Creates an account, or sets a new password when the e-mail already has one. */
export async function saveStaffUser(
  db: Database,
  email: string,
  password: string,
): Promise<'created' | 'updated'> {
  const parsed = staffEmailSchema.safeParse(email);
  if (!parsed.success) throw new StaffInputError(`Not an e-mail address: ${email}`);
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new StaffInputError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, parsed.data));
  if (existing) {
    await db.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, existing.id));
    // A new password closes every open session of the account.
    await db.delete(staffSessions).where(eq(staffSessions.userId, existing.id));
    return 'updated';
  }
  await db.insert(staffUsers).values({ email: parsed.data, passwordHash });
  return 'created';
}

export interface Staff {
  id: string;
  email: string;
  /** Holds the « éditeur » role: reaches the site's editing screen. */
  editor: boolean;
}

/** The account for these credentials, or undefined; as slow for an unknown e-mail as for a known one. */
export async function checkCredentials(
  db: Database,
  email: string,
  password: string,
): Promise<Staff | undefined> {
  const parsed = staffEmailSchema.safeParse(email);
  const [user] = parsed.success
    ? await db.select().from(staffUsers).where(eq(staffUsers.email, parsed.data))
    : [];
  // A disabled or deleted account is refused as slowly as an unknown one, and without saying why:
  // the login page must not tell a stranger which addresses exist.
  if (!user || user.disabledAt || user.deletedAt) {
    await verifyPassword(await decoyHash(), password);
    return undefined;
  }
  return (await verifyPassword(user.passwordHash, password))
    ? { id: user.id, email: user.email, editor: user.editor }
    : undefined;
}

/** A session's id: the hash of its cookie's token. */
export function tokenId(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Opens a session; returns the token for the cookie (only its hash is stored). The session keeps
 * the account's previous sign-in, shown as « Dernière connexion », and `device`, a short label of
 * the browser (lib/admin/device-label.ts) for the list of sessions.
 */
export async function openSession(
  db: Database,
  staff: Staff,
  now = new Date(),
  { device }: { device?: string } = {},
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3600 * 1000);
  const [user] = await db
    .select({ lastLoginAt: staffUsers.lastLoginAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, staff.id));
  await db.insert(staffSessions).values({
    id: tokenId(token),
    userId: staff.id,
    expiresAt,
    lastSeenAt: now,
    createdAt: now,
    device: device ?? null,
    previousLoginAt: user?.lastLoginAt ?? null,
  });
  await db.update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, staff.id));
  // Sweeping expired sessions at each login keeps the table small without a scheduled job.
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, now));
  return { token, expiresAt };
}

/**
 * The staff member a session token belongs to, while the session has neither expired nor been left
 * idle for SESSION_IDLE_MINUTES; each use counts as activity.
 */
export async function sessionStaff(
  db: Database,
  token: string,
  now = new Date(),
): Promise<Staff | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const id = tokenId(token);
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      editor: staffUsers.editor,
      lastSeenAt: staffSessions.lastSeenAt,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .where(
      and(
        eq(staffSessions.id, id),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000)),
        // Disabling an account deletes its sessions; this also holds for one opened meanwhile.
        isNull(staffUsers.disabledAt),
        isNull(staffUsers.deletedAt),
      ),
    );
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > SEEN_REFRESH_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
  }
  return { id: row.id, email: row.email, editor: row.editor };
}

export async function closeSession(db: Database, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, tokenId(token)));
}
