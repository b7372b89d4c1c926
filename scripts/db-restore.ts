// `npm run db:restore -- <file> [--force]` (`node cli/db-restore.mjs` in the bundle): replaces the database's contents with a backup written
// by `npm run db:backup`. PostgreSQL (DATABASE_URL): pg_restore --clean --if-exists --no-owner, in
// one transaction. PGlite: a new data folder loaded from the dump, swapped in with the server
// stopped; the previous folder is kept beside it. A database that already holds submissions is
// refused without --force: restoring onto the wrong database is the classic accident.
import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { embeddedOption, parseCommandLine, usageError } from './cli/arguments';
import {
  countRows,
  formatCounts,
  formatSize,
  submissionCount,
  type Queryable,
  type TableCounts,
} from './cli/backup-counts';
import { chooseDatabase, fail } from './cli/database';
import { commandLine } from './cli/invocation';
import { connect, connectionFor, displayUrl, requireTool, runTool } from './cli/pg-tools';
import { claimFolder, holdsDatabase } from './cli/pglite-folder';

const command = commandLine('db-restore', 'db:restore');
const usage = `
Usage: ${command} <file> [--force]

Replaces the database's contents with a backup written by \`${commandLine('db-backup', 'db:backup')}\`: PostgreSQL with
DATABASE_URL (needs pg_restore; one transaction), else the PGlite folder (PGLITE_DATA_DIR, with the
server stopped; the previous folder is kept beside it).

Options:
  --force           Restore even onto a database that already holds submissions.
${embeddedOption}
  -h, --help        This help.

Exit codes: 0 done, 1 nothing was restored, 2 wrong arguments.
`;
const { values, positionals, embedded } = parseCommandLine(
  { force: { type: 'boolean', default: false } },
  usage,
  command,
  { positionals: true },
);
const [file, ...extra] = positionals;
if (!file) usageError('Missing the backup file.', command);
if (extra.length > 0) usageError(`Unexpected argument "${extra[0]}".`, command);
if (!existsSync(file)) fail(`No backup file ${file}.`);

async function refuseIfHoldingSubmissions(client: Queryable, target: string): Promise<void> {
  const held = submissionCount(await countRows(client));
  if (held > 0 && !values.force) {
    fail(
      `${target} already holds ${held} submission(s); nothing was restored. Check that this is the ` +
        'database to replace, then run again with --force.',
    );
  }
}

/** pg_dump's custom format starts with these bytes. */
function isPgDumpArchive(path: string): boolean {
  const head = Buffer.alloc(5);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return head.toString('latin1') === 'PGDMP';
}

async function restorePostgres(databaseUrl: string): Promise<{ target: string; counts: TableCounts }> {
  const target = `PostgreSQL ${displayUrl(databaseUrl)}`;
  if (!isPgDumpArchive(file!)) {
    fail(
      `${file} is not a PostgreSQL backup (pg_dump's custom format); nothing was restored. A PGlite ` +
        'backup restores only without DATABASE_URL.',
    );
  }
  const client = await connect(databaseUrl);
  try {
    await requireTool('pg_restore', client);
    await refuseIfHoldingSubmissions(client, target);
    const { dbname, env: toolEnv } = connectionFor(databaseUrl);
    // One transaction: a failed restore leaves the database as it was.
    runTool(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${dbname}`, file!],
      toolEnv,
    );
    return { target, counts: await countRows(client) };
  } finally {
    await client.end();
  }
}

async function restorePglite(folder: string): Promise<{ target: string; counts: TableCounts }> {
  const target = `PGlite ${folder}`;
  const release = claimFolder(folder);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    if (holdsDatabase(folder)) {
      const current = await PGlite.create(folder);
      try {
        await refuseIfHoldingSubmissions(current, target);
      } finally {
        await current.close();
      }
    }
    // Loaded into a folder of its own first: a bad file leaves the current database untouched.
    const incoming = `${folder.replace(/\/+$/, '')}.restoring`;
    rmSync(incoming, { recursive: true, force: true });
    const dump = new Blob([await readFile(file!)]);
    const restored = await PGlite.create(incoming, { loadDataDir: dump }).catch((error: unknown) => {
      rmSync(incoming, { recursive: true, force: true });
      fail(
        `${file} could not be loaded as a PGlite backup (${(error as Error).message}); nothing was ` +
          'restored. A PostgreSQL backup restores only with DATABASE_URL set.',
      );
    });
    let counts: TableCounts;
    try {
      counts = await countRows(restored);
    } finally {
      await restored.close();
    }
    if (existsSync(folder)) {
      const previous = `${folder.replace(/\/+$/, '')}.before-restore-${Date.now()}`;
      renameSync(folder, previous);
      console.log(`The previous folder is kept as ${previous}: delete it once the restore is checked.`);
    }
    renameSync(incoming, folder);
    return { target, counts };
  } finally {
    release();
  }
}

const database = chooseDatabase(embedded);
const { target, counts } = database.databaseUrl
  ? await restorePostgres(database.databaseUrl)
  : await restorePglite(database.pgliteDataDir);
console.log(`Restored ${file} (${formatSize(statSync(file).size)}) into ${target}.`);
console.log(formatCounts(counts));
