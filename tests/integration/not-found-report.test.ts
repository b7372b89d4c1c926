import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sitePost } from './support/form-fixtures';
import { throwawayDatabase } from './support/postgres';
import { closeServerDatabase } from './support/server-database';

/**
 * The 404 page's reporter (POST /api/not-found) is judged like a form post: JSON only, from the
 * site's own pages, 2 KB at most, a limited number per client address; and what it writes to the
 * log is short and printable whatever was sent.
 */

/** A report as the 404 page sends it, from `address` (behind one trusted proxy). */
function report(body: unknown, headers: Record<string, string> = {}, address = '203.0.113.40'): Request {
  return sitePost('/api/not-found', body, { 'X-Forwarded-For': address, ...headers });
}

const settings = { TRUST_PROXY: '1', NOT_FOUND_RATE_LIMIT: '3', FORM_RATE_LIMIT_WINDOW_SECONDS: '600' };

describe('the not-found reporter', () => {
  const database = throwawayDatabase('edge_nf');
  let post: (request: Request) => Promise<Response>;
  let logged: string[] = [];
  const reports = () =>
    logged
      .map((line) => JSON.parse(line) as { event: string; path?: string; referrer?: string })
      .filter((event) => event.event === 'page_not_found');

  beforeAll(async () => {
    await database.create();
    vi.resetModules();
    delete process.env.PGLITE_DATA_DIR;
    Object.assign(process.env, { DATABASE_URL: database.url, ...settings });
    post = (await import('@/app/api/not-found/route')).POST;
    const capture = (line: unknown) => void logged.push(String(line));
    vi.spyOn(console, 'log').mockImplementation(capture);
    vi.spyOn(console, 'error').mockImplementation(capture);
  });

  beforeEach(() => {
    logged = [];
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await closeServerDatabase();
    await database.drop();
    for (const key of ['DATABASE_URL', ...Object.keys(settings)]) delete process.env[key];
  });

  it('answers 415 to anything but JSON, as the form endpoints do', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '']) {
      const response = await post(report({ path: '/x' }, { 'Content-Type': type }, '203.0.113.41'));
      expect(response.status, type).toBe(415);
    }
    expect(reports()).toEqual([]);
  });

  it('answers 403 to a report sent from another site', async () => {
    const crossSite = await post(
      report(
        { path: '/x' },
        { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
        '203.0.113.42',
      ),
    );
    expect(crossSite.status).toBe(403);
    const originOnly = await post(
      report({ path: '/x' }, { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' }, '203.0.113.42'),
    );
    expect(originOnly.status).toBe(403);
    expect(reports()).toEqual([]);
  });

  it('answers 413 past 2 KB and 400 to what is not a report', async () => {
    const address = '203.0.113.43';
    expect((await post(report({ path: `/${'a'.repeat(3000)}` }, {}, address))).status).toBe(413);
    expect((await post(report('not json', {}, address))).status).toBe(400);
    expect((await post(report({ path: 'no-slash' }, {}, address))).status).toBe(400);
    expect(reports()).toEqual([]);
  });

  it('logs at most 200 characters of the path, without control or format characters', async () => {
    const path = `/a\u0000b\r\n{"event":"forged"}\u202e\u2028${'x'.repeat(1500)}`;
    const response = await post(report({ path, referrer: 'https://elsewhere.example/\u0007page?q=secret' }));
    expect(response.status).toBe(204);
    const [event] = reports();
    const kept = '/ab{"event":"forged"}';
    expect(event?.path).toBe(kept + 'x'.repeat(200 - kept.length));
    expect(event?.referrer).toBe('https://elsewhere.example/%07page');
  });

  it('answers 429 past NOT_FOUND_RATE_LIMIT reports per address, and logs none of them', async () => {
    const address = '203.0.113.44';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post(report({ path: `/missed-${i}` }, {}, address))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const refused = await post(report({ path: '/missed' }, {}, address));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(reports().map((event) => event.path)).toEqual(['/missed-0', '/missed-1', '/missed-2']);
    // Another visitor is not held back.
    expect((await post(report({ path: '/missed' }, {}, '203.0.113.45'))).status).toBe(204);
  });
});

describe('the not-found reporter without a database', () => {
  it('drops the report, logging nothing: without its counts the log would be open to a flood', async () => {
    const lines: string[] = [];
    const capture = (line: unknown) => void lines.push(String(line));
    const spies = [vi.spyOn(console, 'log'), vi.spyOn(console, 'error')].map((spy) =>
      spy.mockImplementation(capture),
    );
    vi.resetModules();
    globalThis.__database = undefined;
    // Nothing listens on port 1: every connection is refused at once.
    Object.assign(process.env, { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', ...settings });
    try {
      const { POST } = await import('@/app/api/not-found/route');
      const response = await POST(report({ path: '/missed' }, {}, '203.0.113.46'));
      expect(response.status).toBe(204);
      expect(lines.filter((line) => line.includes('page_not_found'))).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
      globalThis.__database = undefined;
      for (const key of ['DATABASE_URL', ...Object.keys(settings)]) delete process.env[key];
    }
  });
});
