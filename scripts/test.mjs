// `npm test`: every check and test, from a fresh clone. Installs what is missing (dependencies,
// Debian's Chromium), starts the local PostgreSQL if it is stopped, then runs the typecheck,
// lint, unit and integration tests (vitest), the production build and the end-to-end tests
// (Playwright against `next start`): all of them on PostgreSQL (a throw-away database), then the
// form tests again on the embedded PGlite database, as `npm start` runs without DATABASE_URL;
// `npm start` publishing a content change while it serves (tests/publish); last, the bundle (`npm run bundle`) as operators deploy it (tests/bundle).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from './lib/chromium.mjs';
import {
  compileContent,
  ensureBuild,
  ensureDependencies,
  log,
  root,
  run,
  runBin,
  runBinsTogether,
} from './lib/setup.mjs';

/** Debian's Chromium is installed when it is missing, unless CHROMIUM_PATH names another browser. */
function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH names no file: ${chromiumPath}`);
  log("Installing Debian's Chromium for the end-to-end tests");
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args);
  apt('update');
  apt('install', '-y', 'chromium');
}

function postgresReady() {
  return spawnSync('pg_isready', ['-h', '127.0.0.1', '-p', '5432'], { stdio: 'ignore' }).status === 0;
}

/** The database tests need the machine's PostgreSQL; start it when it is installed but stopped. */
function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL || postgresReady()) return;
  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
  for (const version of clusters) {
    log(`Starting PostgreSQL ${version}`);
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
  }
  for (let i = 0; i < 20 && !postgresReady(); i++) spawnSync('sleep', ['0.5']);
  if (!postgresReady())
    throw new Error('PostgreSQL is not reachable at 127.0.0.1:5432 (set TEST_DATABASE_URL)');
}

const testServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `statement` on the test PostgreSQL server (pg is installed by then). */
async function adminQuery(statement) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: testServerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database for one end-to-end run; its URL. */
async function createE2eDatabase(name) {
  await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(testServerUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
const e2eReports = [
  'playwright.json',
  'playwright-pglite.json',
  'playwright-publish.json',
  'playwright-bundle.json',
];
for (const report of ['vitest.json', ...e2eReports]) rmSync(path.join(results, report), { force: true });
let failure;
try {
  ensureDependencies();
  ensureChromium();
  ensurePostgres();
  log('Typecheck, lint and formatting (side by side)');
  if (compileContent().status !== 0) throw new Error('The content files hold the errors above');
  await runBinsTogether([
    ['tsc', ['--noEmit']],
    ['eslint', ['.', '--max-warnings=0']],
    ['prettier', ['--check', '.', '--log-level=warn']],
  ]);
  log('Unit and integration tests (vitest)');
  runBin('vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, 'vitest.json')}`,
  ]);
  ensureBuild();
  const e2eDatabase = `forms_e2e_${process.pid}`;
  const e2eDatabaseUrl = await createE2eDatabase(e2eDatabase);
  try {
    log(`End-to-end tests (Playwright, Chromium, next start) on PostgreSQL (${e2eDatabase})`);
    runBin('playwright', ['test'], {
      env: {
        ...process.env,
        E2E_DATABASE_URL: e2eDatabaseUrl,
        E2E_REPORT_FILE: path.join(results, e2eReports[0]),
      },
    });
  } catch (error) {
    failure = error;
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${e2eDatabase} WITH (FORCE)`);
  }
  log('Form end-to-end tests on the embedded database (no DATABASE_URL)');
  const withoutDatabase = { ...process.env };
  delete withoutDatabase.E2E_DATABASE_URL;
  delete withoutDatabase.DATABASE_URL;
  runBin('playwright', ['test', 'tests/e2e/forms.spec.ts'], {
    env: { ...withoutDatabase, E2E_REPORT_FILE: path.join(results, e2eReports[1]) },
  });
  log('Publishing while serving (npm start): a content change built beside the served site and switched to');
  runBin('playwright', ['test', '--config', 'tests/publish/playwright.config.ts'], {
    env: { ...withoutDatabase, E2E_REPORT_FILE: path.join(results, e2eReports[2]) },
  });
  log('The bundle (npm run bundle): alone in an empty folder, two instances behind a proxy, readiness');
  run(process.execPath, [path.join(root, 'scripts', 'bundle.mjs')]);
  runBin('playwright', ['test', '--config', 'tests/bundle/playwright.config.ts'], {
    env: { ...withoutDatabase, E2E_REPORT_FILE: path.join(results, e2eReports[3]) },
  });
} catch (error) {
  failure ??= error;
}

const vitest = readJson(path.join(results, 'vitest.json'));
const e2eStats = e2eReports.map((report) => readJson(path.join(results, report))?.stats ?? {});
const sum = (key) => e2eStats.reduce((total, stats) => total + (stats[key] ?? 0), 0);
const passed = (vitest?.numPassedTests ?? 0) + sum('expected');
const failed = (vitest?.numFailedTests ?? 0) + sum('unexpected') + sum('flaky');
if (failure) console.error(`\n✖ ${failure.message}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failure || failed > 0 || passed === 0 ? 1 : 0);
