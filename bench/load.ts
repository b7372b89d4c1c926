// `npm run bench:load`: 10,000 valid applications at 50 connections against `next start` (real
// PostgreSQL on 127.0.0.1), and the same against its reference in the same run: Next.js's floor, an
// empty app whose POST route handler reads the JSON and answers 201 without storing anything
// (bench/lib/floor-app.mjs, the same floor `bench:web` and `bench:serve` measure), served by
// `next start` of the same Next.js: what any route handler costs before it does its work. The goal
// is the endpoint at 0.5 of the floor's requests per second or more (docs/performance.md). Prints
// 2xx, rows stored, latency p50/p99 and requests per second, the servers' CPU time per request, and
// the endpoint's ratio to the floor. BENCH_BARE=1 adds the earlier reference, a bare Node.js http
// server doing the same zod + Drizzle insert outside Next.js, which no route handler can approach
// (the floor itself reaches about a third of it).
//
// Each post is sent as a person's browser sends it: its own idempotency key and its own form token
// (issued a minute before, signed with the SERVER_SECRET the bench gives the server), so every one
// takes the full path of a fresh application (notification, queued confirmation). By default the
// posts come from many client addresses, as real traffic does: the server trusts one proxy
// (TRUST_PROXY=1) and each address, written in X-Forwarded-For, sends ADDRESS_POSTS posts, under
// the per-address limit, which keeps its real value. BENCH_ADDRESSES=one sends everything from one
// address, with the per-address limits lifted. Either way the limit of all addresses together
// (FORM_GLOBAL_LIMIT, 200 in 10 minutes) is lifted: past it, posts are stored as suspected, without
// the notification and the confirmation, which is not the path being measured.
//
//   BENCH_PORT (3415; the floor uses BENCH_PORT + 2, the bare server BENCH_PORT + 1)
//   BENCH_REQUESTS (10000)   BENCH_ADDRESSES (many | one)   BENCH_BARE (1: the bare server too)
import { hkdfSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildFloor, floorDir, floorPostPath } from './lib/floor-app.mjs';
import { issueFormToken } from '@/lib/security/form-token';
import {
  admissionBody,
  benchPort,
  createDatabase,
  deadline,
  ensureProductionBuild,
  liftedLimits,
  projectRoot,
  startNext,
  startProcess,
  table,
  type Database,
  type Server,
} from './lib/harness';

const amount = Number(process.env.BENCH_REQUESTS ?? 10_000);
const withBare = process.env.BENCH_BARE === '1';
/** The endpoint's share of the floor's requests per second the site aims for. */
const goalOfFloor = 0.5;
const connections = 50;
const manyAddresses = process.env.BENCH_ADDRESSES !== 'one';
/** Posts per client address in `many` mode: under the per-address limit (5 in 10 minutes). */
const ADDRESS_POSTS = 3;

const serverSecret = randomBytes(32).toString('base64url');
// The server's form-token key, derived from SERVER_SECRET as lib/security/signing-key.ts does.
const formTokenKey = Buffer.from(
  hkdfSync('sha256', Buffer.from(serverSecret), new Uint8Array(0), 'form-token', 32),
);
let sent = 0;

/** The next post's headers: its own form token, and in `many` mode its client's address. */
function nextHeaders(): Record<string, string> {
  const n = sent++;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: `form_token=${issueFormToken(formTokenKey, Date.now() - 60_000)}`,
  };
  if (manyAddresses) {
    const client = Math.floor(n / ADDRESS_POSTS);
    headers['x-forwarded-for'] = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  }
  return headers;
}

/** Settings of the server under test: see the header comment. */
const serverSettings: Record<string, string> = {
  SERVER_SECRET: serverSecret,
  FORM_GLOBAL_LIMIT: '100000000',
  // Confirmations are queued only when a mail server is configured; none is due during the run
  // (they wait 10 minutes), so nothing ever connects to this port.
  SMTP_URL: `smtp://127.0.0.1:${benchPort + 70}`,
  ...(manyAddresses ? { TRUST_PROXY: '1' } : liftedLimits),
};

interface Measure {
  server: string;
  requests: number;
  '2xx': number;
  'other status': number;
  errors: number;
  rows: number;
  'p50 ms': number;
  'p99 ms': number;
  'req/s': number;
  /** The server's CPU time per request (its processes, not PostgreSQL's): unlike req/s, it hardly
   * depends on what else the machine runs. */
  'CPU ms/req': number;
}

