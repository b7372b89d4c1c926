// `npm run db:migrate`: applies the migrations to DATABASE_URL (or the PGlite folder) and exits.
// Never run it against a PGlite folder while the server is running: one process per folder.
import { env } from '@/lib/core/env';
import { openDatabase } from './client';

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
