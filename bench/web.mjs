// `npm run bench:web`: Lighthouse 12 (mobile) against the production build served by `next start`,
// on six pages (docs/performance.md) plus the home page in lite mode, and against Next.js's floor
// (an empty app's pre-rendered page, bench/lib/floor-app.mjs, served the same way on BENCH_PORT + 1)
// in the same run. Builds first when it is stale. Prints the medians, then each page's largest
// contentful paint split into Lighthouse's four phases, with the element it was.
//
// Each load is gathered once and scored twice: with Lighthouse's mobile preset as it stands (CPU
// slowed 4×) and with the CPU slowdown calibrated to this machine's speed, as Lighthouse's
// throttling guide advises when the host is not the desktop the 4× preset assumes. Both come from
// the same load, so the gap between the two columns is the host, not the page.
//
//   BENCH_PORT (default 3215)   BENCH_RUNS (default 5, as Lighthouse's guide to score variability
//   advises: the median of N runs per page is printed)
//   BENCH_ONLY (optional, comma-separated page names, e.g. `home,gallery`: measure only those)
//   CHROMIUM_PATH (default Debian's /usr/bin/chromium)
//   BENCH_BASELINE (optional, another build folder of this project, e.g. `.next-builds/base` made
//   with NEXT_DIST_DIR: served too, on BENCH_PORT + 2, and each page's loads alternate between the
//   two builds, so that a change is measured before and after in the same run, on the same host)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { directionOf, localizedPath, locales } from '../i18n/locale-routing.mjs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { payloadFolder } from '../scripts/lib/deferred-start.mjs';
import { ensureBuild, root } from '../scripts/lib/setup.mjs';
import { buildFloor, floorDir, nextBin } from './lib/floor-app.mjs';
import { registryPaths } from './lib/registry-paths.mjs';

const port = Number(process.env.BENCH_PORT ?? 3215);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const base = `http://localhost:${port}`;
const floorBase = `http://localhost:${port + 1}`;
const baselineDir = process.env.BENCH_BASELINE;
const baselineBase = `http://localhost:${port + 2}`;
// A bound on the whole run (7 pages × 5 loads take 8 to 15 minutes here); pages past it are named.
const deadline = Date.now() + 25 * 60_000;
const chromeFlags = ['--headless=new', ...chromiumArgs];

async function waitForServer(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`next start did not answer on ${url}`);
}

/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference phone, from the
 * benchmark index Lighthouse measured: the published calculator that Lighthouse's throttling guide
 * links (github.com/patrickhulce/lighthouse-cpu-throttling-calculator). 1533 gives the preset's 4×.
 */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/** Below this index Lighthouse itself warns that the host CPU is too slow for its 4× preset. */
const slowHostIndex = 1000;

/** The median of the runs that produced the figure (Lighthouse leaves a metric out when it fails). */
function median(values) {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length === 0 ? Number.NaN : finite[Math.floor(finite.length / 2)];
}

/** Lighthouse's split of the LCP: TTFB, load delay, load time, render delay (ms), and the element. */
function lcpPhases(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const phases = tables.find((table) => table.items?.some((item) => 'phase' in item))?.items ?? [];
  const element = tables[0]?.items?.[0]?.node;
  return {
    timings: [0, 1, 2, 3].map((i) => phases[i]?.timing ?? Number.NaN),
    element: element ? `${element.nodeLabel ?? ''} ${element.snippet ?? ''}`.trim() : '?',
  };
}

/**
 * Scripts Lighthouse lists with a transfer size of 0 (the floor app's, which its trace records
 * without their bytes): each fetched once here and gzipped, so that the JS column still counts them.
 */
