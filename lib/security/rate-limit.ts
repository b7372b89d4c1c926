import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';

export interface RateLimitRule {
  /** What is limited, e.g. 'admission', 'contact', 'admin-login'. */
  bucket: string;
  /** Who is limited: a client address, a login name… Stored hashed, never as given. */
  key: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
  /** The current time (tests); the server's clock otherwise. */
  now?: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the current window ends: the `Retry-After` of a refusal (at least 1). */
  retryAfterSeconds: number;
}

/** The stored form of a key: a raw address or login name never reaches the table. */
export function rateLimitKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 32);
}

function windowStartOf(now: Date, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one attempt against a fixed-window limit and says whether it is allowed. The counter lives
 * in the database and is incremented by one atomic upsert, so concurrent requests and several
 * server instances share it exactly. When an attempt opens a new window, the bucket's ended
 * windows are deleted, which keeps the table as small as the set of recently active keys.
 *
 * Throws when the database is unreachable: callers treat that as the database being down.
 */
export async function consumeRateLimit(db: Database, rule: RateLimitRule): Promise<RateLimitResult> {
  const now = rule.now ?? new Date();
  const windowStart = windowStartOf(now, rule.windowSeconds);
  // A counter need not survive a crash, so its commit does not wait for the disk: the row of a
  // busy key (one address sending fast) is locked from upsert to commit, and a synchronous commit
  // would queue every request of that key behind a disk flush.
  const count = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
    const [row] = await tx
      .insert(rateLimits)
      .values({ bucket: rule.bucket, key: rateLimitKey(rule.key), windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.bucket, rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    const counted = row?.count ?? 1;
    if (counted === 1) {
      await tx
        .delete(rateLimits)
        .where(and(eq(rateLimits.bucket, rule.bucket), lt(rateLimits.windowStart, windowStart)));
    }
    return counted;
  });
  const windowEnd = windowStart.getTime() + rule.windowSeconds * 1000;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
  };
}

/** Forgets a key's attempts in the current window (e.g. after a successful login). */
export async function clearRateLimit(
  db: Database,
  rule: Pick<RateLimitRule, 'bucket' | 'key'>,
): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.bucket, rule.bucket), eq(rateLimits.key, rateLimitKey(rule.key))));
}
