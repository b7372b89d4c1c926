import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
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

/** Runs one statement on the test database (the staff server's own), for checks beside the pages. */
export async function query<Row extends Record<string, unknown>>(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A staff account made the way an operator makes one: `npm run admin:create-user`; its e-mail. */
export function createStaff(password: string): string {
  const email = `staff.${randomUUID().slice(0, 8)}@example.org`;
  // Not a terminal: the tool reads the password (typed twice) from stdin.
  const result = runCli(['admin:create-user', '--', '--email', email], `${password}\n${password}\n`);
  // Nothing on stderr but the line every command writes there: the database it used.
  expect(result.stderr).toMatch(/^Database: PostgreSQL postgres:\/\/[^\n]*\n$/);
  expect(result.stdout).toContain(`Account created: ${email}`);
  expect(result.status).toBe(0);
  return email;
}

/** Signs in on the staff login page (the caller checks where it lands). */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/admin/connexion');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The staff list's row of this submission (its own link is the cell's; a duplicate's sits in a marker). */
export function inboxRow(page: Page, reference: string) {
  return page.locator('tbody tr', { has: page.locator('td > a', { hasText: new RegExp(`^${reference}$`) }) });
}

/**
 * Marks an application's confirmation e-mail as given up on after every try, as the outbox leaves
 * a message the mail server kept refusing; its outbox id.
 */
export async function failConfirmation(reference: string): Promise<string> {
  const [row] = await query<{ id: string }>(
    `INSERT INTO mail_outbox (admission_request_id, kind, dedupe_key, attempts, last_error, send_after)
     SELECT id, 'confirmation', 'confirmation:' || id, 12, 'ECONNREFUSED', now() FROM admission_requests
     WHERE reference = $1
     ON CONFLICT (dedupe_key) DO UPDATE
       SET attempts = 12, last_error = 'ECONNREFUSED', sent_at = NULL, claimed_until = NULL
     RETURNING id`,
    [reference],
  );
  return row!.id;
}
