import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { metrics } from '@/lib/core/metrics';

export interface RateLimitRule {
  /** What is limited, e.g. 'admission', 'contact', 'contact-all'. */
  bucket: string;
  /** Who is limited: a client address, a login name… Stored hashed, never as given. */
  key: string;
  /** Attempts allowed in any `windowSeconds`. */
  limit: number;
  windowSeconds: number;
  /** The current time (tests); the server's clock otherwise. */
  now?: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts still allowed in the window after this one (0 when refused). */
  remaining: number;
  /** Refused: seconds until an attempt is allowed again (the `Retry-After`, at least 1). 0 when allowed. */
  retryAfterSeconds: number;
}

/** The stored form of a key: a raw address or login name never reaches the table. */
export function rateLimitKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

/** Attempt groups kept per key: the limiter is exact up to this many attempts in a window. */
export const MAX_ATTEMPT_GROUPS = 100;

type Attempts = [at: number, count: number][];

/** Seconds until the oldest of the `held` attempts leave the window and free a place (at least 1). */
function waitForPlace(attempts: Attempts, held: number, rule: RateLimitRule, now: number): number {
  for (const [at, count] of attempts) {
    held -= count;
    if (held < rule.limit) return Math.max(1, Math.ceil((at + rule.windowSeconds * 1000 - now) / 1000));
  }
  return 1;
}

/** The transaction handle Drizzle passes to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Deletes a bucket's rows that expired before `now`, which keeps the table as small as the set of
 * recently active keys. SKIP LOCKED: rows another request is using are left for a later sweep,
 * never waited on.
 */
export async function sweepExpired(tx: Transaction | Database, bucket: string, now: Date): Promise<void> {
  await tx.execute(sql`
    DELETE FROM ${rateLimits} WHERE (${rateLimits.bucket}, ${rateLimits.key}) IN (
      SELECT ${rateLimits.bucket}, ${rateLimits.key} FROM ${rateLimits}
      WHERE ${rateLimits.bucket} = ${bucket} AND ${rateLimits.expiresAt} < ${now}
      FOR UPDATE SKIP LOCKED)`);
}

/**
 * A bucket is swept when a new key arrives, at most once a minute per database handle: a sweep per
 * new key would cost a statement for every new visitor, and a minute's expired rows are few.
 */
const SWEEP_INTERVAL_MS = 60_000;
const lastSweeps = new WeakMap<Database, Map<string, number>>();

function sweepDue(db: Database, bucket: string, now: number): boolean {
  let buckets = lastSweeps.get(db);
  if (!buckets) lastSweeps.set(db, (buckets = new Map()));
  const last = buckets.get(bucket);
  if (last !== undefined && Math.abs(now - last) < SWEEP_INTERVAL_MS) return false;
  buckets.set(bucket, now);
  return true;
}

/** The earliest time (ms) an attempt counted at `now` still shares the window with. */
const windowStart = (rule: RateLimitRule, now: number) => now - rule.windowSeconds * 1000;

/** The sum of the attempt groups of `attempts` (a jsonb column or expression) made after `since`. */
const heldSince = (attempts: SQL, since: number) => sql`(
  SELECT coalesce(sum((e->>1)::int), 0) FROM jsonb_array_elements(${attempts}) AS e
  WHERE (e->>0)::bigint > ${since}::bigint)`;

