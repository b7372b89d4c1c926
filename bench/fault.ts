// `npm run bench:fault`: PostgreSQL stops for a few seconds in the middle of a load of valid
// applications and starts again. Prints how many were answered 201, 503 and anything else, and how
// many rows were stored: every 201 must be a row, and no row may exist without its 201.
// Then the server is killed while documents are on their way as resumable uploads, started again,
// and the uploads resume (bench/lib/fault-uploads.ts): no document that is not whole is ever stored,
// and each file is stored once.
//
// The bench runs its OWN throw-away PostgreSQL cluster (initdb in a temporary folder, port
// BENCH_PG_PORT, default 5440) and stops only that one: never the machine's shared server.
//
//   BENCH_PORT (3415)   BENCH_PG_PORT (5440)   BENCH_REQUESTS (6000)
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { killMidUpload } from './lib/fault-uploads';
import {
  admissionBody,
  countRows,
  deadline,
  ensureProductionBuild,
  liftedLimits,
  startNext,
  table,
  type Server,
} from './lib/harness';

const pgPort = Number(process.env.BENCH_PG_PORT ?? 5440);
const amount = Number(process.env.BENCH_REQUESTS ?? 6000);
const bin = '/usr/lib/postgresql/15/bin';
const outageMs = 4000;
const outageAfterMs = 2500;

/** Runs a PostgreSQL tool as the postgres user (the server refuses to run as root). */
function asPostgres(tool: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { encoding: 'utf8' })
    : spawnSync(path.join(bin, tool), args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
}

const folder = mkdtempSync(path.join(tmpdir(), 'hard-fault-pg-'));
const data = path.join(folder, 'data');
if (process.getuid?.() === 0) {
  const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  chownSync(folder, Number(ids.stdout), Number(gid.stdout));
  chmodSync(folder, 0o700);
}
const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
const startCluster = () =>
  pgCtl(
    '-l',
    path.join(folder, 'log'),
    '-o',
    `-p ${pgPort} -k ${folder} -c listen_addresses=127.0.0.1`,
    'start',
  );

let server: Server | undefined;
let clusterUp = false;
const cleanup = async () => {
  await server?.stop();
  if (clusterUp) {
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      // already stopped
    }
  }
  rmSync(folder, { recursive: true, force: true });
};
deadline(8, cleanup);

try {
  ensureProductionBuild();
  asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  startCluster();
  clusterUp = true;
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  server = await startNext({ DATABASE_URL: databaseUrl, ...liftedLimits });
  const started = Date.now();
  let key = 0;
  const load = autocannon({
    url: `${server.url}/api/admissions`,
    method: 'POST',
    connections: 20,
    amount,
    timeout: 30,
    headers: { 'content-type': 'application/json' },
    // Each request is its own submission.
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: admissionBody({ idempotencyKey: `fault-${process.pid}-${String(key++).padStart(10, '0')}` }),
        }),
      },
    ],
  });
  const outage = (async () => {
    await new Promise((resolve) => setTimeout(resolve, outageAfterMs));
    const stoppedAt = Date.now() - started;
    pgCtl('-m', 'fast', 'stop');
    await new Promise((resolve) => setTimeout(resolve, outageMs));
    startCluster();
    return { stoppedAt, restartedAt: Date.now() - started };
  })();
  const [result, window] = await Promise.all([load, outage]);
  const codes: Record<string, number> = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats?.count ?? 0]),
  );
  const rows = await countRows(databaseUrl, 'admission_requests');
  const created = codes['201'] ?? 0;
  const unavailable = codes['503'] ?? 0;
  const other = Object.entries(codes)
    .filter(([code]) => code !== '201' && code !== '503')
    .reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `\n${amount} valid applications at 20 connections; PostgreSQL stopped at ${(window.stoppedAt / 1000).toFixed(1)} s ` +
      `for ${outageMs / 1000} s, running again at ${(window.restartedAt / 1000).toFixed(1)} s; load over at ${result.duration.toFixed(1)} s\n`,
  );
  table([
    {
      requests: amount,
      '201': created,
      '503': unavailable,
      'other status': other
        ? Object.entries(codes)
            .filter(([code]) => code !== '201' && code !== '503')
            .map(([code, n]) => `${n}×${code}`)
            .join(' ')
        : 0,
      'socket errors': result.errors + result.timeouts,
      rows,
      'rows = 201s': rows === created ? 'yes' : 'NO',
    },
  ]);
  const retryAfter = server.events.filter((e) => e.event === 'form_store_failed').length;
  console.log(`\n${retryAfter} form_store_failed log lines (each answered 503 with Retry-After).`);
  const ok = rows === created && other === 0 && unavailable > 0;
  console.log(ok ? 'OK: no 201 without its row, no row without its 201, no 5xx but 503.' : 'FAILED');

  await server.stop();
  const secret = 'fault-bench-server-secret-0123456789abcdef';
  const uploadsOk = await killMidUpload(
    databaseUrl,
    async () =>
      (server = await startNext({ DATABASE_URL: databaseUrl, SERVER_SECRET: secret, ...liftedLimits })),
    secret,
  );
  console.log(
    uploadsOk
      ? 'OK: a server killed mid-upload left no partial document; every upload resumed and was stored once.'
      : 'FAILED: a partial or duplicate document was stored.',
  );
  process.exitCode = ok && uploadsOk ? 0 : 1;
} finally {
  await cleanup();
}
