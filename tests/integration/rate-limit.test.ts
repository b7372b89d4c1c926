import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrationsFolder, openDatabase, type Database, type DatabaseHandle } from '@/db/client';
import { rateLimits } from '@/db/schema';
import {
  clearRateLimit,
  consumeRateLimit,
  consumeRateLimits,
  MAX_ATTEMPT_GROUPS,
  rateLimitKey,
} from '@/lib/security/rate-limit';
import { throwawayDatabase } from './support/postgres';

const t0 = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

/** The behaviour both databases must show. */
function limiterContract(handle: () => DatabaseHandle) {
  it('allows `limit` attempts in any window, then refuses until the oldest one leaves it', async () => {
    const { db } = handle();
    const rule = { bucket: 'contract', key: '203.0.113.7', limit: 3, windowSeconds: 600 };
    const results = [];
    for (const seconds of [60, 61, 62, 63])
      results.push(await consumeRateLimit(db, { ...rule, now: at(seconds) }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    // The first attempt (10:01:00) leaves the window at 10:11:00; it is 10:01:03.
    expect(results[3]!.retryAfterSeconds).toBe(597);
    // Another key and another bucket have their own counts.
    expect((await consumeRateLimit(db, { ...rule, key: '203.0.113.8', now: at(63) })).allowed).toBe(true);
    expect((await consumeRateLimit(db, { ...rule, bucket: 'other', now: at(63) })).allowed).toBe(true);
    // The window slides: no boundary of the clock lets a second burst through. At 10:10:00 the
    // three attempts are still inside it, although a 10-minute window aligned on the clock would
    // have begun afresh.
    expect(await consumeRateLimit(db, { ...rule, now: at(600) })).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 60,
    });
    // One place frees as each attempt leaves; the refused attempts were not counted.
    expect((await consumeRateLimit(db, { ...rule, now: at(660) })).allowed).toBe(true);
    expect((await consumeRateLimit(db, { ...rule, now: at(660) })).allowed).toBe(false);
    expect(await consumeRateLimit(db, { ...rule, now: at(661) })).toEqual({
      allowed: true,
      remaining: 0,
      retryAfterSeconds: 0,
    });
    // One row per key, holding only the attempts inside the window.
    const rows = await db.select().from(rateLimits);
    const contract = rows.filter((r) => r.bucket === 'contract' && r.key === rateLimitKey(rule.key));
    expect(contract.map((r) => r.attempts)).toEqual([
      [at(62), at(660), at(661)].map((d) => [d.getTime(), 1]),
    ]);
  });

  it('above 100 attempts in a window, keeps a bounded row and still never allows more than the limit', async () => {
    const { db } = handle();
    const rule = { bucket: 'lifted', key: '127.0.0.1', limit: 150, windowSeconds: 600 };
    const results = [];
    for (let i = 0; i < 160; i++) results.push(await consumeRateLimit(db, { ...rule, now: at(i) }));
    expect(results.filter((r) => r.allowed)).toHaveLength(150);
    expect(results.slice(150).every((r) => !r.allowed)).toBe(true);
    const [row] = (await db.select().from(rateLimits)).filter((r) => r.bucket === 'lifted');
    expect(row!.attempts.length).toBeLessThanOrEqual(MAX_ATTEMPT_GROUPS);
    expect(row!.attempts.reduce((sum, [, count]) => sum + count, 0)).toBe(150);
    // Merged attempts count as made later, never earlier: the wait is at least the exact one
    // (the first attempt, at 10:00:00, leaves the window at 10:10:00; it is 10:02:39).
    expect(results.at(-1)!.retryAfterSeconds).toBeGreaterThanOrEqual(600 - 159);
    expect(results.at(-1)!.retryAfterSeconds).toBeLessThanOrEqual(600);
    // As the window slides on, three attempts a second: no span of 600 s ever holds more than 150.
    const allowedAt = results.flatMap((r, i) => (r.allowed ? [i] : []));
    for (let second = 600; second < 800; second++)
      for (let i = 0; i < 3; i++)
        if ((await consumeRateLimit(db, { ...rule, now: at(second) })).allowed) allowedAt.push(second);
    const busiest = Math.max(
      ...allowedAt.map((end) => allowedAt.filter((t) => t > end - 600 && t <= end).length),
    );
    expect(busiest).toBe(150);
    expect(allowedAt.length).toBeGreaterThan(150);
  });

  it('deletes the rows of keys whose attempts have all left the window', async () => {
    const { db } = handle();
    const rule = { bucket: 'sweep', limit: 2, windowSeconds: 60 };
    await consumeRateLimit(db, { ...rule, key: 'a', now: at(0) });
    await consumeRateLimit(db, { ...rule, key: 'b', now: at(30) });
    // At 10:01:10, a's attempt has left the window, b's has not; a new key sweeps the bucket.
    await consumeRateLimit(db, { ...rule, key: 'c', now: at(70) });
    const keys = (await db.select().from(rateLimits)).filter((r) => r.bucket === 'sweep').map((r) => r.key);
    expect(keys.sort()).toEqual([rateLimitKey('b'), rateLimitKey('c')].sort());
  });

  it('sweeps a bucket when a new key arrives, at most once a minute', async () => {
    const { db } = handle();
    const rule = { bucket: 'sweep-rarely', limit: 2, windowSeconds: 60 };
    const keys = async () =>
      (await db.select().from(rateLimits))
        .filter((r) => r.bucket === rule.bucket)
        .map((r) => r.key)
        .sort();
    await consumeRateLimit(db, { ...rule, key: 'a', now: at(0) });
    await consumeRateLimit(db, { ...rule, key: 'b', now: at(30) });
    // a's attempt left the window at 10:01:00; the last sweep (10:00:00) is a minute old.
    await consumeRateLimit(db, { ...rule, key: 'c', now: at(61) });
    // b's left it at 10:01:30, but the last sweep was 39 s ago: b's row stays for the next one.
    await consumeRateLimit(db, { ...rule, key: 'd', now: at(100) });
    expect(await keys()).toEqual(['b', 'c', 'd'].map(rateLimitKey).sort());
    await consumeRateLimit(db, { ...rule, key: 'e', now: at(125) });
    expect(await keys()).toEqual(['d', 'e'].map(rateLimitKey).sort());
  });

  it('counts several limits in turn, each only if the ones before it allowed the attempt', async () => {
    const { db } = handle();
    const window = { limit: 2, windowSeconds: 600 };
    const own = (key: string) => ({ ...window, bucket: 'chain', key });
    const everyone = { bucket: 'chain-all', key: 'all', limit: 3, windowSeconds: 600 };
    const count = (key: string, seconds: number) =>
      consumeRateLimits(db, [
        { ...own(key), now: at(seconds) },
        { ...everyone, now: at(seconds) },
      ]);
    expect(await count('a', 0)).toEqual([
      { allowed: true, remaining: 1, retryAfterSeconds: 0 },
      { allowed: true, remaining: 2, retryAfterSeconds: 0 },
    ]);
    expect((await count('a', 1)).map((r) => r.remaining)).toEqual([0, 1]);
    // Refused by its own limit: the limit of everyone is not counted, nor reported.
    expect(await count('a', 2)).toEqual([{ allowed: false, remaining: 0, retryAfterSeconds: 598 }]);
    expect((await count('b', 3)).map((r) => r.remaining)).toEqual([1, 0]);
    // Everyone's limit refuses with its own wait (its first attempt leaves the window at 600 s);
    // the first limit, which allowed, has counted the attempt.
    expect(await count('c', 4)).toEqual([
      { allowed: true, remaining: 1, retryAfterSeconds: 0 },
      { allowed: false, remaining: 0, retryAfterSeconds: 596 },
    ]);
    const rows = (await db.select().from(rateLimits)).filter((r) => r.bucket.startsWith('chain'));
    const held = (bucket: string, key: string) =>
      rows.find((r) => r.bucket === bucket && r.key === rateLimitKey(key))!.attempts.length;
    expect([held('chain', 'a'), held('chain', 'b'), held('chain', 'c'), held('chain-all', 'all')]).toEqual([
      2, 1, 1, 3,
    ]);
  });

  it('refuses to count two rules of the same key together', async () => {
    const { db } = handle();
    const rule = { bucket: 'twice', key: 'k', limit: 2, windowSeconds: 60 };
    await expect(consumeRateLimits(db, [rule, { ...rule, limit: 5 }])).rejects.toThrow(/distinct keys/);
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
    expect(await consumeRateLimit(db, rule)).toMatchObject({ allowed: true, remaining: 1 });
  });
}

