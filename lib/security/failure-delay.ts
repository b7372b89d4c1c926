import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { rateLimitKey, sweepExpired, type Transaction } from './rate-limit';

/**
 * How long a key waits after failing. A lock after N failures lets anyone who knows a name lock
 * its owner out, for as long as they keep failing; a delay that grows with each failure slows a
 * guesser just as well, and never stops anyone for longer than `maxDelaySeconds`.
 */
export interface DelaySchedule {
  /** Failures allowed back to back before the key has to wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /**
   * A key with no attempt for this long starts afresh. Longer than `maxDelaySeconds`, so that a
   * guesser trying at the longest delay is never forgiven.
   */
  forgetAfterSeconds: number;
}

export interface DelayedKey {
  /** What is delayed, e.g. 'admin-login-account'. */
  bucket: string;
  /** Who is delayed: stored hashed, never as given. */
  key: string;
  schedule: DelaySchedule;
}

export type AttemptStart = { allowed: true } | { allowed: false; waitSeconds: number };

/** Seconds a key must leave between its latest attempt and the next, after `failures` failures. */
export function delayAfter(failures: number, schedule: DelaySchedule): number {
  const past = failures - schedule.freeFailures;
  if (past < 0) return 0;
  return Math.min(schedule.maxDelaySeconds, schedule.firstDelaySeconds * 2 ** Math.min(past, 30));
}

const rowOf = (bucket: string, stored: string) =>
  and(eq(rateLimits.bucket, bucket), eq(rateLimits.key, stored));

/** A key's failures and the time of its latest attempt, its row locked until the transaction ends. */
async function lockedState(
  tx: Transaction,
  bucket: string,
  stored: string,
  schedule: DelaySchedule,
  now: number,
) {
  const created = await tx
    .insert(rateLimits)
    .values({ bucket, key: stored, attempts: [], expiresAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ key: rateLimits.key });
  if (created.length > 0) await sweepExpired(tx, bucket, new Date(now));
  const [row] = await tx
    .select({ attempts: rateLimits.attempts })
    .from(rateLimits)
    .where(rowOf(bucket, stored))
    .for('update');
  const [latest = 0, failures = 0] = row?.attempts[0] ?? [];
  return now - latest >= schedule.forgetAfterSeconds * 1000
    ? { latest: 0, failures: 0 }
    : { latest, failures };
}

/**
 * Starts an attempt held by several keys at once (a client address and an account, say), or
 * refuses it while any of them is inside its delay: then nothing is recorded, and the answer is the
 * longest wait left. An attempt that starts counts at once as a failure of each key, so that
 * attempts running at the same time see one another; `forgiveAttempt` takes it back from a key
 * when the attempt succeeds.
 *
 * Each key is one row of the limiter's table (`rate_limits`), its `attempts` one group: [time of
 * the latest attempt, failures since the key was last forgotten]. The rows are locked from read to
 * write, in one order, so that concurrent attempts and several server instances count exactly and
 * never wait on one another in a circle.
 *
 * Throws when the database is unreachable: callers treat that as the database being down.
 */
export async function startAttempt(
  db: Database,
  keys: readonly DelayedKey[],
  now = new Date(),
): Promise<AttemptStart> {
  const at = now.getTime();
  const ordered = keys
    .map((key) => ({ ...key, stored: rateLimitKey(key.key) }))
    .sort((a, b) => (a.bucket + a.stored < b.bucket + b.stored ? -1 : 1));
  return db.transaction(async (tx) => {
    // As in the limiter: a count lost in a crash is harmless, a busy key must not queue on the disk.
    await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
    const states = [];
    for (const key of ordered) {
      states.push({ key, ...(await lockedState(tx, key.bucket, key.stored, key.schedule, at)) });
    }
    // An attempt whose clock was read just before a concurrent one's but that took the lock after
    // it sees a `latest` later than its own time: within the free failures that is no reason to wait
    // (two officers behind one address signing in at the same moment).
    const waitSeconds = Math.max(
      0,
      ...states.map(({ key, latest, failures }) => {
        const delay = delayAfter(failures, key.schedule);
        return delay === 0 ? 0 : Math.ceil((latest + delay * 1000 - at) / 1000);
      }),
    );
    if (waitSeconds > 0) return { allowed: false, waitSeconds };
    for (const { key, latest, failures } of states) {
      await tx
        .update(rateLimits)
        .set({
          attempts: [[Math.max(at, latest), failures + 1]],
          expiresAt: new Date(at + key.schedule.forgetAfterSeconds * 1000),
        })
        .where(rowOf(key.bucket, key.stored));
    }
    return { allowed: true };
  });
}

/** Takes back from a key the failure its attempt counted when it started: the attempt succeeded. */
export async function forgiveAttempt(db: Database, key: Pick<DelayedKey, 'bucket' | 'key'>): Promise<void> {
  const { attempts } = rateLimits;
  await db
    .update(rateLimits)
    .set({
      attempts: sql`jsonb_build_array(jsonb_build_array(${attempts}->0->0, greatest((${attempts}->0->>1)::int - 1, 0)))`,
    })
    .where(and(rowOf(key.bucket, rateLimitKey(key.key)), sql`jsonb_array_length(${attempts}) = 1`));
}
