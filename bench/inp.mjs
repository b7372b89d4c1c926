// `npm run bench:inp`: Interaction to Next Paint of the visitor's first moves, measured by the
// `web-vitals` library (its attribution build, read from node_modules and injected into the page:
// no network) in Debian's Chromium with the CPU slowed 4× through the DevTools protocol (the
// slowdown of Lighthouse's mobile preset), against `next start` of the production build on
// 127.0.0.1. Builds first when the build is stale.
//
//   npm run bench:inp -- [--port <port>] [--compare <port>] [--runs 5]
//
// Each interaction runs on a fresh page (no cache, no service worker), BENCH_INP_DELAY ms (1000)
// after the page's `load` event and the header's hydration, as a visitor who taps as soon as the
// page looks ready: the menu on a 375 px phone, a header dropdown on a 1280 px screen, the home
// slideshow's next button, typing a name in the admission form (its first focus loads the form's
// code, decision 0013), the gallery's lightbox. Prints, per interaction, the worst and the median
// of the runs and the worst run's split (input delay, processing, presentation). The target is a
// worst of 100 ms or less. With --port the build already served there is measured instead of
// starting one; --compare measures a second server the same way, the runs of the two alternating,
// so that both see the same host.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { ensureBuild, root } from '../scripts/lib/setup.mjs';
import { nextBin } from './lib/floor-app.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const runs = Math.max(1, Number(option('--runs', process.env.BENCH_RUNS ?? '5')));
const cpuRate = 4;
const settleMs = Number(process.env.BENCH_INP_DELAY ?? 1000);
const targetMs = 100;
const addressOf = (port) => `http://127.0.0.1:${port}`;
// A bound on the measuring: 5 interactions × 5 runs take 5–13 minutes on a shared two-core host,
// twice that with --compare; past it the remaining runs are skipped and the table still printed.
// The process itself is stopped two minutes later, should a page hang.
const deadline = Date.now() + 25 * 60_000;
// Playwright runs an init script inside a function of its own: the IIFE's `var` is made global.
const webVitals = `${readFileSync(
  path.join(root, 'node_modules', 'web-vitals', 'dist', 'web-vitals.attribution.iife.js'),
  'utf8',
)};window.webVitals = webVitals;`;

const phone = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };

/** Each case: where, on what screen, and the interaction (it must end with the page changed). */
const cases = [
  {
    name: 'menu (375 px, tap)',
    path: '/',
    device: phone,
    async act(page) {
      await page.locator('button[aria-controls="mobile-nav"]').tap();
      await page.locator('#mobile-nav').waitFor({ state: 'visible' });
    },
  },
  {
    name: 'header dropdown (1280 px)',
    path: '/',
    device: desktop,
    async act(page) {
      await page.locator('#nav-trigger-university').click();
      await page.locator('#nav-panel-university').waitFor({ state: 'visible' });
    },
  },
  {
    name: 'slideshow next (home)',
    path: '/',
    device: desktop,
    async before(page) {
      // The button moves to the next slide whose image has arrived.
      await page
        .locator('[data-slide="1"][data-loaded="true"]')
        .waitFor({ state: 'attached', timeout: 20_000 });
    },
    async act(page) {
      const hero = page.locator('section[aria-roledescription="carousel"]');
      const from = await hero.getAttribute('data-current');
      await hero.locator('button', { has: page.locator('span', { hasText: '›' }) }).click();
      await page.waitForFunction(
        (previous) =>
          document.querySelector('section[aria-roledescription="carousel"]')?.dataset.current !== previous,
        from,
      );
    },
  },
  {
    name: 'admission form, typing',
    path: '/admissions',
    device: phone,
    async act(page) {
      const field = page.locator('input[autocomplete="name"]');
      await field.tap();
      await field.pressSequentially('Amina Mahamat', { delay: 60 });
      await page.waitForFunction(
        () => document.querySelector('input[autocomplete="name"]')?.value === 'Amina Mahamat',
      );
    },
  },
  {
    name: 'gallery lightbox',
    path: '/gallery',
    device: phone,
    async act(page) {
      await page.locator('[data-gallery-item] button[aria-haspopup="dialog"]').first().tap();
      await page.locator('[role="dialog"]').waitFor({ state: 'visible' });
    },
  },
];

