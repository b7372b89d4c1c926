import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { displayUrl, fail } from './database';

export { displayUrl };

/**
 * gzip level 1, not pg_dump's default 6: most of a backup is documents (PDFs, photos) stored as
 * bytea, which pg_dump writes as hexadecimal text. Level 1 packs that text back to about the
 * documents' own size nearly as well as level 6 does, in well under half the time; no compression
 * would double the file (docs/operations.md, Backups, has the figures).
 */
export const pgDumpCompression = 1;

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

/** The major version in a client tool's `--version` (`pg_dump (PostgreSQL) 15.20 (Debian …)`). */
export function majorOf(versionLine: string): number | undefined {
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine)?.[1];
  return major ? Number(major) : undefined;
}

/**
 * Why a client tool cannot serve a server, or undefined when it can: an older pg_dump refuses a
 * newer server, and an older pg_restore may not read what a newer pg_dump wrote.
 */
export function versionProblem(tool: 'pg_dump' | 'pg_restore', toolMajor: number, serverMajor: number) {
  if (toolMajor >= serverMajor) return undefined;
  return (
    `${tool} is version ${toolMajor} but the server runs PostgreSQL ${serverMajor}: install the client ` +
    `tools of version ${serverMajor} or newer (Debian: postgresql-client-${serverMajor}) and put ` +
    'them first on the PATH.'
  );
}

/** The major version a client tool reports, or fails. */
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
  const major = majorOf(result.stdout);
  if (major === undefined) fail(`Could not read ${tool}'s version from: ${result.stdout.trim()}`);
  return major;
}

/** The server's major version (`SHOW server_version_num`: 150020 for 15.20). */
export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  const major = Math.floor(Number(rows[0]?.server_version_num) / 10000);
  if (!Number.isInteger(major) || major <= 0) throw new Error('Could not read the server version');
  return major;
}

/** Checks that the tool is installed and not older than the server (versionProblem), or fails. */
export async function requireTool(tool: 'pg_dump' | 'pg_restore', client: pg.Client): Promise<void> {
  const problem = versionProblem(tool, toolMajor(tool), await serverMajor(client));
  if (problem) fail(problem);
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