const gzippedSize = new Map();
async function weighUnsizedScripts(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  for (const { url, resourceType, transferSize } of requests) {
    if (resourceType !== 'Script' || transferSize || gzippedSize.has(url)) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzippedSize.set(url, gzipSync(body).length);
  }
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const weight = (r) => r.transferSize || gzippedSize.get(r.url) || 0;
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  // The React payload, moved out of the HTML by the build into a script of its own, is the page's
  // data, not code: counted apart, and with it the HTML that used to carry it.
  const isPayload = (r) => new URL(r.url).pathname.startsWith(`/_next/static/${payloadFolder}/`);
  const js = scripts.filter((r) => !isPayload(r)).reduce((sum, r) => sum + weight(r), 0);
  const payload = scripts.filter(isPayload).reduce((sum, r) => sum + weight(r), 0);
  const html = requests.find((r) => r.resourceType === 'Document')?.transferSize ?? Number.NaN;
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
    payload,
    html,
    phases: lcpPhases(lhr),
    // Lighthouse's measure of this machine's CPU speed: TBT grows as it falls (shared machines).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

ensureBuild();
buildFloor();
const serve = (cwd, at, env = {}) =>
  spawn(process.execPath, [nextBin, 'start', '-p', String(at), '-H', 'localhost'], {
    cwd,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
const server = serve(root, port);
const floorServer = serve(floorDir, port + 1);
// Its own embedded database: one process only may open a PGlite folder.
const baselineServer =
  baselineDir &&
  serve(root, port + 2, {
    NEXT_DIST_DIR: baselineDir,
    PGLITE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bench-web-baseline-')),
  });
/** The language written right to left (Arabic), measured beside French. */
const rtl = locales.find((locale) => directionOf(locale) === 'rtl');

let chrome;
try {
  await waitForServer(base);
  await waitForServer(floorBase);
  if (baselineServer) await waitForServer(baselineBase);
  const { licence, article } = registryPaths();
  const pages = [
    ['home', '/'],
    ['licences', '/licences'],
    ['licence detail', licence],
    ['news article', article],
    ['gallery', '/gallery'],
    ['admissions', '/admissions'],
    // The right-to-left (Arabic) pages, beside the French ones in the same run (BENCH_ONLY picks them).
    [`home (${rtl})`, localizedPath(rtl, '/')],
    [`news article (${rtl})`, localizedPath(rtl, article)],
    ['home (lite mode)', '/?lite=1'],
    ['floor', `${floorBase}/`],
  ].filter(([name]) => !only || only.includes(name));
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags,
  });
  /** One Lighthouse load of `address`, scored with the preset and calibrated, added to `results`. */
  async function measureLoad(address, results) {
    const artifacts = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
    try {
      await lighthouse(address, {
        port: chrome.port,
        logLevel: 'error',
        maxWaitForLoad: 45_000,
        gatherMode: artifacts,
      });
      const preset = await lighthouse(address, { logLevel: 'error', auditMode: artifacts });
      if (!preset) return;
      await weighUnsizedScripts(preset.lhr);
      const summary = summarise(preset.lhr);
      // Lighthouse refuses settings that differ from the gathered ones: the calibrated score is
      // the same artifacts with the CPU slowdown rewritten in their settings.
      const file = path.join(artifacts, 'artifacts.json');
      const gathered = JSON.parse(readFileSync(file, 'utf8'));
      const cpuSlowdownMultiplier = calibratedCpuSlowdown(summary.benchmarkIndex);
      gathered.settings.throttling = { ...gathered.settings.throttling, cpuSlowdownMultiplier };
      writeFileSync(file, JSON.stringify(gathered));
      const calibrated = await lighthouse(address, {
        logLevel: 'error',
        auditMode: artifacts,
        throttling: gathered.settings.throttling,
      });
      const calibratedSummary = calibrated ? summarise(calibrated.lhr) : undefined;
      results.push({
        ...summary,
        calibratedPerformance: calibratedSummary?.performance ?? Number.NaN,
        calibratedTbt: calibratedSummary?.tbt ?? Number.NaN,
        cpuSlowdownMultiplier,
      });
    } finally {
      rmSync(artifacts, { recursive: true, force: true });
    }
  }
  const rows = [];
  const phaseRows = [];
  // With a baseline, each page of the site is measured on both builds, their loads alternating.
  const variants = (name, url) =>
    url.startsWith('http')
      ? [{ name, address: url }]
      : [
          { name, address: `${base}${url}` },
          ...(baselineServer ? [{ name: `${name}, baseline`, address: `${baselineBase}${url}` }] : []),
        ];
  const measured = [];
  for (const [name, url] of pages) {
    const targets = variants(name, url).map((target) => ({ ...target, results: [] }));
    for (let run = 0; run < runs && Date.now() < deadline; run++) {
      for (const target of targets) await measureLoad(target.address, target.results);
    }
    for (const target of targets) measured.push({ ...target, url });
    if (targets.some((target) => target.results.length > 0)) console.log(`✔ ${name}`);
  }
  for (const { name, url, results } of measured) {
    if (results.length === 0) continue;
    const pick = (key) => median(results.map((r) => r[key]));
    rows.push({
      page: `${name} (${url})`,
      runs: results.length,
      perf: pick('performance'),
      a11y: pick('accessibility'),
      bp: pick('bestPractices'),
      seo: pick('seo'),
      'LCP ms': Math.round(pick('lcp')),
      CLS: Number(pick('cls').toFixed(3)),
      'TBT ms': Math.round(pick('tbt')),
      'total KB': Math.round(pick('total') / 1024),
      'JS KB (gz)': Math.round(pick('js') / 1024),
      'HTML KB': Number((pick('html') / 1024).toFixed(1)),
      'payload KB': Number((pick('payload') / 1024).toFixed(1)),
      'CPU index': Math.round(pick('benchmarkIndex')),
      'perf (calibrated)': pick('calibratedPerformance'),
      'CPU ×': Number(pick('cpuSlowdownMultiplier').toFixed(1)),
      'TBT ms (calibrated)': Math.round(pick('calibratedTbt')),
    });
    const phase = (i) => Math.round(median(results.map((r) => r.phases.timings[i])));
    phaseRows.push({
      page: name,
      'LCP ms': Math.round(pick('lcp')),
      TTFB: phase(0),
      'load delay': phase(1),
      'load time': phase(2),
      'render delay': phase(3),
      element: results.at(-1).phases.element.slice(0, 70),
    });
  }
  console.table(rows);
  console.log('\nLargest contentful paint by phase (ms, medians; the element of the last run):');
  console.table(phaseRows);
  const unmeasured = measured.filter((target) => target.results.length === 0).map((target) => target.name);
  const cut = rows.filter((row) => row.runs < runs).map((row) => row.page);
  if (unmeasured.length > 0 || cut.length > 0)
    console.log(
      `Stopped at the time limit. Not measured: ${unmeasured.join(', ') || 'none'}; ` +
        `fewer than ${runs} runs: ${cut.join(', ') || 'none'}.`,
    );
  const indexes = rows.map((row) => row['CPU index']);
  console.log(
    `Lighthouse's CPU index of this host: ${Math.min(...indexes)}–${Math.max(...indexes)} ` +
      `(its 4× preset assumes about 1533). 'perf' uses the preset; 'perf (calibrated)' slows the CPU ` +
      `by 'CPU ×' instead, so that this host stands for the same reference phone.`,
  );
  if (Math.min(...indexes) < slowHostIndex)
    console.log(
      `Warning (Lighthouse's own): the tested device appears to have a slower CPU than Lighthouse ` +
        `expects (index under ${slowHostIndex}); the preset's scores understate the page.`,
    );
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  floorServer.kill('SIGTERM');
  baselineServer?.kill('SIGTERM');
}
