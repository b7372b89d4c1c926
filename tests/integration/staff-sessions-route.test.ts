import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffSessions, staffUsers } from '@/db/schema';
import { throwawayDatabase } from './support/postgres';
import { closeServerDatabase } from './support/server-database';
import { staffFormPost } from './support/staff-requests';

// The login and the sessions page's close route as the browser reaches them: the login stores a
// device label, never the User-Agent; the close route ends only the signed-in account's sessions.

const password = 'un-mot-de-passe-solide';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const database = throwawayDatabase('hacct_sessions_route');
let routes: Awaited<ReturnType<typeof load>>;

async function load() {
  vi.resetModules();
  delete process.env.PGLITE_DATA_DIR;
  process.env.DATABASE_URL = database.url;
  const login = await import('@/app/admin/session/route');
  const close = await import('@/app/admin/sessions/fermer/route');
  const { getDatabase } = await import('@/db');
  const { saveStaffUser, sessionStaff } = await import('@/lib/admin/staff');
  return { login: login.POST, close: close.POST, getDatabase, saveStaffUser, sessionStaff };
}

const post = staffFormPost;

/** Signs in through the login route; the session cookie's token. */
async function signIn(email: string, userAgent = androidChrome): Promise<string> {
  const response = await routes.login(
    post(
      '/admin/session',
      { email, password },
      { 'User-Agent': userAgent, 'X-Forwarded-For': '203.0.113.7' },
    ),
  );
  expect(response.headers.get('location')).toBe('/admin/admissions');
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('staff_session='));
  return cookie!.split(';')[0]!.slice('staff_session='.length);
}

const sessionOf = (token: string) => `staff_session=${token}`;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await database.create();
  routes = await load();
  const { db } = await routes.getDatabase();
  await routes.saveStaffUser(db, 'moi@universite.example', password);
  await routes.saveStaffUser(db, 'collegue@universite.example', password);
});

afterAll(async () => {
  await closeServerDatabase();
  vi.restoreAllMocks();
  delete process.env.DATABASE_URL;
  await database.drop();
});

describe('the login', () => {
  it('keeps a short device label and the previous sign-in with the session, never the header', async () => {
    const { db } = await routes.getDatabase();
    await signIn(
      'moi@universite.example',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    );
    await signIn('moi@universite.example');
    const list = await db
      .select({
        device: staffSessions.device,
        previous: staffSessions.previousLoginAt,
        last: staffUsers.lastLoginAt,
      })
      .from(staffSessions)
      .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
      .where(eq(staffUsers.email, 'moi@universite.example'))
      .orderBy(asc(staffSessions.createdAt));
    expect(list.map((row) => row.device)).toEqual(['Firefox sur Linux', 'Chrome sur Android']);
    expect(list[0]!.previous).toBeNull();
    // The second session's previous sign-in is the first one, earlier than its own.
    expect(list[1]!.previous).toBeInstanceOf(Date);
    expect(list[1]!.previous!.getTime()).toBeLessThan(list[1]!.last!.getTime());
  });
});

describe('POST /admin/sessions/fermer', () => {
  it("closes the account's other sessions only, and answers an unknown or foreign id like an ended one", async () => {
    const { db } = await routes.getDatabase();
    const here = await signIn('moi@universite.example');
    const phone = await signIn('moi@universite.example');
    const theirs = await signIn('collegue@universite.example');
    const { tokenId } = await import('@/lib/admin/staff');

    const foreign = await routes.close(
      post('/admin/sessions/fermer', { close: 'one', session: tokenId(theirs) }, { Cookie: sessionOf(here) }),
    );
    expect(foreign.status).toBe(303);
    expect(foreign.headers.get('location')).toBe('/admin/sessions?done=none');
    expect(await routes.sessionStaff(db, theirs)).toMatchObject({ email: 'collegue@universite.example' });

    const crossSite = await routes.close(
      post(
        '/admin/sessions/fermer',
        { close: 'one', session: tokenId(phone) },
        { Cookie: sessionOf(here), Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      ),
    );
    expect(crossSite.status).toBe(403);
    expect(await routes.sessionStaff(db, phone)).toBeDefined();

    const unread = await routes.close(
      post(
        '/admin/sessions/fermer',
        { close: 'one', session: 'pas-un-identifiant' },
        { Cookie: sessionOf(here) },
      ),
    );
    expect(unread.headers.get('location')).toBe('/admin/sessions?done=invalid');

    const signedOut = await routes.close(post('/admin/sessions/fermer', { close: 'others' }));
    expect(signedOut.headers.get('location')).toBe('/admin/connexion');
    expect(await routes.sessionStaff(db, phone)).toBeDefined();

    const closed = await routes.close(
      post('/admin/sessions/fermer', { close: 'one', session: tokenId(phone) }, { Cookie: sessionOf(here) }),
    );
    expect(closed.headers.get('location')).toBe('/admin/sessions?done=one');
    expect(await routes.sessionStaff(db, phone)).toBeUndefined();
    expect(await routes.sessionStaff(db, here)).toMatchObject({ email: 'moi@universite.example' });
    expect(await routes.sessionStaff(db, theirs)).toBeDefined();
  });
});
