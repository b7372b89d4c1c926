import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server on which the integration tests create their throw-away databases. */
export const testServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database of its own for one suite, on the test server: create it before, drop it after. */
export function throwawayDatabase(prefix: string) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = new URL(testServerUrl);
  url.pathname = `/${name}`;
  const server = new pg.Client({ connectionString: testServerUrl });
  let connected: Promise<unknown> | undefined;
  const connect = () => (connected ??= server.connect());
  return {
    url: url.toString(),
    async create() {
      await connect();
      await server.query(`CREATE DATABASE ${name}`);
    },
    /** Drops it (if it was made at all) and ends the connection to the server. */
    async drop() {
      await connect();
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end();
    },
  };
}
