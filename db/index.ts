import { env } from '@/lib/env';
import { openDatabase, type DatabaseHandle } from './client';

declare global {
  // One connection per server process, surviving hot reloads in development.
  var __database: Promise<DatabaseHandle> | undefined;
}

/**
 * The process's database, migrated before first use. An embedded PGlite folder must only ever be
 * opened by one process (toolchain notes): the server opens it here and nowhere else.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  globalThis.__database ??= (async () => {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
    await handle.migrate();
    return handle;
  })().catch((error: unknown) => {
    globalThis.__database = undefined;
    throw error;
  });
  return globalThis.__database;
}
