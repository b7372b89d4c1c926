import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { logEvent } from '@/lib/core/log';
import { lockFolder } from './folder-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface ConnectionOptions {
  /** A PostgreSQL URL; without one, an embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps it in memory (tests). */
  pgliteDataDir: string;
}

export const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

/** Arbitrary key of the PostgreSQL advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 2003_0001;

/** Opens a connection. Drivers are imported lazily so each deployment loads only its own. */
export async function openDatabase({
  databaseUrl,
  pgliteDataDir,
}: ConnectionOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection must not crash the server.
    pool.on('error', (error) => logEvent('db_pool_error', { message: error.message }, 'error'));
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: async () => {
        // Several instances may start together: one migrates, the others wait for it.
        const lock = await pool.connect();
        try {
          await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrate(db, { migrationsFolder });
        } finally {
          await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  if (!pgliteDataDir.startsWith('memory://')) {
    mkdirSync(pgliteDataDir, { recursive: true });
    release = lockFolder(pgliteDataDir);
  }
  const client = new PGlite(pgliteDataDir);
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close().finally(release),
  };
}
