import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { basePort, copyBundle, startInstance, type Instance } from './support/bundle';

// /api/ready follows the database: 503 while PostgreSQL is stopped, 200 once it is back, without
// restarting the instance. The test runs its OWN throw-away PostgreSQL cluster (initdb in a
// temporary folder) and stops only that one, never the machine's shared server.

const bin = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'].find(
  (folder) => existsSync(path.join(folder, 'initdb')),
);
const pgPort = basePort + 5;
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the postgres user when the test runs as root (the server refuses root). */
function pgTool(tool: string, args: string[]) {
  const command = path.join(bin!, tool);
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
}

function idOf(flag: '-u' | '-g') {
  return Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
}

test.skip(!bin, 'PostgreSQL server binaries (initdb, pg_ctl) are not installed');

test('/api/ready answers 503 while PostgreSQL is stopped and 200 once it is back', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'bundle-ready-pg-'));
  const data = path.join(folder, 'data');
  if (asRoot) {
    chownSync(folder, idOf('-u'), idOf('-g'));
    chmodSync(folder, 0o700);
  }
  const pgCtl = (...args: string[]) => pgTool('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  const start = () =>
    pgCtl('-l', path.join(folder, 'log'), '-o', `-p ${pgPort} -k ${folder} -c listen_addresses=127.0.0.1`, 'start');
  const copy = copyBundle('ready');
  let server: Instance | undefined;
  let running = false;
  try {
    pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    start();
    running = true;
    server = await startInstance(copy.dir, basePort + 4, {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    });
    const ready = async () => {
      const response = await fetch(`${server!.url}/api/ready`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });

    pgCtl('-m', 'fast', 'stop');
    running = false;
    await expect
      .poll(ready, { timeout: 20_000 })
      .toEqual({ status: 503, body: { status: 'unavailable', reason: 'database_unreachable' } });
    // The pages do not depend on the database: the instance keeps serving them.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    start();
    running = true;
    await expect.poll(ready, { timeout: 30_000 }).toEqual({ status: 200, body: { status: 'ready' } });
    const events = server.lines.flatMap((line) => {
      try {
        return [(JSON.parse(line) as { event?: string }).event];
      } catch {
        return []; // one of Next.js's own lines
      }
    });
    expect(events).toContain('readiness_lost');
    expect(events).toContain('readiness_restored');
  } finally {
    await server?.stop();
    if (running) {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // already stopped
      }
    }
    copy.remove();
    rmSync(folder, { recursive: true, force: true });
  }
});
