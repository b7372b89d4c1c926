/** The PostgreSQL server on which the integration tests create their throw-away databases. */
export const testServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
