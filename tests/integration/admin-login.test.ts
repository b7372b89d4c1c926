import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { staffSessions } from '@/db/schema';
import { testServerUrl } from './support/postgres';

declare global {
  var __database: Promise<DatabaseHandle> | undefined;
}

const site = 'http://localhost:3000';
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
  return new Request(`${site}/admin/session`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Host: 'localhost:3000',
      Origin: site,
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': address ?? '203.0.113.1',
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
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
  return new Request(`${site}/admin/session`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Host: 'localhost:3000',
      Origin: site,
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': '203.0.113.2',
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function closeDatabase() {
  const pending = globalThis.__database;
  globalThis.__database = undefined;
  await pending?.then((h) => h.close()).catch(() => undefined);
}

/** The login route loaded afresh under a configuration (the env is read at import). */
async function loadLogin(env: Record<string, string>) {
  await closeDatabase();
  vi.resetModules();
  for (const key of ['DATABASE_URL', 'PGLITE_DATA_DIR']) delete process.env[key];
  Object.assign(process.env, env);
  const { POST } = await import('@/app/admin/session/route');
  const logout = await import('@/app/admin/logout/route');
  const { getDatabase } = await import('@/db');
  const { saveStaffUser } = await import('@/lib/admin/staff');
  const { requestStaff } = await import('@/lib/admin/auth');
  const { guardAdmin } = await import('@/lib/admin/guard');
  return { login: POST, logout: logout.POST, getDatabase, saveStaffUser, requestStaff, guardAdmin };
}

const database = `login_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const server = new pg.Client({ connectionString: testServerUrl });
const url = new URL(testServerUrl);
url.pathname = `/${database}`;
let api: Awaited<ReturnType<typeof loadLogin>>;
let handle: DatabaseHandle;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await server.connect();
  await server.query(`CREATE DATABASE ${database}`);
  api = await loadLogin({ DATABASE_URL: url.toString(), ...settings });
  handle = await api.getDatabase();
});

afterAll(async () => {
  await closeDatabase();
  vi.restoreAllMocks();
  for (const key of ['DATABASE_URL', ...Object.keys(settings)]) delete process.env[key];
  await server.query(`DROP DATABASE IF EXISTS ${database}`);
  await server.end();
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

describe('the staff cookies behind a proxy that terminates TLS and sends no X-Forwarded-Proto', () => {
  // What the server sees: plain http to the address it listens on, the public host in Host.
  const behindProxy = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Host: 'universite.example',
        Origin: 'https://universite.example',
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': '203.0.113.50',
        ...(cookie ? { Cookie: cookie } : {}),
        ...headers,
      },
      body: new URLSearchParams({ email: 'tls@universite.example', password }).toString(),
    });
  const nodeEnv = process.env.NODE_ENV;
  let secure: Awaited<ReturnType<typeof loadLogin>>;

  beforeAll(async () => {
    secure = await loadLogin({
      DATABASE_URL: url.toString(),
      ...settings,
      NODE_ENV: 'production',
      SITE_URL: 'https://universite.example',
    });
    await secure.saveStaffUser((await secure.getDatabase()).db, 'tls@universite.example', password);
  });

  afterAll(async () => {
    Object.assign(process.env, { NODE_ENV: nodeEnv });
    delete process.env.SITE_URL;
    api = await loadLogin({ DATABASE_URL: url.toString(), ...settings });
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
      /\/admin\/login$/,
    );
    expect(await secure.requestStaff(behindProxy('/admin/x', `__Host-staff_session=${token}`))).toMatchObject(
      {
        email: 'tls@universite.example',
      },
    );
    expect(await secure.requestStaff(behindProxy('/admin/x', `staff_session=${token}`))).toBeUndefined();

    // Logging out closes that session and deletes that cookie, with the attributes it was set with.
    const logout = await secure.logout(behindProxy('/admin/logout', `__Host-staff_session=${token}`));
    const deleted = logout.headers.getSetCookie().find((c) => c.startsWith('__Host-staff_session=;'));
    expect(deleted?.split('; ')).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'Max-Age=0']));
    expect(
      await secure.requestStaff(behindProxy('/admin/x', `__Host-staff_session=${token}`)),
    ).toBeUndefined();
  });
});
