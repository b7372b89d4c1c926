import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { throwawayDatabase } from './postgres';

/**
 * A throw-away database with every migration applied, for one test file: created and migrated
 * before its tests, dropped after them. `db` is there once the tests run.
 */
export function migratedDatabase(prefix: string) {
  const database = throwawayDatabase(prefix);
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    await database.create();
    handle = await openDatabase({ databaseUrl: database.url, pgliteDataDir: 'unused' });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });
  return {
    url: database.url,
    get db(): DatabaseHandle['db'] {
      if (!handle) throw new Error('The database is opened before the tests run.');
      return handle.db;
    },
  };
}