/**
 * Counts one attempt against a sliding-window limit: at most `limit` attempts in any
 * `windowSeconds`, wherever they fall. (A window aligned on the clock lets a burst of twice the
 * limit through around each of its boundaries: CI once saw a sixth password guess accepted two
 * seconds after the fifth.) See consumeRateLimits for how it is counted.
 *
 * Throws when the database is unreachable: callers treat that as the database being down.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule): Promise<RateLimitResult> {
  const [result] = await consumeRateLimits(db, [rule]);
  return result;
}

/**
 * The upsert counting one attempt against `rule`, for the rows `source` yields (one row: the
 * attempt is counted; none: it is not). It writes only when the attempt is allowed, and then
 * returns whether it created the key's row and the attempts the row now holds in the window.
 *
 * PostgreSQL locks the key's row and computes its new attempts from the row as the last writer left
 * it, so concurrent requests and several server instances count exactly, and the lock is held only
 * while the statement runs, never across round trips. The attempts inside the window are kept, as
 * groups `[time, count]`; past MAX_ATTEMPT_GROUPS the two closest neighbours merge under the later
 * one's time: merged attempts count as if made later, so they stay in the window longer and the
 * limit is never exceeded; only the wait can grow, by at most the gap they spanned. A refused
 * attempt is not recorded (the row is left as it was): it did nothing, and a visitor who retries
 * too early is not made to wait longer.
 */
function countAttempt(rule: RateLimitRule, now: number, source: SQL): SQL {
  const since = windowStart(rule, now);
  const expiresAt = new Date(now + rule.windowSeconds * 1000).toISOString();
  // The key's row as the statement reads it: as stored before, or in RETURNING as written.
  const row = sql.raw('held_row.attempts');
  return sql`
    INSERT INTO ${rateLimits} AS held_row (bucket, key, attempts, expires_at)
    SELECT ${rule.bucket}, ${rateLimitKey(rule.key)},
      jsonb_build_array(jsonb_build_array(${now}::bigint, 1)), ${expiresAt}::timestamptz
    FROM ${source}
    ON CONFLICT (bucket, key) DO UPDATE SET
      attempts = (
        WITH recent AS (
          SELECT (e->>0)::bigint AS t, (e->>1)::int AS c, ord
          FROM jsonb_array_elements(held_row.attempts) WITH ORDINALITY AS a(e, ord)
          WHERE (e->>0)::bigint > ${since}::bigint
          UNION ALL SELECT ${now}::bigint, 1, 2147483647
        ), numbered AS (
          SELECT t, c, row_number() OVER (ORDER BY ord) AS i,
            t - lag(t) OVER (ORDER BY ord) AS gap, lag(c) OVER (ORDER BY ord) AS c_before
          FROM recent
        ), merged AS (
          SELECT i FROM numbered
          WHERE gap IS NOT NULL AND (SELECT count(*) FROM numbered) > ${MAX_ATTEMPT_GROUPS}
          ORDER BY gap, i LIMIT 1
        )
        SELECT jsonb_agg(jsonb_build_array(
            t, CASE WHEN i = (SELECT i FROM merged) THEN c + c_before ELSE c END) ORDER BY i)
        FROM numbered WHERE i <> coalesce((SELECT i FROM merged), 0) - 1),
      expires_at = excluded.expires_at
    WHERE ${heldSince(row, since)} < ${rule.limit}
    RETURNING (xmax = 0) AS created, ${heldSince(row, since)} AS held`;
}

/** The wait a refused attempt is given, read from its key's row: until a place frees. */
async function refusal(db: Database, rule: RateLimitRule, now: number): Promise<RateLimitResult> {
  metrics().rateLimitRefusals.inc({ limit: rule.bucket });
  const { retryAfterSeconds } = await peekRateLimit(db, { ...rule, now: new Date(now) });
  return { allowed: false, remaining: 0, retryAfterSeconds: retryAfterSeconds || 1 };
}

/**
 * Whether one more attempt would be allowed under `rule` now, counting nothing: for limits that
 * count only failures, recorded once the attempt has failed (recordAttempts).
 */
export async function peekRateLimit(db: Database, rule: RateLimitRule): Promise<RateLimitResult> {
  const now = (rule.now ?? new Date()).getTime();
  const since = windowStart(rule, now);
  const [refused] = await db
    .select({ attempts: rateLimits.attempts })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, rateLimitKey(rule.key))));
  const recent = (refused?.attempts ?? []).filter(([at]) => at > since);
  const held = recent.reduce((sum, [, count]) => sum + count, 0);
  if (held < rule.limit) return { allowed: true, remaining: rule.limit - held, retryAfterSeconds: 0 };
  return { allowed: false, remaining: 0, retryAfterSeconds: waitForPlace(recent, held, rule, now) };
}