describe('rate limiter on PostgreSQL', () => {
  const database = throwawayDatabase('hard');
  let handle: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    await database.create();
    handle = await openDatabase({ databaseUrl: database.url, pgliteDataDir: 'unused' });
    await handle.migrate();
    second = await openDatabase({ databaseUrl: database.url, pgliteDataDir: 'unused' });
  });

  afterAll(async () => {
    await handle?.close();
    await second?.close();
    await database.drop();
  });

  limiterContract(() => handle);

  it('counts exactly under concurrency, across two server instances', async () => {
    const rule = { bucket: 'burst', key: '198.51.100.1', limit: 10, windowSeconds: 600 };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => consumeRateLimit((i % 2 ? second : handle).db, rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    // Each allowed attempt saw the ones before it: no two took the same place.
    expect(
      results
        .filter((r) => r.allowed)
        .map((r) => r.remaining)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 10 }, (_, i) => i));
  });
  it('counts two limits in turn exactly under concurrency, across two server instances', async () => {
    // Three addresses, five posts allowed each; eight allowed of all addresses together.
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        consumeRateLimits((i % 2 ? second : handle).db, [
          { bucket: 'burst-own', key: `198.51.100.${i % 3}`, limit: 5, windowSeconds: 600 },
          { bucket: 'burst-all', key: 'all', limit: 8, windowSeconds: 600 },
        ]),
      ),
    );
    const [own, everyone] = [0, 1].map((i) => results.flatMap((r) => (r[i] ? [r[i]] : [])));
    expect(own!.filter((r) => r.allowed)).toHaveLength(15);
    // Only the 15 posts their address allowed reached the limit of all addresses.
    expect(everyone).toHaveLength(15);
    expect(
      everyone!
        .filter((r) => r.allowed)
        .map((r) => r.remaining)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 8 }, (_, i) => i));
  });

  it('sends one statement for both limits when they allow', async () => {
    const rules = [
      { bucket: 'one-statement', key: '198.51.100.9', limit: 5, windowSeconds: 600 },
      { bucket: 'one-statement-all', key: 'all', limit: 5, windowSeconds: 600 },
    ] as const;
    // The first call creates the rows, and a new key may sweep its bucket.
    await consumeRateLimits(handle.db, rules);
    const queries = vi.spyOn(pg.Pool.prototype, 'query');
    try {
      const results = await consumeRateLimits(handle.db, rules);
      expect(results.map((r) => r.remaining)).toEqual([3, 3]);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });

  it("does not wait for the disk at its commit, and leaves the connection's setting as it was", async () => {
    // One connection, so that what the statement leaves behind is what the next query sees.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const db = drizzle(client) as unknown as Database;
      const setting = async () =>
        (await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0]!
          .synchronous_commit;
      const rule = { bucket: 'unflushed', key: '198.51.100.20', limit: 5, windowSeconds: 600 };
      expect(await setting()).toBe('on');
      // In a transaction of the caller's, the setting holds until that transaction's commit.
      await client.query('BEGIN');
      expect((await consumeRateLimit(db, rule)).allowed).toBe(true);
      expect(await setting()).toBe('off');
      await client.query('COMMIT');
      expect(await setting()).toBe('on');
      // On its own, the statement's own transaction takes it with it.
      expect((await consumeRateLimit(db, rule)).allowed).toBe(true);
      expect(await setting()).toBe('on');
    } finally {
      await client.end();
    }
  });
});

