// `npm run bench:web`: Lighthouse 12 (mobile) against the production build served by `next start`,
// on the pages of issue 6 plus the home page in lite mode. Builds first when the build is stale.
//
//   BENCH_PORT (default 3215)   BENCH_RUNS (default 1: the median of N runs per page is printed)
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild, root } from '../scripts/lib/setup.mjs';

const port = Number(process.env.BENCH_PORT ?? 3215);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const base = `http://localhost:${port}`;
const deadline = Date.now() + 15 * 60_000;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`next start did not answer on ${base}`);
}

/** The first licence and the first news article of the content registry. */
function registryPaths() {
  const script = [
    "import { allNewsArticles } from './content/news';",
    "import { programmesOfType } from './content/programmes';",
    "import { newsPath, programmePath } from './lib/routes';",
    "console.log(JSON.stringify([programmePath(programmesOfType('licence')[0]), newsPath(allNewsArticles()[0].id)]));",
  ].join('\n');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['--eval', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Could not read the content registry: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const js = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    total: audit('total-byte-weight'),
    js,
    // Lighthouse's measure of this machine's CPU speed: TBT grows as it falls (shared machines).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

ensureBuild();
const server = spawn(
  path.join(root, 'node_modules', '.bin', 'next'),
  ['start', '-p', String(port), '-H', 'localhost'],
  { cwd: root, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
);
let chrome;
try {
  await waitForServer();
  const [licence, article] = registryPaths();
  const pages = [
    ['home', '/'],
    ['licences', '/licences'],
    ['licence detail', licence],
    ['news article', article],
    ['gallery', '/gallery'],
    ['admissions', '/admissions'],
    ['home (lite mode)', '/?lite=1'],
  ];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  const rows = [];
  for (const [name, url] of pages) {
    const results = [];
    for (let run = 0; run < runs && Date.now() < deadline; run++) {
      const result = await lighthouse(
        `${base}${url}`,
        { port: chrome.port, output: 'json', logLevel: 'error', maxWaitForLoad: 45_000 },
        undefined,
      );
      if (result) results.push(summarise(result.lhr));
    }
    if (results.length === 0) break;
    const pick = (key) => median(results.map((r) => r[key]));
    rows.push({
      page: `${name} (${url})`,
      perf: pick('performance'),
      a11y: pick('accessibility'),
      bp: pick('bestPractices'),
      seo: pick('seo'),
      'LCP ms': Math.round(pick('lcp')),
      CLS: Number(pick('cls').toFixed(3)),
      'TBT ms': Math.round(pick('tbt')),
      'total KB': Math.round(pick('total') / 1024),
      'JS KB (gz)': Math.round(pick('js') / 1024),
      'CPU index': Math.round(pick('benchmarkIndex')),
    });
    console.log(`✔ ${name}`);
  }
  console.table(rows);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}
