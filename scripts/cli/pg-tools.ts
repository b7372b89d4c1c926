import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { fail } from './database';

/**
 * How pg_dump and pg_restore reach DATABASE_URL: the URL without its password as `--dbname`, the
 * password in PGPASSWORD, so that it never shows in the process list.
 */
export function connectionFor(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { dbname: url.toString(), env };
}

/** The URL with its password masked, for messages. */
export function displayUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}

/** The major version a client tool reports (`pg_dump (PostgreSQL) 15.20 (Debian …)`), or fails. */
function toolMajor(tool: 'pg_dump' | 'pg_restore'): number {
  const result = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (result.error) {
    const missing = (result.error as NodeJS.ErrnoException).code === 'ENOENT';
    fail(
      missing
        ? `${tool} was not found on the PATH. Install PostgreSQL's client tools, of the server's ` +
            'major version or newer (Debian: apt-get install postgresql-client-<version>).'
        : `${tool} could not be run: ${result.error.message}`,
    );
  }
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(result.stdout)?.[1];
  if (!major) fail(`Could not read ${tool}'s version from: ${result.stdout.trim()}`);
  return Number(major);
}

/**
 * Checks that the tool is installed and not older than the server: an older pg_dump refuses a
 * newer server, and an older pg_restore may not read what a newer pg_dump wrote.
 */
export async function requireTool(tool: 'pg_dump' | 'pg_restore', client: pg.Client): Promise<void> {
  const major = toolMajor(tool);
  const { rows } = await client.query<{ version: string }>('SHOW server_version_num');
  const serverMajor = Math.floor(Number(rows[0]?.version) / 10000);
  if (major < serverMajor) {
    fail(
      `${tool} is version ${major} but the server runs PostgreSQL ${serverMajor}: install the client ` +
        `tools of version ${serverMajor} or newer (Debian: postgresql-client-${serverMajor}) and put ` +
        'them first on the PATH.',
    );
  }
}

/** Runs a client tool, its output passed through, and fails with its exit status. */
export function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(tool, args, { env, stdio: 'inherit' });
  if (result.error) fail(`${tool} could not be run: ${result.error.message}`);
  if (result.status !== 0) fail(`${tool} failed (exit status ${result.status ?? result.signal}).`);
}

export async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    fail(`Could not connect to ${displayUrl(databaseUrl)}: ${(error as Error).message}`);
  }
  return client;
}
