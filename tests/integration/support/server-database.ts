import type { DatabaseHandle } from '@/db/client';

declare global {
  // The database the server's modules open once per process (db/index.ts keeps it here).
  var __database: Promise<DatabaseHandle> | undefined;
}

/**
 * Closes the database the server's modules opened, and forgets it, so that the next import of
 * them (after vi.resetModules, with other settings) opens it anew, as a restarted server would.
 */
export async function closeServerDatabase(): Promise<void> {
  const pending = globalThis.__database;
  globalThis.__database = undefined;
  await pending?.then((handle) => handle.close()).catch(() => undefined);
}
