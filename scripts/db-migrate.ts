// `npm run db:migrate` (`node cli/db-migrate.mjs` in the bundle): applies the migrations to
// DATABASE_URL (or the PGlite folder) and exits. Never run it against a PGlite folder while the
// server is running: one process per folder.
import { embeddedOption, parseCommandLine } from './cli/arguments';
import { chooseDatabase, openCliDatabase } from './cli/database';
import { commandLine } from './cli/invocation';

const command = commandLine('db-migrate', 'db:migrate');
const usage = `
Usage: ${command}

Applies the pending migrations to DATABASE_URL, else to the PGlite folder (PGLITE_DATA_DIR, with the
server stopped). The server also applies them at start.

Options:
${embeddedOption}
  -h, --help        This help.

Exit codes: 0 done, 1 the database failed, 2 wrong arguments.
`;

const { embedded } = parseCommandLine({}, usage, command);

const handle = await openCliDatabase(chooseDatabase(embedded));
try {
  console.log(`Migrations applied (${handle.kind}).`);
} finally {
  await handle.close();
}
