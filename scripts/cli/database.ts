import { openDatabase, type DatabaseHandle } from '@/db/client';
import { FolderInUseError } from '@/db/folder-lock';
import { env } from '@/lib/core/env';

/**
 * The command-line tools' database: the server's (DATABASE_URL, else the PGlite folder), with the
 * migrations applied. A PGlite folder a running server holds is refused (db/folder-lock.ts): run
 * the tool with the server stopped, or use PostgreSQL.
 */
export async function openCliDatabase(): Promise<DatabaseHandle> {
  try {
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
    await handle.migrate();
    return handle;
  } catch (error) {
    if (error instanceof FolderInUseError) fail(error.message);
    throw error;
  }
}

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
