// `npm run db:migrate`: applies the migrations to DATABASE_URL (or the PGlite folder) and exits.
// Never run it against a PGlite folder while the server is running: one process per folder.
import { parseArgs } from 'node:util';
import { env } from '@/lib/core/env';
import { openDatabase } from './client';

const command = 'npm run db:migrate --';
const usage = `
Usage: npm run db:migrate

Applies the pending migrations to DATABASE_URL, else to the PGlite folder (PGLITE_DATA_DIR, with the
server stopped). The server also applies them at start.

Options:
  -h, --help  This help.

Exit codes: 0 done, 1 the database failed, 2 wrong arguments.
`;

// The same rules as the other commands (scripts/cli/arguments.ts, which db/ does not import).
let help = false;
try {
  help = parseArgs({ options: { help: { type: 'boolean', short: 'h' } }, strict: true }).values.help === true;
} catch (error) {
  process.stderr.write(`${(error as Error).message}\nRun \`${command} --help\` for the usage.\n`);
  process.exit(2);
}
if (help) {
  process.stdout.write(`${usage.trim()}\n`);
  process.exit(0);
}

const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR });
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
