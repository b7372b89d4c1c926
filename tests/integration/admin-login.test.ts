import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { staffSessions } from '@/db/schema';
import { throwawayDatabase } from './support/postgres';
import { closeServerDatabase } from './support/server-database';
import { staffFormPost, staffSite } from './support/staff-requests';

// Counts the passwords the login checks: an attempt refused for its delay must not reach argon2.
const checked = vi.hoisted(() => ({ passwords: 0 }));
vi.mock('@/lib/admin/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/admin/password')>();
  return {
    ...original,
    verifyPassword: (stored: string, given: string) => {
      checked.passwords++;
      return original.verifyPassword(stored, given);
    },
  };
});

const site = staffSite;
const password = 'un-mot-de-passe-solide';
const settings = { TRUST_PROXY: '1' };

interface PostOptions {
  /** The client's address, as the one trusted proxy appends it. */
  address?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

/** The login form as a browser posts it from the login page. */
function loginPost(fields: Record<string, string>, { address, cookie, headers }: PostOptions = {}) {
  return staffFormPost('/admin/session', fields, {
    'X-Forwarded-For': address ?? '203.0.113.1',
    Cookie: cookie,
    ...headers,
  });
}

/** A body that streams `total` bytes in 64 KB chunks and counts how many were pulled from it. */
function streamedBody(total: number, chunk = new TextEncoder().encode('a=1&'.repeat(16 * 1024))) {
  const sent = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= total) return controller.close();
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, sent };
}

function streamedPost(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  return staffFormPost('/admin/session', body, { 'X-Forwarded-For': '203.0.113.2', ...headers });
}

/** The login route loaded afresh under a configuration (the env is read at import). */
async function loadLogin(env: Record<string, string>) {
  await closeServerDatabase();
  vi.resetModules();
  for (const key of ['DATABASE_URL', 'PGLITE_DATA_DIR']) delete process.env[key];
  Object.assign(process.env, env);
  const { POST } = await import('@/app/admin/session/route');
  const logout = await import('@/app/admin/deconnexion/route');
  const { getDatabase } = await import('@/db');
  const { saveStaffUser } = await import('@/lib/admin/staff');
  const { requestStaff } = await import('@/lib/admin/auth');
  const { guardAdmin } = await import('@/lib/admin/guard');
  return { login: POST, logout: logout.POST, getDatabase, saveStaffUser, requestStaff, guardAdmin };
}

const database = throwawayDatabase('login');
let api: Awaited<ReturnType<typeof loadLogin>>;
let handle: DatabaseHandle;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await database.create();
  api = await loadLogin({ DATABASE_URL: database.url, ...settings });
  handle = await api.getDatabase();
});

afterAll(async () => {
  await closeServerDatabase();
  vi.restoreAllMocks();
  for (const key of ['DATABASE_URL', ...Object.keys(settings)]) delete process.env[key];
  await database.drop();
});