/** In the page, before its scripts: every INP report, with its attribution. */
function listenForInp() {
  window.__inp = [];
  const start = () =>
    window.webVitals.onINP(
      ({ value, attribution }) =>
        window.__inp.push({
          value,
          target: attribution.interactionTarget,
          type: attribution.interactionType,
          inputDelay: attribution.inputDelay,
          processing: attribution.processingDuration,
          presentation: attribution.presentationDelay,
        }),
      { reportAllChanges: true, durationThreshold: 0 },
    );
  if (window.webVitals) start();
  else addEventListener('DOMContentLoaded', start);
}

/** One interaction on a fresh page: its INP (the worst of the interaction's events) and its split. */
async function measureOnce(browser, base, testCase) {
  const context = await browser.newContext({ ...testCase.device, serviceWorkers: 'block', locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: webVitals });
    await page.addInitScript(listenForInp);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.goto(base + testCase.path, { waitUntil: 'load', timeout: 60_000 });
    await page.locator('header[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await testCase.before?.(page);
    await page.waitForTimeout(settleMs);
    await testCase.act(page);
    // The report follows the next paint after the last event of the interaction.
    await page.waitForFunction(() => window.__inp.length > 0, null, { timeout: 10_000 });
    await page.waitForTimeout(300);
    const reports = await page.evaluate(() => window.__inp);
    return reports.reduce((worst, r) => (r.value > worst.value ? r : worst));
  } finally {
    await context.close();
  }
}

function serve(port) {
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ACCESS_LOG: 'off' },
  });
  return server;
}

async function waitForServer(base) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`nothing answered on ${base}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let server;
const ownPort = Number(process.env.BENCH_PORT ?? 3325);
const targets = [];
if (option('--port')) targets.push({ label: `:${option('--port')}`, base: addressOf(option('--port')) });
else {
  ensureBuild();
  server = serve(ownPort);
  targets.push({ label: 'this build', base: addressOf(ownPort) });
}
if (option('--compare'))
  targets.push({ label: `:${option('--compare')}`, base: addressOf(option('--compare')) });
const timer = setTimeout(
  () => {
    console.error('bench:inp: time limit reached, stopping.');
    server?.kill('SIGTERM');
    process.exit(1);
  },
  deadline + 2 * 60_000 - Date.now(),
);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { base } of targets) await waitForServer(base);
  const results = new Map();
  for (const testCase of cases) {
    for (let run = 0; run < runs && Date.now() < deadline; run++) {
      for (const target of targets) {
        const key = `${testCase.name}|${target.label}`;
        try {
          const measured = await measureOnce(browser, target.base, testCase);
          results.set(key, [...(results.get(key) ?? []), measured]);
        } catch (error) {
          console.log(
            `  ${testCase.name} on ${target.label}, run ${run + 1}: ${error.message.split('\n')[0]}`,
          );
        }
      }
    }
    process.stdout.write(`✔ ${testCase.name}\n`);
  }
  const rows = [];
  for (const testCase of cases) {
    for (const target of targets) {
      const measured = results.get(`${testCase.name}|${target.label}`) ?? [];
      if (measured.length === 0) continue;
      const worst = measured.reduce((a, b) => (b.value > a.value ? b : a));
      rows.push({
        interaction: testCase.name,
        ...(targets.length > 1 ? { server: target.label } : {}),
        runs: measured.length,
        'worst ms': Math.round(worst.value),
        'median ms': Math.round(median(measured.map((m) => m.value))),
        'worst: input delay': Math.round(worst.inputDelay),
        processing: Math.round(worst.processing),
        presentation: Math.round(worst.presentation),
        'worst: event': `${worst.type} ${String(worst.target ?? '').slice(0, 40)}`,
        [`≤ ${targetMs}`]: worst.value <= targetMs ? 'yes' : 'no',
      });
    }
  }
  console.log(`\nINP at ${cpuRate}× CPU, ${runs} runs each, ${settleMs} ms after load and hydration`);
  console.table(rows);
} finally {
  clearTimeout(timer);
  await browser.close();
  server?.kill('SIGTERM');
}
