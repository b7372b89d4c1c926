import { spawnSync } from 'node:child_process';
import { e2eDatabaseUrl } from './database';

/**
 * The staff area's tests run against a second `next start` of the same build, on the same
 * PostgreSQL database, reached directly rather than through the forms spec's proxy: the forms
 * spec cuts that proxy to simulate an outage, which must not fail a login running meanwhile. This
 * server also sends notifications to the SMTP test server of admin.spec.ts.
 *
 * Only with PostgreSQL (E2E_DATABASE_URL): the command-line tools the tests run need their own
 * connection, and a PGlite folder can be opened by one process only.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const adminPort = Number(process.env.E2E_ADMIN_PORT ?? port + 10);
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const notifyTo = 'admissions@universite.example';
export const contactNotifyTo = 'contact-office@universite.example';

export const adminServer = e2eDatabaseUrl
  ? {
      port: adminPort,
      baseURL: `http://localhost:${adminPort}`,
      env: {
        DATABASE_URL: e2eDatabaseUrl,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ADMISSIONS_NOTIFY_TO: notifyTo,
        CONTACT_NOTIFY_TO: contactNotifyTo,
      },
    }
  : undefined;

/** Runs an npm script of the project (a command-line tool) against the test database. */
export function runCli(args: string[], input?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: e2eDatabaseUrl };
  delete env.PGLITE_DATA_DIR;
  const result = spawnSync('npm', ['run', '--silent', ...args], {
    input,
    encoding: 'utf8',
    env,
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