/** Records one attempt under each rule whatever its limit (a failure, counted after the fact). */
export async function recordAttempts(
  db: Database,
  rules: readonly [RateLimitRule, ...RateLimitRule[]],
): Promise<void> {
  // Above any limit: the attempt is recorded, never refused (the merge keeps the row small).
  const unlimited = rules.map((rule) => ({ ...rule, limit: 1_000_000 })) as [
    RateLimitRule,
    ...RateLimitRule[],
  ];
  await consumeRateLimits(db, unlimited);
}

/**
 * Counts one attempt against several limits in turn, in one statement: each rule is counted only
 * if every rule before it allowed the attempt (a post refused by its address's limit does not use
 * up a place in the limit of all addresses). Resolves with the results of the rules counted: all
 * of them, or those up to the first that refused.
 *
 * One upsert per rule (countAttempt), chained as data-modifying CTEs: each takes its one row from
 * the previous one's RETURNING, which holds a row only when that rule allowed and wrote. The rules
 * need distinct keys: one statement cannot change a row twice. A refused attempt's wait is then
 * read from its row (a second statement, on refusals only). A new key's arrival sweeps its bucket's
 * expired rows now and then (sweepDue).
 *
 * `durable`: counted inside the caller's transaction (`db` is then that transaction), committed or
 * rolled back with what it stores, never before it.
 *
 * Throws when the database is unreachable: callers treat that as the database being down.
 */
export async function consumeRateLimits(
  db: Database,
  rules: readonly [RateLimitRule, ...RateLimitRule[]],
  { durable = false }: { durable?: boolean } = {},
): Promise<[RateLimitResult, ...RateLimitResult[]]> {
  const keys = new Set(rules.map((rule) => `${rule.bucket}\n${rule.key}`));
  if (keys.size !== rules.length) throw new Error('Rate-limit rules counted together need distinct keys');
  const times = rules.map((rule) => (rule.now ?? new Date()).getTime());
  const step = (i: number) => sql.raw(`counted_${i}`);

  // A counter need not survive a crash, so its commit does not wait for the disk
  // (`synchronous_commit` off for this statement's own transaction): the row of a busy key is
  // locked until the commit, and a flush per attempt would queue that key's requests behind the disk.
  // Counted inside a transaction that stores what it counts (`durable`), the count commits with it.
  const unflushed = durable
    ? sql`(SELECT 1) AS unflushed`
    : sql`(SELECT set_config('synchronous_commit', 'off', true)) AS unflushed`;
  const steps = rules.map(
    (rule, i) => sql`${step(i)} AS (${countAttempt(rule, times[i]!, i === 0 ? unflushed : step(i - 1))})`,
  );
  const written = sql.join(
    rules.map((_, i) => sql`SELECT ${i}::int AS rule, created, held FROM ${step(i)}`),
    sql` UNION ALL `,
  );
  const result = await db.execute(sql`WITH ${sql.join(steps, sql`, `)} ${written}`);
  const rows = (result as unknown as { rows: { rule: number; created: boolean; held: unknown }[] }).rows;

  const results: RateLimitResult[] = [];
  for (const [i, rule] of rules.entries()) {
    const now = times[i]!;
    const row = rows.find((r) => Number(r.rule) === i);
    if (!row) {
      results.push(await refusal(db, rule, now));
      break;
    }
    if (row.created && sweepDue(db, rule.bucket, now)) await sweepExpired(db, rule.bucket, new Date(now));
    results.push({ allowed: true, remaining: rule.limit - Number(row.held), retryAfterSeconds: 0 });
  }
  return results as [RateLimitResult, ...RateLimitResult[]];
}

/** Forgets a key's attempts (e.g. after a successful login). */
export async function clearRateLimit(
  db: Database,
  rule: Pick<RateLimitRule, 'bucket' | 'key'>,
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, rateLimitKey(rule.key))));
}