async function measure(
  label: string,
  server: Server,
  database?: Database,
  endpoint = '/api/admissions',
): Promise<Measure> {
  const url = `${server.url}${endpoint}`;
  /** Sends `count` posts; resolves with autocannon's result and the seconds they took. */
  const fire = async (count: number) => {
    // From the start to the last answer: autocannon's own `duration` runs on to its next 1 s
    // sample tick, so a run of 0.8 s reads as 2 s and the faster server looks twice as slow.
    const started = performance.now();
    let last = started;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        {
          url,
          method: 'POST',
          connections,
          amount: count,
          timeout: 30,
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                headers: nextHeaders(),
                body: admissionBody({ idempotencyKey: randomBytes(12).toString('base64url') }),
              }),
            },
          ],
        },
        (error, done) => (error ? reject(error as Error) : resolve(done)),
      );
      run.on('response', () => {
        last = performance.now();
      });
    });
    return { result, seconds: (last - started) / 1000 };
  };
  await fire(200); // warm-up: JIT, connection pool, first migrations
  const before = (await database?.count('admission_requests')) ?? 0;
  const cpuBefore = server.cpuSeconds();
  const { result, seconds } = await fire(amount);
  const cpu = server.cpuSeconds() - cpuBefore;
  const rows = ((await database?.count('admission_requests')) ?? 0) - before;
  return {
    server: label,
    requests: amount,
    '2xx': result['2xx'],
    'other status': result.non2xx,
    errors: result.errors + result.timeouts,
    rows,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'req/s': Math.round((result['2xx'] + result.non2xx) / seconds),
    'CPU ms/req': Number(((cpu * 1000) / amount).toFixed(2)),
  };
}

const databases: Database[] = [];
const servers: Server[] = [];
const cleanup = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all(databases.map((d) => d.drop().catch(() => undefined)));
};
deadline(10, cleanup);

try {
  ensureProductionBuild();
  buildFloor();
  const results: Measure[] = [];

  const floor = await startNext({}, benchPort + 2, { cwd: floorDir });
  servers.push(floor);
  results.push(
    await measure('Next.js floor: empty POST handler, no database', floor, undefined, floorPostPath),
  );
  await floor.stop();

  if (withBare) {
    const bareDb = await createDatabase('bare');
    databases.push(bareDb);
    const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx');
    const bare = await startProcess(
      tsx,
      ['bench/lib/bare-server.ts'],
      { PORT: String(benchPort + 1), DATABASE_URL: bareDb.url },
      benchPort + 1,
    );
    servers.push(bare);
    results.push(await measure('bare Node http + zod + Drizzle', bare, bareDb));
    await bare.stop();
  }

  const nextDb = await createDatabase('next');
  databases.push(nextDb);
  const next = await startNext({ DATABASE_URL: nextDb.url, ...serverSettings });
  servers.push(next);
  results.push(await measure('next start, POST /api/admissions', next, nextDb));
  await next.stop();

  const from = manyAddresses ? `${ADDRESS_POSTS} per client address` : 'one client address';
  console.log(`\n${amount} valid applications, ${connections} connections, ${from}, PostgreSQL 127.0.0.1\n`);
  table(results.map((r) => ({ ...r })));
  const f = results[0]!;
  const n = results.at(-1)!;
  const b = withBare ? results[1] : undefined;
  const ratio = n['req/s'] / f['req/s'];
  console.log(
    `\nEndpoint / Next.js floor: ${ratio.toFixed(2)} of the throughput (goal ${goalOfFloor}: ` +
      `${ratio >= goalOfFloor ? 'met' : 'not met'}), p99 ${(n['p99 ms'] / Math.max(1, f['p99 ms'])).toFixed(1)}×; ` +
      `CPU per request ${(n['CPU ms/req'] / Math.max(0.01, f['CPU ms/req'])).toFixed(1)}× the floor's`,
  );
  if (b)
    console.log(
      `Endpoint / bare server: ${(n['req/s'] / b['req/s']).toFixed(2)}; ` +
        `Next.js floor / bare server: ${(f['req/s'] / b['req/s']).toFixed(2)} of the throughput`,
    );
  const ok = n['2xx'] === amount && n.rows === amount;
  console.log(
    ok ? `OK: ${n.rows}/${amount} rows stored.` : `FAILED: ${n.rows}/${amount} rows, ${n['2xx']} 2xx.`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await cleanup();
}
