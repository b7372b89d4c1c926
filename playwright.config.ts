import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { adminServer } from './tests/e2e/support/admin';
import { serverDatabaseUrl } from './tests/e2e/support/database';
import { intakeDays } from './tests/support/intake-days';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

// A fresh embedded database per run, unless a PostgreSQL URL is given for the end-to-end tests;
// then the server reaches it through a proxy the forms spec controls (tests/e2e/support/database.ts).
const serverDatabase = serverDatabaseUrl(port);
const databaseEnv: Record<string, string> = serverDatabase
  ? { DATABASE_URL: serverDatabase }
  : { PGLITE_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-pglite-')) };

// Every test posts from this machine's address (and every 404 page a test opens reports itself):
// the per-address limits are raised so that tests do not depend on how many others ran before them
// (the 429s themselves are proven by tests/integration/form-hardening.test.ts and
// not-found-report.test.ts).
const raisedRateLimits = {
  FORM_RATE_LIMIT_ADMISSIONS: '1000',
  FORM_RATE_LIMIT_CONTACT: '1000',
  NOT_FOUND_RATE_LIMIT: '1000',
};

// A short wait for a request's headers, so that the test of a client sending them slowly is quick
// (browsers send theirs at once: no other test comes near it).
const shortHeadersTimeout = { HTTP_HEADERS_TIMEOUT_MS: '3000' };

// Playwright prints the servers' output: with the access log on, one line per request of every
// spec. The log itself is proven by tests/unit/request-watch.test.ts and the bundle's tests.
const quietAccessLog = { ACCESS_LOG: 'off' };

// The servers sign form tokens with a key of the configuration, not the database's: the forms spec
// cuts the database, and the form pages must hand out tokens meanwhile (the key kept in the
// database is proven by tests/e2e/forms-default-server.spec.ts).
const serverSecret = { SERVER_SECRET: 'e2e-server-secret-0123456789abcdefghij' };

// The servers judge applications on a day the intake's first round is open, whatever day the specs
// run (a test-only setting: lib/core/env.ts); the browser's own clock is the specs' to set.
const intakeToday = { INTAKE_TODAY: intakeDays.inside };

// The specs that read the database or the staff area run on the staff server, which reaches
// PostgreSQL directly (tests/e2e/support/admin.ts): the applicant's documents, offline sends and
// tracking page (the main server's database is cut now and then by the forms spec).
const staffServerSpecs = /\/(admin(-[a-z-]+)?|documents(-[a-z-]+)?|offline-send|tracking)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // A guard against a test that hangs, not a measure of speed: a two-core CI host running two
  // workers beside the servers has taken 30 s for journeys that take 10 s on a quiet one.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT_FILE ?? 'test-results/playwright.json' }],
  ],
  outputDir: 'test-results/playwright',
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    // E2E_REDUCED_MOTION=1 runs the specs as a visitor who prefers reduced motion: the site then
    // never loads its animation library (components/motion), so each part runs without it.
    ...(process.env.E2E_REDUCED_MOTION ? { reducedMotion: 'reduce' as const } : {}),
    launchOptions: {
      // Debian's Chromium unless CHROMIUM_PATH names another: Playwright never downloads one.
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // Workers take tests in the order of the projects: the staff server's come first, so that their
  // longest test (a 5 MB document over a slow line, three minutes of waiting on the network) runs
  // beside the others instead of alone at the end of the run.
  projects: [
    // The staff area's tests, on their own server (see tests/e2e/support/admin.ts); PostgreSQL only.
    ...(adminServer
      ? [
          {
            name: 'admin',
            testMatch: staffServerSpecs,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 800 },
              baseURL: adminServer.baseURL,
            },
          },
        ]
      : []),
    {
      name: 'chromium',
      testIgnore: staffServerSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // The production build made by `npm test` (scripts/test.mjs), served as operators serve it.
      command: `node node_modules/next/dist/bin/next start -p ${port}`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      env: {
        ...databaseEnv,
        ...raisedRateLimits,
        ...shortHeadersTimeout,
        ...quietAccessLog,
        ...serverSecret,
        ...intakeToday,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
    ...(adminServer
      ? [
          {
            command: `node node_modules/next/dist/bin/next start -p ${adminServer.port}`,
            url: `${adminServer.baseURL}/admin/connexion`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'pipe' as const,
            env: {
              ...adminServer.env,
              ...raisedRateLimits,
              ...quietAccessLog,
              ...serverSecret,
              ...intakeToday,
              NEXT_TELEMETRY_DISABLED: '1',
            },
          },
        ]
      : []),
  ],
});
