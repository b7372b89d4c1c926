// `npm test`: every check and test, from a fresh clone. Installs what is missing (dependencies,
// Debian's Chromium), starts the local PostgreSQL if it is stopped, then runs the typecheck,
// lint, unit and integration tests (vitest), the production build and the end-to-end tests
// (Playwright against `next start`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, ensureDependencies, log, root, run, runBin } from './lib/setup.mjs';

const chromium = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(chromium)) return;
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

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
for (const report of ['vitest.json', 'playwright.json']) rmSync(path.join(results, report), { force: true });
let failure;
try {
  ensureDependencies();
  ensureChromium();
  ensurePostgres();
  log('Typecheck');
  runBin('tsc', ['--noEmit']);
  log('Lint and formatting');
  runBin('eslint', ['.', '--max-warnings=0']);
  runBin('prettier', ['--check', '.', '--log-level=warn']);
  log('Unit and integration tests (vitest)');
  runBin('vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(results, 'vitest.json')}`,
  ]);
  ensureBuild();
  log('End-to-end tests (Playwright, Chromium, next start)');
  runBin('playwright', ['test']);
} catch (error) {
  failure = error;
}

const vitest = readJson(path.join(results, 'vitest.json'));
const playwright = readJson(path.join(results, 'playwright.json'));
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
if (failure) console.error(`\n✖ ${failure.message}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failure || failed > 0 || passed === 0 ? 1 : 0);
