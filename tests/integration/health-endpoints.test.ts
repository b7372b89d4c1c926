import net from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { throwawayDatabase } from './support/postgres';
import { closeServerDatabase } from './support/server-database';

/**
 * The probes of load balancers and orchestrators: /api/health answers without the database,
 * /api/ready answers whether the database serves the site, within its 2 s bound, and a 503 tells
 * the reason and nothing else.
 */

/** Nothing listens there: the connection is refused at once. */
const closedPort = 'postgres://postgres@127.0.0.1:1/x';

/** Both routes loaded afresh against `databaseUrl`, else PGlite in memory (the env is read at import). */
async function loadRoutes(databaseUrl?: string) {
  await closeServerDatabase();
  vi.resetModules();
  delete process.env.DATABASE_URL;
  if (databaseUrl) {
    delete process.env.PGLITE_DATA_DIR;
    process.env.DATABASE_URL = databaseUrl;
  } else process.env.PGLITE_DATA_DIR = 'memory://';
  return {
    health: await import('@/app/api/health/route'),
    ready: await import('@/app/api/ready/route'),
  };
}

let logged: string[] = [];
const events = () => logged.map((line) => (JSON.parse(line) as { event: string }).event);

beforeAll(() => {
  const capture = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
});
afterEach(() => {
  logged = [];
});
afterAll(async () => {
  await closeServerDatabase();
  vi.restoreAllMocks();
  delete process.env.DATABASE_URL;
  delete process.env.PGLITE_DATA_DIR;
});

describe('GET /api/health', () => {
  it('answers 200 ok, never stored, without opening the database', async () => {
    const { health } = await loadRoutes(closedPort);
    const response = health.GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
    const head = health.HEAD();
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(globalThis.__database).toBeUndefined();
    expect(logged).toEqual([]);
  });
});

describe('GET /api/ready on a migrated database', () => {
  const database = throwawayDatabase('health_ready');
  const admin = () => new pg.Client({ connectionString: database.url });
  let ready: Awaited<ReturnType<typeof loadRoutes>>['ready'];

  beforeAll(async () => {
    await database.create();
    ({ ready } = await loadRoutes(database.url));
  });
  afterAll(async () => {
    await closeServerDatabase();
    await database.drop();
  });

  it('answers 200 ready, never stored, to GET and HEAD, and logs nothing', async () => {
    const response = await ready.GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready' });
    const head = await ready.HEAD();
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(logged).toEqual([]);
  });

  it('answers 503 migrations_pending once the newest migration is gone, logging only the changes', async () => {
    const client = admin();
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number; hash: string; created_at: string }>(
        'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING id, hash, created_at',
      );
      for (let probe = 0; probe < 3; probe++) {
        const response = await ready.GET();
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
      }
      expect((await ready.HEAD()).status).toBe(503);
      expect(events()).toEqual(['readiness_lost']);

      for (const row of rows) {
        await client.query(
          'INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)',
          [row.id, row.hash, row.created_at],
        );
      }
      expect((await ready.GET()).status).toBe(200);
      expect((await ready.GET()).status).toBe(200);
      expect(events()).toEqual(['readiness_lost', 'readiness_restored']);
    } finally {
      await client.end();
    }
  });

  it('answers 503 migrations_pending when the migrations were never recorded', async () => {
    const client = admin();
    await client.connect();
    try {
      await client.query('DROP SCHEMA drizzle CASCADE');
    } finally {
      await client.end();
    }
    const response = await ready.GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', reason: 'migrations_pending' });
  });
});

describe('GET /api/ready on PGlite', () => {
  it('answers 200 ready once the embedded database is migrated', async () => {
    const { ready } = await loadRoutes();
    // As the server does at start (instrumentation.ts): opening PGlite takes longer than a probe waits.
    await (await import('@/db')).getDatabase();
    const response = await ready.GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });
});

describe('GET /api/ready without a database', () => {
  /** A reason and nothing else: no error message, no host, no port. */
  async function expectUnreachable(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: 'unavailable', reason: 'database_unreachable' });
    expect(text).not.toContain('127.0.0.1');
  }

  it('answers 503 database_unreachable when the connection is refused', { timeout: 15_000 }, async () => {
    const { ready } = await loadRoutes(closedPort);
    await expectUnreachable(await ready.GET());
    expect((await ready.HEAD()).status).toBe(503);
    expect(events()).toEqual(['readiness_lost']);
  });

  it(
    'answers 503 database_unreachable within its bound when the database never answers',
    { timeout: 20_000 },
    async () => {
      // Accepts connections and never says a word, like a hung server.
      const sockets = new Set<net.Socket>();
      const hung = net.createServer((socket) => void sockets.add(socket));
      await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
      const { port } = hung.address() as net.AddressInfo;
      try {
        const { ready } = await loadRoutes(`postgres://postgres@127.0.0.1:${port}/x`);
        const started = Date.now();
        await expectUnreachable(await ready.GET());
        // Bounded (2 s, generous here for a loaded machine), not the driver's own minutes-long wait.
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        for (const socket of sockets) socket.destroy();
        hung.close();
      }
    },
  );
});
