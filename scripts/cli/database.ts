import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { FolderInUseError } from '@/db/folder-lock';
import { env } from '@/lib/core/env';
import { inBundle } from './invocation';
import { errorLine } from './run';

export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The URL with its password masked, for messages. */
export function displayUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

export interface DatabaseChoice {
  databaseUrl?: string;
  pgliteDataDir: string;
  /** `PostgreSQL postgres://site:***@db:5432/site` or `embedded PGlite database in /srv/site/.data/pglite`. */
  description: string;
}

/**
 * The database a command works on: DATABASE_URL, else the PGlite folder. In the bundle the embedded
 * database must be asked for (`--embedded`): a cron line that forgot the environment file would
 * otherwise purge, export or back up an empty database of its own without a word. Says on stderr
 * which database it is.
 */
export function chooseDatabase(embedded: boolean | undefined): DatabaseChoice {
  if (env.DATABASE_URL) {
    if (embedded)
      fail('--embedded asks for the embedded database, but DATABASE_URL is set: drop one of them.');
    const choice = { databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR };
    process.stderr.write(`Database: PostgreSQL ${displayUrl(env.DATABASE_URL)}\n`);
    return { ...choice, description: `PostgreSQL ${displayUrl(env.DATABASE_URL)}` };
  }
  const folder = path.resolve(env.PGLITE_DATA_DIR);
  if (inBundle && !embedded) {
    fail(
      'DATABASE_URL is not set: load the environment file the server uses (set -a; . /etc/site.env; ' +
        `set +a), or pass --embedded to use the embedded database in ${folder}.`,
    );
  }
  process.stderr.write(`Database: embedded PGlite database in ${folder}\n`);
  return { pgliteDataDir: env.PGLITE_DATA_DIR, description: `embedded PGlite database in ${folder}` };
}

/**
 * The command-line tools' database (as chooseDatabase chose it), with the migrations applied. A PGlite folder
 * a running server holds is refused (db/folder-lock.ts): run the tool with the server stopped, or
 * use PostgreSQL. A database that cannot be opened ends the command with one line.
 */
export async function openCliDatabase(choice: DatabaseChoice): Promise<DatabaseHandle> {
  try {
    const handle = await openDatabase({
      databaseUrl: choice.databaseUrl,
      pgliteDataDir: choice.pgliteDataDir,
    });
    await handle.migrate();
    return handle;
  } catch (error) {
    if (error instanceof FolderInUseError) fail(error.message);
    fail(`Could not open the ${choice.description}: ${errorLine(error)}`);
  }
}
