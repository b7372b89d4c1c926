import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { clearRateLimit, consumeRateLimit, rateLimitKey } from '@/lib/security/rate-limit';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const t0 = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

/** The behaviour both databases must show. */
function limiterContract(handle: () => DatabaseHandle) {
  it('allows `limit` attempts per window, then refuses with the seconds left', async () => {
    const { db } = handle();
    const rule = { bucket: 'contract', key: '203.0.113.7', limit: 3, windowSeconds: 600 };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(db, { ...rule, now: at(60) }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    // The window began at 10:00:00 and lasts 600 s; it is 10:01:00.
    expect(results[3]!.retryAfterSeconds).toBe(540);
    // Another key and another bucket have their own counters.
    expect((await consumeRateLimit(db, { ...rule, key: '203.0.113.8', now: at(60) })).allowed).toBe(true);
    expect((await consumeRateLimit(db, { ...rule, bucket: 'other', now: at(60) })).allowed).toBe(true);
    // The next window starts afresh, and the ended one is deleted.
    const next = await consumeRateLimit(db, { ...rule, now: at(600) });
    expect(next).toEqual({ allowed: true, count: 1, retryAfterSeconds: 600 });
    const rows = await db.select().from(rateLimits);
    expect(rows.filter((r) => r.bucket === 'contract')).toHaveLength(1);
    expect(rows.filter((r) => r.bucket === 'other')).toHaveLength(1);
  });

  it('stores keys hashed, and clears a key on request', async () => {
    const { db } = handle();
    const rule = { bucket: 'login', key: 'registrar@universite.example', limit: 2, windowSeconds: 900 };
    await consumeRateLimit(db, rule);
    await consumeRateLimit(db, rule);
    expect((await consumeRateLimit(db, rule)).allowed).toBe(false);
    const stored = await db.select().from(rateLimits);
    expect(stored.some((r) => r.key.includes('registrar'))).toBe(false);
    expect(stored.some((r) => r.key === rateLimitKey(rule.key))).toBe(true);
    await clearRateLimit(db, rule);
    expect(await consumeRateLimit(db, rule)).toMatchObject({ allowed: true, count: 1 });
  });
}

describe('rate limiter on PostgreSQL', () => {
  const database = `hard_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  let handle: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    handle = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: 'unused' });
    await handle.migrate();
    second = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: 'unused' });
  });

  afterAll(async () => {
    await handle?.close();
    await second?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.end();
  });

  limiterContract(() => handle);

  it('counts exactly under concurrency, across two server instances', async () => {
    const rule = { bucket: 'burst', key: '198.51.100.1', limit: 10, windowSeconds: 600 };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => consumeRateLimit((i % 2 ? second : handle).db, rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
  });
});

describe('rate limiter on embedded PGlite', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ pgliteDataDir: 'memory://' });
    await handle.migrate();
  });

  afterAll(() => handle?.close());

  limiterContract(() => handle);
});
