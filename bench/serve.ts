// `npm run bench:serve`: how fast the production build serves its pre-rendered pages, next to the
// floor: an empty Next.js app (one pre-rendered App Router page, no proxy, no config) served by the
// same `next start`, measured in the same run. autocannon, 50 connections for 10 s per page, asking
// for compression as browsers do (`gzip, deflate, br, zstd`; compression is part of what is
// measured: Next.js answers gzip, the site's kept pre-rendered answers brotli). The servers take turns
// (floor, site, floor, site…) so that a slower stretch of a shared machine hits both; medians of
// BENCH_ROUNDS rounds. Everything listens on 127.0.0.1 only.
//
//   BENCH_PORT (3415; the site uses BENCH_PORT + 1)   BENCH_ROUNDS (3)   BENCH_SECONDS (10)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { allNewsArticles } from '@/content/news';
import { programmesOfType } from '@/content/programmes';
import { newsPath, programmePath } from '@/lib/routes';
import { buildFloor, floorDir } from './lib/floor-app.mjs';
import {
  benchPort,
  deadline,
  ensureProductionBuild,
  projectRoot,
  startNext,
  table,
  type Server,
} from './lib/harness';

const host = '127.0.0.1';
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
interface Sample {
  rps: number;
  p99: number;
  encoding: string;
}

const browserEncodings = 'gzip, deflate, br, zstd';

async function hammer(url: string, duration: number): Promise<Omit<Sample, 'encoding'>> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      { url, connections, duration, timeout: 30, headers: { 'accept-encoding': browserEncodings } },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Warms `url` up (the site's server learns the page from its first requests), checks that it
 * answers 200 compressed, then measures it.
 */
async function measure(url: string): Promise<Sample> {
  await hammer(url, 2);
  const probe = await fetch(url, { headers: { 'accept-encoding': browserEncodings } });
  await probe.arrayBuffer();
  if (probe.status !== 200) throw new Error(`${url} answered ${probe.status}`);
  const encoding = probe.headers.get('content-encoding') ?? 'none';
  if (encoding !== 'gzip' && encoding !== 'br') throw new Error(`${url} was not compressed (${encoding})`);
  return { ...(await hammer(url, seconds)), encoding };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const licence = programmesOfType('licence')[0];
const article = allNewsArticles()[0];
if (!licence || !article) throw new Error('the content registry has no licence or no article');
const sitePages = ['/', '/licences', programmePath(licence), newsPath(article.id)];

const servers: Server[] = [];
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'bench-serve-pglite-'));
const cleanup = async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(pgliteDir, { recursive: true, force: true });
};
deadline(5 + rounds * (1 + ((sitePages.length + 1) * (seconds + 3)) / 60), cleanup);

async function turn(
  cwd: string,
  port: number,
  pages: string[],
  env?: Record<string, string>,
): Promise<Map<string, Sample>> {
  const server = await startNext(env ?? {}, port, { cwd, host });
  servers.push(server);
  try {
    const samples = new Map<string, Sample>();
    for (const page of pages) samples.set(page, await measure(`${server.url}${page}`));
    return samples;
  } finally {
    await server.stop();
    servers.splice(servers.indexOf(server), 1);
  }
}

try {
  buildFloor();
  ensureProductionBuild();
  const samples = new Map<string, Sample[]>();
  const record = (label: string, measured: Map<string, Sample>) => {
    for (const [page, sample] of measured) {
      const key = `${label} ${page}`;
      samples.set(key, [...(samples.get(key) ?? []), sample]);
    }
  };
  for (let round = 1; round <= rounds; round++) {
    console.log(`\n▶ Round ${round}/${rounds}`);
    record('floor', await turn(floorDir, benchPort, ['/']));
    // No database is needed to serve pages: an embedded one in a throw-away folder.
    record('site', await turn(projectRoot, benchPort + 1, sitePages, { PGLITE_DATA_DIR: pgliteDir }));
  }

  const floor = median(samples.get('floor /')!.map((s) => s.rps));
  console.log(
    `\nPre-rendered pages, ${connections} connections × ${seconds} s, accept-encoding: ${browserEncodings}, ` +
      `medians of ${rounds} rounds (floor = an empty Next.js app's page, same next start)\n`,
  );
  table(
    [...samples].map(([key, list]) => {
      const rps = median(list.map((s) => s.rps));
      return {
        page: key,
        // Each round's, once: a page still being learned when its round began answers in gzip.
        encoding: [...new Set(list.map((s) => s.encoding))].join(' '),
        'req/s': Math.round(rps),
        'p99 ms': Math.round(median(list.map((s) => s.p99))),
        'to floor': (rps / floor).toFixed(2),
        'req/s per round': list.map((s) => Math.round(s.rps)).join(' '),
      };
    }),
  );
} finally {
  await cleanup();
}
