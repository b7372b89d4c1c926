import { env } from '@/lib/core/env';
import { openDatabase, type DatabaseHandle } from './client';

declare global {
  // One connection per server process, surviving hot reloads in development.
  var __database: Promise<DatabaseHandle> | undefined;
}

/**
 * The process's database, migrated before first use. An embedded PGlite folder must only ever be
 * opened by one process (toolchain notes): the server opens it here and nowhere else.
 *
 * A failure (PostgreSQL unreachable, migration error) is not remembered: the connection is closed
 * and the next caller (the next form post) tries again, so the site recovers by itself once the
 * database is back.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  globalThis.__database ??= (async () => {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
    try {
      await handle.migrate();
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    return handle;
  })().catch((error: unknown) => {
    globalThis.__database = undefined;
    throw error;
  });
  return globalThis.__database;
}
