import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { majorOf, serverMajor, versionProblem } from '@/scripts/cli/pg-tools';
import { testServerUrl } from './support/postgres';

// The backup commands' version check against a real server: it reads the server's major version
// (it once read a column that does not exist, compared with NaN, and so never refused anything).

const client = new pg.Client({ connectionString: testServerUrl });
beforeAll(() => client.connect());
afterAll(() => client.end());

describe("the backup commands' version check", () => {
  it("reads the server's major version", async () => {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    expect(await serverMajor(client)).toBe(Number(rows[0]!.server_version.split('.')[0]));
  });

  it("accepts this machine's pg_dump for this server, and would refuse one a major version older", async () => {
    const tool = majorOf(spawnSync('pg_dump', ['--version'], { encoding: 'utf8' }).stdout);
    const server = await serverMajor(client);
    expect(tool).toBeGreaterThanOrEqual(server);
    expect(versionProblem('pg_dump', tool!, server)).toBeUndefined();
    expect(versionProblem('pg_dump', server - 1, server)).toBe(
      `pg_dump is version ${server - 1} but the server runs PostgreSQL ${server}: install the client tools ` +
        `of version ${server} or newer (Debian: postgresql-client-${server}) and put them first on the PATH.`,
    );
  });
});
