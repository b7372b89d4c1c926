import 'server-only';
import { sql } from 'drizzle-orm';
import { describeError } from './errors';
import { getDatabase } from './index';
import journal from './migrations/meta/_journal.json';

export type Readiness =
  { ready: true } | { ready: false; reason: 'database_unreachable' | 'migrations_pending' };

/** Longest wait for the database: a load balancer's probe must get its answer well within its own timeout. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Drizzle's migrator records each migration it applies as a row of `drizzle.__drizzle_migrations`
 * whose `created_at` is the journal's `when`, and skips those not newer than the newest row: the
 * database is up to date when that row is at least as new as the newest committed migration.
 */
const newestMigration = Math.max(...journal.entries.map((entry) => entry.when));

/** SQLSTATEs of a missing table or schema: the migrations table was never written. */
const neverMigrated = new Set(['42P01', '3F000']);

const unreachable: Readiness = { ready: false, reason: 'database_unreachable' };

let pending: Promise<Readiness> | undefined;

/**
 * Whether the process's database answers and holds every committed migration, within `timeoutMs`
 * (a hung database is unreachable). Probes arriving together share one query. Read-only: it never
 * migrates, beyond what `getDatabase` does on the process's first use.
 */
export function checkReadiness(timeoutMs = READINESS_TIMEOUT_MS): Promise<Readiness> {
  pending ??= withTimeout(probe(), timeoutMs).finally(() => {
    pending = undefined;
  });
  return pending;
}

async function probe(): Promise<Readiness> {
  let handle;
  try {
    handle = await getDatabase();
  } catch {
    // Connecting or migrating failed; getDatabase tries again on the next call.
    return unreachable;
  }
  try {
    // Both drivers (node-postgres, PGlite) answer with `rows`.
    const { rows } = (await handle.db.execute(
      sql`SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations`,
    )) as { rows: { newest: string | null }[] };
    const newest = Number(rows[0]?.newest ?? 0);
    return newest >= newestMigration ? { ready: true } : { ready: false, reason: 'migrations_pending' };
  } catch (error) {
    const { code } = describeError(error);
    return code && neverMigrated.has(code) ? { ready: false, reason: 'migrations_pending' } : unreachable;
  }
}

function withTimeout(check: Promise<Readiness>, timeoutMs: number): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve(unreachable), timeoutMs);
    timer.unref();
  });
  return Promise.race([check, timedOut]).finally(() => clearTimeout(timer));
}
