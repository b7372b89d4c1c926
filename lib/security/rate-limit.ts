import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';

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

/**
 * Adds an attempt at `now`. Past MAX_ATTEMPT_GROUPS, the two closest neighbours merge under the
 * later one's time: merged attempts count as if made later, so they stay in the window longer and
 * the limit is never exceeded; only the wait can grow, by at most the gap they spanned.
 */
function record(attempts: Attempts, now: number): Attempts {
  const next: Attempts = [...attempts, [now, 1]];
  if (next.length <= MAX_ATTEMPT_GROUPS) return next;
  let closest = 1;
  for (let i = 2; i < next.length; i++)
    if (next[i]![0] - next[i - 1]![0] < next[closest]![0] - next[closest - 1]![0]) closest = i;
  const [earlier, later] = [next[closest - 1]!, next[closest]!];
  next.splice(closest - 1, 2, [later[0], earlier[1] + later[1]]);
  return next;
}

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
export async function sweepExpired(tx: Transaction, bucket: string, now: Date): Promise<void> {
  await tx.execute(sql`
    DELETE FROM ${rateLimits} WHERE (${rateLimits.bucket}, ${rateLimits.key}) IN (
      SELECT ${rateLimits.bucket}, ${rateLimits.key} FROM ${rateLimits}
      WHERE ${rateLimits.bucket} = ${bucket} AND ${rateLimits.expiresAt} < ${now}
      FOR UPDATE SKIP LOCKED)`);
}

/**
 * Counts one attempt against a sliding-window limit: at most `limit` attempts in any
 * `windowSeconds`, wherever they fall. (A window aligned on the clock lets a burst of twice the
 * limit through around each of its boundaries: CI once saw a sixth password guess accepted two
 * seconds after the fifth.)
 *
 * The key's row is locked from read to write, so concurrent requests and several server instances
 * count exactly. A refused attempt is not recorded: it did nothing, and a visitor who retries too
 * early is not made to wait longer. When a key's row is new, the bucket's expired rows are deleted,
 * which keeps the table as small as the set of recently active keys.
 *
 * Throws when the database is unreachable: callers treat that as the database being down.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule): Promise<RateLimitResult> {
  const now = (rule.now ?? new Date()).getTime();
  const windowMs = rule.windowSeconds * 1000;
  const key = rateLimitKey(rule.key);
  const mine = and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, key));

  // A counter need not survive a crash, so its commit does not wait for the disk: the row of a
  // busy key (one address sending fast) is locked until commit, and a synchronous commit would
  // queue every request of that key behind a disk flush.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
    const created = await tx
      .insert(rateLimits)
      .values({ bucket: rule.bucket, key, attempts: [], expiresAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ key: rateLimits.key });
    if (created.length > 0) await sweepExpired(tx, rule.bucket, new Date(now));
    const [row] = await tx
      .select({ attempts: rateLimits.attempts })
      .from(rateLimits)
      .where(mine)
      .for('update');
    const recent = (row?.attempts ?? []).filter(([at]) => now - at < windowMs);
    const held = recent.reduce((sum, [, count]) => sum + count, 0);
    const allowed = held < rule.limit;
    const kept = allowed ? record(recent, now) : recent;
    const newest = kept.at(-1)?.[0] ?? now;
    await tx
      .update(rateLimits)
      .set({ attempts: kept, expiresAt: new Date(newest + windowMs) })
      .where(mine);
    return {
      allowed,
      remaining: allowed ? rule.limit - held - 1 : 0,
      retryAfterSeconds: allowed ? 0 : waitForPlace(recent, held, rule, now),
    };
  });
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