describe('the login body', () => {
  it('is read when it is the login form, URL-encoded and a few hundred bytes long', async () => {
    await api.saveStaffUser(handle.db, 'body@universite.example', password);
    const response = await api.login(loginPost({ email: 'body@universite.example', password }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/admissions');
    const charset = await api.login(
      loginPost(
        { email: 'body@universite.example', password },
        { headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } },
      ),
    );
    expect(charset.headers.get('location')).toBe('/admin/admissions');
  });

  it('of any other type is answered 415 unread', async () => {
    const sessions = (await handle.db.select().from(staffSessions)).length;
    for (const type of ['multipart/form-data; boundary=x', 'application/json', 'text/plain', '']) {
      const { body, sent } = streamedBody(1024 * 1024);
      const response = await api.login(streamedPost(body, { 'Content-Type': type }));
      expect(response.status, type).toBe(415);
      expect(sent.bytes, type).toBeLessThanOrEqual(64 * 1024);
    }
    const latin1 = await api.login(
      loginPost(
        { email: 'body@universite.example', password },
        { headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=latin1' } },
      ),
    );
    expect(latin1.status).toBe(415);
    expect((await handle.db.select().from(staffSessions)).length).toBe(sessions);
  });

  it('over 8 KB is answered 413: at once when declared, else as soon as the count passes it', async () => {
    // 20 MB declared: refused from the header, nothing read.
    const declared = streamedBody(20 * 1024 * 1024);
    const response = await api.login(
      streamedPost(declared.body, { 'Content-Length': String(20 * 1024 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(declared.sent.bytes).toBeLessThanOrEqual(64 * 1024);

    // 1,000,000 fields, streamed without a length: counted, and dropped past the cap.
    const fields = streamedBody(4_000_000);
    expect((await api.login(streamedPost(fields.body))).status).toBe(413);
    expect(fields.sent.bytes).toBeLessThanOrEqual(8 * 1024 + 2 * 64 * 1024);

    // The whole body in one declared buffer, as a client would send it.
    const whole = await api.login(
      loginPost({ email: 'body@universite.example', password, padding: 'x'.repeat(9 * 1024) }),
    );
    expect(whole.status).toBe(413);
  });
});

/** What the login page is told: where the answer leads, and the device cookie it sets, if any. */
interface Outcome {
  signedIn: boolean;
  error: string | null;
  /** Seconds to wait, for an attempt refused for its delay. */
  wait: number | null;
  device: string | undefined;
}

async function attempt(email: string, given: string, options: PostOptions = {}): Promise<Outcome> {
  const response = await api.login(loginPost({ email, password: given }, options));
  const location = new URL(response.headers.get('location') ?? '/', site);
  const device = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('staff_device='))
    ?.split(';')[0];
  const wait = location.searchParams.get('wait');
  return {
    signedIn: location.pathname === '/admin/admissions',
    error: location.searchParams.get('error'),
    wait: wait === null ? null : Number(wait),
    device,
  };
}

/** The next address of a guesser who never sends two guesses from the same one. */
let rotating = 0;
const nextAddress = () => `198.51.${Math.floor(++rotating / 250)}.${rotating % 250}`;

describe('login delays', () => {
  const t0 = new Date('2026-11-22T08:00:00Z').getTime();
  let now = t0;
  const advance = (seconds: number) => vi.setSystemTime((now += seconds * 1000));

  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterAll(() => vi.useRealTimers());

  it('grow with each wrong password on an account, from whatever address, up to 15 minutes', async () => {
    const email = 'delays@universite.example';
    await api.saveStaffUser(handle.db, email, password);
    for (let i = 1; i <= 5; i++) {
      expect(await attempt(email, `wrong-${i}`, { address: nextAddress() })).toMatchObject({
        error: 'credentials',
      });
    }
    const waits = [];
    for (let i = 0; i < 10; i++) {
      const refused = await attempt(email, 'wrong-again', { address: nextAddress() });
      expect(refused.error).toBe('rate');
      waits.push(refused.wait!);
      // A try inside the delay is not counted: the wait left shrinks with the clock.
      advance(refused.wait! - 1);
      expect((await attempt(email, 'wrong-again', { address: nextAddress() })).wait).toBe(1);
      advance(1);
      expect((await attempt(email, 'wrong-again', { address: nextAddress() })).error).toBe('credentials');
    }
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 900, 900]);
  });

  it('refuse the right password from a new browser during the account delay, without checking it', async () => {
    const email = 'guessed@universite.example';
    await api.saveStaffUser(handle.db, email, password);
    for (let i = 1; i <= 5; i++) await attempt(email, `guess-${i}`, { address: nextAddress() });
    const sessions = (await handle.db.select().from(staffSessions)).length;
    const before = checked.passwords;
    const right = await attempt(email, password, { address: nextAddress() });
    expect(right).toMatchObject({ signedIn: false, error: 'rate', wait: 5, device: undefined });
    expect(checked.passwords).toBe(before);
    expect(await handle.db.select().from(staffSessions)).toHaveLength(sessions);
    // Once the delay is over, the same browser signs in.
    advance(5);
    expect((await attempt(email, password, { address: nextAddress() })).signedIn).toBe(true);
  });

  it('let a browser that signed in before past the delay strangers cause on its account', async () => {
    const email = 'registrar@universite.example';
    await api.saveStaffUser(handle.db, email, password);
    const office = '203.0.113.80';
    const first = await attempt(email, password, { address: office });
    expect(first.signedIn).toBe(true);
    expect(first.device).toMatch(/^staff_device=[\w-]+\.[\w-]+\.\d+\.[\w-]+$/);

    // Strangers guess from fifty addresses, as fast as the delays let them.
    for (let i = 0; i < 50; i++) {
      const guess = await attempt(email, `guess-${i}`, { address: nextAddress() });
      if (guess.wait) advance(guess.wait - 1);
    }
    expect((await attempt(email, password, { address: office })).error).toBe('rate');

    // The browser with the device cookie signs in at once, and gets a renewed cookie.
    const known = await attempt(email, password, { address: office, cookie: first.device });
    expect(known.signedIn).toBe(true);
    expect(known.device).toBeDefined();
    expect(known.device).not.toBe(first.device);
    // Its own typos have their own delay; strangers' guesses never add to it.
    expect((await attempt(email, 'typo', { address: office, cookie: known.device })).error).toBe(
      'credentials',
    );
    expect((await attempt(email, password, { address: office, cookie: known.device })).signedIn).toBe(true);

    // A device cookie proves nothing for another account, nor once altered.
    const other = 'other@universite.example';
    await api.saveStaffUser(handle.db, other, password);
    for (let i = 0; i < 6; i++) await attempt(other, `guess-${i}`, { address: nextAddress() });
    expect((await attempt(other, password, { address: office, cookie: known.device })).error).toBe('rate');
    const [account, id, expiry, signature] = known.device!.slice('staff_device='.length).split('.');
    const forged: [string, string][] = [
      [other, `staff_device=${Buffer.from(other).toString('base64url')}.${id}.${expiry}.${signature}`],
      [email, `staff_device=${account}.${id}.${Number(expiry) + 1}.${signature}`],
      [email, `staff_device=${account}.${id}.${expiry}.${'A'.repeat(43)}`],
    ];
    for (const [forEmail, cookie] of forged) {
      expect((await attempt(forEmail, password, { address: office, cookie })).error, cookie).toBe('rate');
    }
  });

  it('hold every attempt from one address to its own delay, device cookie or not', async () => {
    const email = 'busy@universite.example';
    await api.saveStaffUser(handle.db, email, password);
    const address = '203.0.113.90';
    const { device } = await attempt(email, password, { address });
    // Twenty accounts tried from one place: free; the next has to wait, even its own staff.
    for (let i = 0; i < 20; i++) {
      expect((await attempt(`nobody${i}@universite.example`, 'guess', { address })).error).toBe(
        'credentials',
      );
    }
    const held = await attempt(email, password, { address, cookie: device });
    expect(held).toMatchObject({ signedIn: false, error: 'rate', wait: 5 });
    advance(5);
    expect((await attempt(email, password, { address, cookie: device })).signedIn).toBe(true);
  });

  it('never count a success as a failure, so an office signing in all day is never delayed', async () => {
    const email = 'daily@universite.example';
    await api.saveStaffUser(handle.db, email, password);
    const address = '203.0.113.100';
    let { device } = await attempt(email, password, { address });
    for (let i = 0; i < 25; i++) {
      const again = await attempt(email, password, { address, cookie: device });
      expect(again.signedIn, `login ${i}`).toBe(true);
      device = again.device;
    }
  });

  it('never hold back a sign-in that read the clock just before another one from the same address', async () => {
    const address = '203.0.113.101';
    const first = 'simultaneous.one@universite.example';
    const second = 'simultaneous.two@universite.example';
    await api.saveStaffUser(handle.db, first, password);
    await api.saveStaffUser(handle.db, second, password);
    expect((await attempt(first, password, { address })).signedIn).toBe(true);
    // The second request started a few milliseconds earlier but reached the database after it.
    vi.setSystemTime(now - 5);
    const late = await attempt(second, password, { address });
    vi.setSystemTime(now);
    expect(late).toMatchObject({ signedIn: true });
  });

  it('let exactly the free attempts through when many arrive at once', async () => {
    const email = 'burst@universite.example';
    await api.saveStaffUser(handle.db, email, password);
    const before = checked.passwords;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(email, `burst-${i}`, { address: nextAddress() })),
    );
    expect(results.filter((r) => r.error === 'credentials')).toHaveLength(5);
    expect(results.filter((r) => r.error === 'rate')).toHaveLength(7);
    expect(checked.passwords - before).toBe(5);
  });
});

describe('the staff cookies behind a proxy that terminates TLS and sends no X-Forwarded-Proto', () => {
  // What the server sees: plain http to the address it listens on, the public host in Host.
  const behindProxy = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    staffFormPost(
      path,
      { email: 'tls@universite.example', password },
      {
        Host: 'universite.example',
        Origin: 'https://universite.example',
        'X-Forwarded-For': '203.0.113.50',
        Cookie: cookie,
        ...headers,
      },
    );
  const nodeEnv = process.env.NODE_ENV;
  let secure: Awaited<ReturnType<typeof loadLogin>>;

  beforeAll(async () => {
    secure = await loadLogin({
      DATABASE_URL: database.url,
      ...settings,
      NODE_ENV: 'production',
      SITE_URL: 'https://universite.example',
    });
    await secure.saveStaffUser((await secure.getDatabase()).db, 'tls@universite.example', password);
  });

  afterAll(async () => {
    Object.assign(process.env, { NODE_ENV: nodeEnv });
    delete process.env.SITE_URL;
    api = await loadLogin({ DATABASE_URL: database.url, ...settings });
    handle = await api.getDatabase();
  });

  it('are Secure from an https SITE_URL, the session cookie named __Host- for login, proxy, pages and logout', async () => {
    const login = await secure.login(behindProxy('/admin/session'));
    expect(login.headers.get('location')).toBe('/admin/admissions');
    const set = login.headers.getSetCookie().find((c) => c.startsWith('__Host-staff_session='));
    expect(set).toBeDefined();
    const attributes = set!.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'HttpOnly', 'SameSite=strict']));
    expect(attributes.some((a) => /^Domain=/i.test(a))).toBe(false);
    const token = set!.split(';')[0]!.slice('__Host-staff_session='.length);

    // Every reader knows it by that name, and only by that name.
    const page = (cookie: string) =>
      new NextRequest('http://localhost:3000/admin/admissions', { headers: { Cookie: cookie } });
    expect(secure.guardAdmin(page(`__Host-staff_session=${token}`)).headers.get('location')).toBeNull();
    expect(secure.guardAdmin(page(`staff_session=${token}`)).headers.get('location')).toMatch(
      /\/admin\/connexion$/,
    );
    expect(await secure.requestStaff(behindProxy('/admin/x', `__Host-staff_session=${token}`))).toMatchObject(
      {
        email: 'tls@universite.example',
      },
    );
    expect(await secure.requestStaff(behindProxy('/admin/x', `staff_session=${token}`))).toBeUndefined();

    // Logging out closes that session and deletes that cookie, with the attributes it was set with.
    const logout = await secure.logout(behindProxy('/admin/deconnexion', `__Host-staff_session=${token}`));
    const deleted = logout.headers.getSetCookie().find((c) => c.startsWith('__Host-staff_session=;'));
    expect(deleted?.split('; ')).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'Max-Age=0']));
    expect(
      await secure.requestStaff(behindProxy('/admin/x', `__Host-staff_session=${token}`)),
    ).toBeUndefined();
  });
});
