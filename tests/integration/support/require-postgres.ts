import pg from 'pg';
import { testServerUrl } from './postgres';

/**
 * Vitest global setup of the integration tests: when their PostgreSQL server cannot be reached, one
 * line says so and how to start it, instead of every test failing with its own connection error.
 */
export default async function requirePostgres() {
  const client = new pg.Client({ connectionString: testServerUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    const url = new URL(testServerUrl);
    if (url.password) url.password = '***';
    // A socket error's code (ECONNREFUSED), or PostgreSQL's own words (database "x" does not exist).
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code?.startsWith('E') ? code : (error as Error).message;
    console.error(
      `\n✖ The integration tests need PostgreSQL at ${url} (${reason}). Start it (Debian: ` +
        '`pg_ctlcluster <version> main start`; `npm test` starts it itself), or set TEST_DATABASE_URL ' +
        'to a server where that user may create databases. `npm run test:unit` needs no database.\n',
    );
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}
