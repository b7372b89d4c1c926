import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { intakeDays } from '../../support/intake-days';
import { sampleApplication } from '../../support/sample-application';

/**
 * The bundle (`npm run bundle`, scripts/bundle.mjs) run as an operator runs it: copied to an empty
 * folder, started with the command of the Dockerfile's CMD, with nothing of the checkout in reach:
 * the working directory is the copy, and neither NODE_PATH nor the checkout's node_modules/.bin
 * is passed on.
 */

const root = path.resolve(import.meta.dirname, '..', '..', '..');
export const bundleDir = path.join(root, 'bundle');

/** Ports of the bundle tests: BUNDLE_TEST_PORT and the next few. */
export const basePort = Number(process.env.BUNDLE_TEST_PORT ?? 3730);

/** The Dockerfile's CMD (its exec form), e.g. ['node', 'server.js']. */
export function dockerCommand(): string[] {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const line = dockerfile.split('\n').findLast((candidate) => candidate.startsWith('CMD '));
  if (!line) throw new Error('The Dockerfile has no CMD');
  return JSON.parse(line.slice(4)) as string[];
}

/** A copy of the bundle in an empty temporary folder. */
export function copyBundle(label: string): { dir: string; remove(): void } {
  if (!existsSync(path.join(bundleDir, 'server.js')))
    throw new Error('No bundle: run `npm run bundle` first (npm test does).');
  const dir = mkdtempSync(path.join(tmpdir(), `bundle-${label}-`));
  cpSync(bundleDir, dir, { recursive: true, verbatimSymlinks: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Only what any machine has: no NODE_PATH, no npm, no PATH entry into the checkout. */
export function cleanEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((entry) => entry && !path.resolve(entry).startsWith(root))
    .join(path.delimiter);
  // Not process.env's copy: NODE_ENV is left to the server (production), as on a fresh machine.
  return { PATH, HOME: tmpdir(), LANG: 'C.UTF-8', ...env } as unknown as NodeJS.ProcessEnv;
}

export interface Instance {
  url: string;
  port: number;
  /** Every line the server wrote. */
  lines: string[];
  child: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Settings every test instance shares: local addresses, plain HTTP staff cookies, no telemetry. */
export const baseSettings = {
  SITE_URL: 'http://localhost:3000',
  ADMIN_COOKIE_SECURE: 'never',
  NEXT_TELEMETRY_DISABLED: '1',
  SERVER_SECRET: 'bundle-test-server-secret-0123456789abcdef',
  // Applications are taken on a day the intake's first round is open, whatever day the tests run
  // (a test-only setting: lib/core/env.ts).
  INTAKE_TODAY: intakeDays.inside,
};

/** Starts the Dockerfile's CMD in `dir` on `port`; resolves once /api/health answers. */
export async function startInstance(dir: string, port: number, env: Record<string, string>): Promise<Instance> {
  const [command, ...args] = dockerCommand();
  const child = spawn(command === 'node' ? process.execPath : command!, args, {
    cwd: dir,
    env: cleanEnv({ ...baseSettings, HOSTNAME: '127.0.0.1', PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  }
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    url,
    port,
    lines,
    child,
    stop: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`The bundle exited (${child.exitCode}):\n${lines.join('\n')}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return instance;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await instance.stop('SIGKILL');
  throw new Error(`The bundle did not answer on ${url}:\n${lines.join('\n')}`);
}

/**
 * Starts the Dockerfile's CMD in `dir` and waits for it to exit (a server refusing its settings):
 * its exit code and every line it wrote. Killed, and code null, if it is still running after
 * `seconds`.
 */
export function runUntilExit(
  dir: string,
  env: Record<string, string>,
  seconds = 30,
): Promise<{ code: number | null; lines: string[] }> {
  const [command, ...args] = dockerCommand();
  const child = spawn(command === 'node' ? process.execPath : command!, args, {
    cwd: dir,
    env: cleanEnv({ ...baseSettings, HOSTNAME: '127.0.0.1', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (output += chunk));
  }
  const timer = setTimeout(() => child.kill('SIGKILL'), seconds * 1000);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, lines: output.split('\n').filter(Boolean) });
    });
  });
}

/** Runs one of the bundle's commands, `node cli/<name>.mjs`, from the bundle's folder. */
export function runCommand(dir: string, name: string, args: string[], env: Record<string, string>, input?: string) {
  const result = spawnSync(process.execPath, [path.join('cli', `${name}.mjs`), ...args], {
    cwd: dir,
    env: cleanEnv(env),
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The form token cookie the admission page hands a visitor (`name=value`): a post without one is
 * stored flagged as a likely robot, out of the staff's inbox and exports.
 */
export async function formTokenCookie(url: string): Promise<string> {
  const page = await fetch(`${url}/admissions`);
  await page.arrayBuffer();
  const cookie = page.headers.getSetCookie().find((line) => /^[^=]*form[^=]*=/i.test(line));
  if (!cookie) throw new Error('The admission page set no form token cookie');
  return cookie.split(';')[0]!;
}

/** A valid application, as the admission form sends it. */
export function application(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...sampleApplication(), locale: 'fr', ...extra };
}
