// What the form benches share: the production build, `next start` on BENCH_PORT, throw-away
// PostgreSQL databases on this machine's server, and a valid admission.
import { intakeDays } from '../../tests/support/intake-days';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error: plain JavaScript shared with `npm start`
import { ensureBuild, root } from '../../scripts/lib/setup.mjs';
import { sampleApplication } from '../../tests/support/sample-application';

export const benchPort = Number(process.env.BENCH_PORT ?? 3415);
export const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const projectRoot = root as string;

/** Builds when the build is stale (sources or SITE_* settings changed). */
export function ensureProductionBuild() {
  (ensureBuild as () => void)();
}

export interface Server {
  url: string;
  /** Every JSON line the server logged. */
  events: Record<string, unknown>[];
  /** Every line the server wrote, its own and Next.js's. */
  lines: string[];
  /** CPU seconds the server's processes have used so far (Linux; 0 elsewhere). */
  cpuSeconds(): number;
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a crash or a power cut would. */
  kill(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** User + system CPU seconds of a process and its descendants, from /proc (0 where there is none). */
function treeCpuSeconds(root: number): number {
  const ticksPerSecond = 100; // USER_HZ on Linux
  const stats = new Map<number, { parent: number; ticks: number }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const name of entries) {
    try {
      // Fields after the command name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // exited meanwhile
    }
  }
  let ticks = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, stat] of stats) if (stat.parent === pid) pending.push(child);
  }
  return ticks / ticksPerSecond;
}

/** Starts a server process (in `cwd`, the project by default) and waits until `readyPath` answers. */
export async function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath = '/',
  { host = 'localhost', cwd = projectRoot }: { host?: string; cwd?: string } = {},
): Promise<Server> {
  const child = spawn(command, args, {
    cwd,
    // Posts are judged on a day the intake's first round is open (a test-only setting: lib/core/env.ts).
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', INTAKE_TODAY: intakeDays.inside, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const events: Record<string, unknown>[] = [];
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk: Buffer) => {
      const received = (pending + chunk.toString('utf8')).split('\n');
      pending = received.pop() ?? '';
      for (const line of received) {
        lines.push(line);
        if (!line.startsWith('{')) continue;
        try {
          events.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // not one of ours
        }
      }
    });
  }
  const url = `http://${host}:${port}`;
  await waitFor(`${url}${readyPath}`, child);
  return {
    url,
    events,
    lines,
    cpuSeconds: () => (child.pid === undefined ? 0 : treeCpuSeconds(child.pid)),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/**
 * `next start` on the production build, as operators run it; on another app's build with `cwd`
 * (the floor app), bound to one address with `host`.
 */
export function startNext(
  env: Record<string, string>,
  port = benchPort,
  { cwd = projectRoot, host }: { cwd?: string; host?: string } = {},
): Promise<Server> {
  const next = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next');
  // BENCH_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const bind = host ? ['-H', host] : [];
  return startProcess(
    process.execPath,
    [...profile, next, 'start', ...bind, '-p', String(port)],
    env,
    port,
    '/',
    {
      cwd,
      host,
    },
  );
}

export interface Database {
  url: string;
  count(table: 'admission_requests' | 'contact_submissions'): Promise<number>;
  drop(): Promise<void>;
}

/** A throw-away database `hard_bench_…` on the machine's PostgreSQL. */
export async function createDatabase(label: string): Promise<Database> {
  const name = `hard_bench_${label}_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    count: (table) => countRows(url.toString(), table),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function countRows(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client
      .query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)
      .catch((error: { code?: string }) => {
        if (error.code === '42P01') return { rows: [{ n: '0' }] };
        throw error;
      });
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** A valid application, as the form sends it after a person's minute of typing. */
export function admissionBody(extra: Record<string, unknown> = {}): string {
  return JSON.stringify({ ...sampleApplication(), locale: 'fr', fillMs: 60_000, ...extra });
}

/** Settings that lift the per-address limits: every bench request comes from 127.0.0.1. */
export const liftedLimits = {
  FORM_RATE_LIMIT_ADMISSIONS: '100000000',
  FORM_RATE_LIMIT_CONTACT: '100000000',
};

/** Stops the whole bench if it runs past `minutes`: benches are bounded in time. */
export function deadline(minutes: number, cleanup: () => Promise<void>) {
  const timer = setTimeout(() => {
    console.error(`Bench stopped: over ${minutes} minutes.`);
    void cleanup().finally(() => process.exit(2));
  }, minutes * 60_000);
  timer.unref();
}

export function table(rows: Record<string, string | number>[]) {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
}
