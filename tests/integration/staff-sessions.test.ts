import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffSessions } from '@/db/schema';
import {
  checkCredentials,
  openSession,
  saveStaffUser,
  sessionStaff,
  tokenId,
  type Staff,
} from '@/lib/admin/staff';
import { closeOwnSessions, listOwnSessions, previousLogin, type SignedIn } from '@/lib/admin/staff-sessions';
import { migratedDatabase } from './support/migrated-database';

// The « Dernière connexion » line and the sessions page's logic, on a throw-away PostgreSQL database.

const database = migratedDatabase('hacct_sessions');
const password = 'un-mot-de-passe-solide';

async function account(email: string): Promise<Staff> {
  await saveStaffUser(database.db, email, password);
  return (await checkCredentials(database.db, email, password))!;
}

const at = (text: string) => new Date(text);

describe('the previous sign-in', () => {
  it('is nothing on a first sign-in, then the sign-in before the one that opened the session', async () => {
    const { db } = database;
    const staff = await account('precedente@universite.example');
    const first = await openSession(db, staff, at('2026-11-20T07:00:00Z'));
    expect(await previousLogin(db, tokenId(first.token))).toBeUndefined();

    const second = await openSession(db, staff, at('2026-11-23T08:15:00Z'));
    expect(await previousLogin(db, tokenId(second.token))).toEqual(at('2026-11-20T07:00:00Z'));

    // Another sign-in elsewhere does not change what the second session says about its own.
    const third = await openSession(db, staff, at('2026-11-23T09:30:00Z'));
    expect(await previousLogin(db, tokenId(third.token))).toEqual(at('2026-11-23T08:15:00Z'));
    expect(await previousLogin(db, tokenId(second.token))).toEqual(at('2026-11-20T07:00:00Z'));

    // Another account's sign-ins are not this one's.
    const other = await account('autre.precedente@universite.example');
    const theirs = await openSession(db, other, at('2026-11-23T10:00:00Z'));
    expect(await previousLogin(db, tokenId(theirs.token))).toBeUndefined();
  });
});

describe("a staff member's own sessions", () => {
  it('lists only the open sessions of the account, the current one first, with the device label', async () => {
    const { db } = database;
    const staff = await account('liste.sessions@universite.example');
    const now = new Date();
    const phone = await openSession(db, staff, new Date(now.getTime() - 60_000), {
      device: 'Chrome sur Android',
    });
    const desk = await openSession(db, staff, now, { device: 'Firefox sur Windows' });
    // Ended: past its 10 hours, or left idle for more than 2 hours.
    await openSession(db, staff, new Date(now.getTime() - 11 * 3600_000), { device: 'Vieux' });
    const idle = await openSession(db, staff, new Date(now.getTime() - 3 * 3600_000), { device: 'Oublié' });
    const other = await account('voisin@universite.example');
    await openSession(db, other, now, { device: 'Safari sur iPhone' });

    const who: SignedIn = { staff, sessionId: tokenId(desk.token) };
    const listed = await listOwnSessions(db, who, now);
    expect(listed.map(({ device, current }) => ({ device, current }))).toEqual([
      { device: 'Firefox sur Windows', current: true },
      { device: 'Chrome sur Android', current: false },
    ]);
    expect(listed[1]!.id).toBe(tokenId(phone.token));
    expect(listed.map((session) => session.id)).not.toContain(tokenId(idle.token));
  });

  it("closes one other session, never the current one nor another account's, then all the others", async () => {
    const { db } = database;
    const staff = await account('fermer@universite.example');
    const here = await openSession(db, staff);
    const phone = await openSession(db, staff);
    const laptop = await openSession(db, staff);
    const tablet = await openSession(db, staff);
    const neighbour = await openSession(db, await account('collegue@universite.example'));
    const who: SignedIn = { staff, sessionId: tokenId(here.token) };

    expect(await closeOwnSessions(db, who, { close: 'one', session: tokenId(phone.token) })).toBe(1);
    expect(await sessionStaff(db, phone.token)).toBeUndefined();
    expect(await sessionStaff(db, laptop.token)).toMatchObject({ id: staff.id });

    // Another account's session id: nothing happens, as for a session already gone.
    expect(await closeOwnSessions(db, who, { close: 'one', session: tokenId(neighbour.token) })).toBe(0);
    expect(await sessionStaff(db, neighbour.token)).toBeDefined();
    expect(await closeOwnSessions(db, who, { close: 'one', session: tokenId(phone.token) })).toBe(0);
    // The current session is closed by the logout button, not here.
    expect(await closeOwnSessions(db, who, { close: 'one', session: who.sessionId })).toBe(0);
    expect(await sessionStaff(db, here.token)).toMatchObject({ id: staff.id });

    expect(await closeOwnSessions(db, who, { close: 'others' })).toBe(2);
    expect(await sessionStaff(db, laptop.token)).toBeUndefined();
    expect(await sessionStaff(db, tablet.token)).toBeUndefined();
    expect(await sessionStaff(db, here.token)).toMatchObject({ id: staff.id });
    expect(await sessionStaff(db, neighbour.token)).toBeDefined();
    const left = await db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id));
    expect(left.map((row) => row.id)).toEqual([who.sessionId]);
  });
});
