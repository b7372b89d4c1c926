// `npm run db:backup -- <file>` (`node cli/db-backup.mjs <file>` in the bundle): writes a backup of the whole database (submissions, staff accounts
// and sessions, rate limits, the server secret) to <file>. PostgreSQL (DATABASE_URL): pg_dump's
// custom format. PGlite: the data folder's own dump (a gzipped tarball), taken with the server
// stopped since the folder is single-process. The file is as private as the database.
import { chmodSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { embeddedOption, parseCommandLine, usageError } from './cli/arguments';
import { countRows, formatCounts, formatSize, type TableCounts } from './cli/backup-counts';
import { chooseDatabase, fail } from './cli/database';
import { commandLine } from './cli/invocation';
import { connect, connectionFor, displayUrl, pgDumpCompression, requireTool, runTool } from './cli/pg-tools';
import { claimFolder, holdsDatabase } from './cli/pglite-folder';

const command = commandLine('db-backup', 'db:backup');
const usage = `
Usage: ${command} <file>

Writes a backup of the whole database to <file>: pg_dump's custom format with DATABASE_URL (needs
pg_dump; compressed at level ${pgDumpCompression}, as documents are already compressed), else the
PGlite folder's dump (PGLITE_DATA_DIR, with the server stopped). The file is readable by its owner
only.

Options:
${embeddedOption}
  -h, --help        This help.

Exit codes: 0 done, 1 the backup failed, 2 wrong arguments.
`;
const { positionals, embedded } = parseCommandLine({}, usage, command, { positionals: true });
const [file, ...extra] = positionals;
if (!file) usageError('Missing the backup file.', command);
if (extra.length > 0) usageError(`Unexpected argument "${extra[0]}".`, command);

// Written beside the target, then renamed: a failed run never leaves a truncated "backup". `fail`
// exits the process, so the clean-up hangs on exit rather than on a finally.
const partial = `${file}.partial`;
process.on('exit', () => rmSync(partial, { force: true }));

async function backupPostgres(databaseUrl: string): Promise<{ source: string; counts: TableCounts }> {
  const client = await connect(databaseUrl);
  try {
    await requireTool('pg_dump', client);
    const { dbname, env: toolEnv } = connectionFor(databaseUrl);
    runTool(
      'pg_dump',
      ['--format=custom', `--compress=${pgDumpCompression}`, `--file=${partial}`, `--dbname=${dbname}`],
      toolEnv,
    );
    return { source: `PostgreSQL ${displayUrl(databaseUrl)}`, counts: await countRows(client) };
  } finally {
    await client.end();
  }
}

async function backupPglite(folder: string): Promise<{ source: string; counts: TableCounts }> {
  const release = claimFolder(folder);
  try {
    if (!holdsDatabase(folder))
      fail(`No PGlite database in ${folder} (set PGLITE_DATA_DIR or DATABASE_URL).`);
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(folder);
    try {
      const counts = await countRows(pglite);
      const dump = await pglite.dumpDataDir('gzip');
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      return { source: `PGlite ${folder}`, counts };
    } finally {
      await pglite.close();
    }
  } finally {
    release();
  }
}

const database = chooseDatabase(embedded);
const { source, counts } = database.databaseUrl
  ? await backupPostgres(database.databaseUrl)
  : await backupPglite(database.pgliteDataDir);
// Readable by its owner only, whatever the umask: it holds personal data and the server secret.
chmodSync(partial, 0o600);
renameSync(partial, file);
console.log(`Backup of ${source} written to ${file} (${formatSize(statSync(file).size)}).`);
console.log(formatCounts(counts));