describe('a deployed database holding the first (clock-aligned) counters', () => {
  const database = throwawayDatabase('hard');
  const url = new URL(database.url);
  const older = mkdtempSync(path.join(tmpdir(), 'migrations-'));

  beforeAll(() => database.create());

  afterAll(async () => {
    rmSync(older, { recursive: true, force: true });
    await database.drop();
  });

  it('upgrades in place, busy counters and all, and the limiter works on it', async () => {
    // The migrations as deployed before the sliding window: up to 0002.
    cpSync(migrationsFolder, older, { recursive: true });
    const journalPath = path.join(older, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((entry) => entry.tag === '0002_staff_area');
    expect(upTo).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, upTo + 1);
    writeFileSync(journalPath, JSON.stringify(journal));
    const pool = new pg.Pool({ connectionString: url.toString() });
    try {
      await migrate(drizzle(pool), { migrationsFolder: older });
      // Two windows of one key: their rows could not all become one row per key.
      await pool.query(`INSERT INTO rate_limits (bucket, key, window_start, count)
        VALUES ('contact', 'k', now() - interval '10 minutes', 3), ('contact', 'k', now(), 2)`);
    } finally {
      await pool.end();
    }
    const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: 'unused' });
    try {
      await handle.migrate();
      const rule = { bucket: 'contact', key: 'k', limit: 1, windowSeconds: 60 };
      expect((await consumeRateLimit(handle.db, rule)).allowed).toBe(true);
      expect((await consumeRateLimit(handle.db, rule)).allowed).toBe(false);
    } finally {
      await handle.close();
    }
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
