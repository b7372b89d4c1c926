// Listing, disabling, enabling and deleting staff accounts (`npm run admin:users`). No
// `server-only` marker: the command runs outside Next.js.
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { staffSessions, staffUsers } from '@/db/schema';
import { staffEmailSchema, StaffInputError } from './staff';

export interface StaffAccount {
  email: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  disabledAt: Date | null;
  /** Holds the « éditeur » role (the site's editing screen). */
  editor: boolean;
  openSessions: number;
}

/** Every account not deleted, by e-mail, with its sessions still open. */
export async function listStaffAccounts(db: Database, now = new Date()): Promise<StaffAccount[]> {
  const rows = await db
    .select({
      email: staffUsers.email,
      createdAt: staffUsers.createdAt,
      lastLoginAt: staffUsers.lastLoginAt,
      disabledAt: staffUsers.disabledAt,
      editor: staffUsers.editor,
      openSessions: count(staffSessions.id),
    })
    .from(staffUsers)
    .leftJoin(staffSessions, and(eq(staffSessions.userId, staffUsers.id), gt(staffSessions.expiresAt, now)))
    .where(isNull(staffUsers.deletedAt))
    .groupBy(staffUsers.id)
    .orderBy(asc(staffUsers.email));
  return rows.map((row) => ({ ...row, openSessions: Number(row.openSessions) }));
}

export type AccountChange = 'changed' | 'unchanged' | 'unknown';

function parseEmail(email: string): string {
  const parsed = staffEmailSchema.safeParse(email);
  if (!parsed.success) throw new StaffInputError(`Not an e-mail address: ${email}`);
  return parsed.data;
}

/** The live (not deleted) account of an e-mail, locked until the transaction ends. */
async function lockAccount(tx: Database, email: string) {
  const [user] = await tx
    .select({ id: staffUsers.id, disabledAt: staffUsers.disabledAt })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, parseEmail(email)), isNull(staffUsers.deletedAt)))
    .for('update');
  return user;
}

/**
 * Disables an account and ends its open sessions at once, or enables it again (its owner then
 * signs in anew; the password is unchanged).
 */
export function setStaffDisabled(db: Database, email: string, disabled: boolean): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const user = await lockAccount(tx as unknown as Database, email);
    if (!user) return 'unknown';
    if (Boolean(user.disabledAt) === disabled) return 'unchanged';
    await tx
      .update(staffUsers)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(staffUsers.id, user.id));
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.userId, user.id));
    return 'changed';
  });
}

/**
 * Gives an account the « éditeur » role, or takes it away. Taken away, it holds at the account's
 * next request: every request checks the role from the database.
 */
export async function setStaffEditor(db: Database, email: string, editor: boolean): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: staffUsers.id, editor: staffUsers.editor })
      .from(staffUsers)
      .where(and(eq(staffUsers.email, parseEmail(email)), isNull(staffUsers.deletedAt)))
      .for('update');
    if (!user) return 'unknown';
    if (user.editor === editor) return 'unchanged';
    await tx.update(staffUsers).set({ editor }).where(eq(staffUsers.id, user.id));
    return 'changed';
  });
}

/** What a deleted account's password hash becomes: not a PHC string, so no password matches it. */
const NO_PASSWORD = 'deleted';

/**
 * Deletes an account: its sessions go, and the row stays as an anonymous « ancien compte » so the
 * history that names it still reads. The e-mail can then be given to a new account.
 */
export function deleteStaffAccount(db: Database, email: string): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const user = await lockAccount(tx as unknown as Database, email);
    if (!user) return 'unknown';
    await tx.delete(staffSessions).where(eq(staffSessions.userId, user.id));
    await tx
      .update(staffUsers)
      .set({
        // Unique like the column wants, and not an address: it can never be typed at the login.
        email: `deleted-account-${user.id}`,
        passwordHash: NO_PASSWORD,
        deletedAt: new Date(),
      })
      .where(eq(staffUsers.id, user.id));
    return 'changed';
  });
}
