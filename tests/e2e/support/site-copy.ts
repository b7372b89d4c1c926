import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * A copy of this repository (its versioned files, as a fresh clone has them, committed in a git
 * repository of its own) with the build under test, served by `next start` on its own port and
 * database: the editing screen writes into the copy, never into the checkout being tested. Its
 * dependencies are hard links to the checkout's (no second install); the image pipeline's cache
 * is copied, so a rebuild encodes only what an editor added.
 */
export interface SiteCopy {
  dir: string;
  url: string;
  /** Runs the production build again in the copy (`node scripts/build.mjs`). */
  rebuild(): void;
  /** Starts (or restarts) its server. */
  start(): Promise<void>;
  stop(): Promise<void>;
  remove(): void;
}

const checkout = process.cwd();

/** The environment of a child process: `settings` over this one's, those set to '' removed. */
export function childEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings, NEXT_TELEMETRY_DISABLED: '1' };
  for (const [key, value] of Object.entries(settings)) if (value === '') delete env[key];
  return env;
}

export function makeSiteCopy(port: number, settings: Record<string, string>): SiteCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-site-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: checkout,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(checkout, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(checkout, file), path.join(dir, file));
  }
  execFileSync('cp', ['-al', path.join(checkout, 'node_modules'), path.join(dir, 'node_modules')]);
  // The build under test too (not its compiler's cache): the copy serves it until it rebuilds.
  for (const cached of ['.cache', 'public/_img', 'public/_editor', '.next']) {
    if (existsSync(path.join(checkout, cached))) {
      execFileSync('cp', ['-a', path.join(checkout, cached), path.join(dir, cached)]);
    }
  }
  rmSync(path.join(dir, '.next', 'cache'), { recursive: true, force: true });
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], { cwd: dir });
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'The site as tested');

  const url = `http://localhost:${port}`;
  let server: ChildProcess | undefined;
  return {
    dir,
    url,
    rebuild() {
      const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      });
      if (build.status !== 0) {
        const output = `${build.stdout}\n${build.stderr}`.trim().split('\n').slice(-30).join('\n');
        throw new Error(`The copy's build failed:\n${output}`);
      }
    },
    async start() {
      server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
        cwd: dir,
        env: childEnv(settings),
        stdio: 'ignore',
      });
      await expect
        .poll(
          () =>
            fetch(`${url}/api/ready`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 110_000 },
        )
        .toBe(200);
    },
    async stop() {
      const running = server;
      server = undefined;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
