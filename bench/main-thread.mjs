// `npm run bench:main-thread`: where a page's main thread goes from the navigation until it is
// idle, in Debian's Chromium with the CPU slowed 4× (Lighthouse's mobile preset, through the
// DevTools protocol) on a 412 px phone, against a build already served by `next start`.
//
//   npm run bench:main-thread -- [--port 3000 | --url http://host:port] [--only /,/licences]
//                                [--runs 3] [--rate 4] [--functions 12] [--tap <selector>] [--width 412]
//
// Per page and run: every task of 50 ms or more on the page's main thread (the browser's own
// tracing, which counts what a PerformanceObserver for `longtask` reports, and style and layout
// too), each split into what ran in it (parsing the HTML, evaluating a script, a callback, its
// microtasks, style, layout, paint, garbage collection), and the JavaScript in it from a CPU
// profile by script and by function, with a few characters of the minified source so that a
// function can be recognised. Then React's commits (a stand-in for the DevTools hook counts the
// fibers each one holds, by the landmark they render into): hydration split by Suspense
// boundaries commits more than once. With --tap, the page is tapped on that element once it has
// settled, and the tasks from then on are shown (16 ms and more), timed from the tap. Never more than `--runs` loads per page; 127.0.0.1 only.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { registryPaths } from './lib/registry-paths.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const baseOf = (value) => (/^\d+$/.test(value) ? `http://127.0.0.1:${value}` : value.replace(/\/$/, ''));
const base = baseOf(option('--url') ?? option('--port') ?? '3000');
const runs = Number(option('--runs', '1'));
const rate = Number(option('--rate', '4'));
const functionRows = Number(option('--functions', '12'));
const tapSelector = option('--tap');
// After a tap, every task that can delay the next paint is shown, not only the long ones.
const longTaskMs = tapSelector ? 16 : 50;
const settleMs = Number(option('--settle', '12000'));

/**
 * Runs in the page before its scripts: records React's commits through the hook React DevTools
 * installs (react-dom reports each commit to it when it exists), and the long animation frames'
 * script attribution.
 */
function pageProbe() {
  const commits = [];
  const landmark = (fiber) => {
    for (let f = fiber; f; f = f.return) {
      const node = f.stateNode;
      if (f.tag === 5 && node && node.nodeType === 1) {
        const el = node.closest('header,footer,main > *,main,body > *');
        if (!el) return 'other';
        if (el.tagName === 'MAIN') return 'main';
        const label =
          el.getAttribute('aria-label') ||
          el.id ||
          (el.className && String(el.className).split(' ')[0]) ||
          '';
        return `${el.tagName.toLowerCase()}${el.parentElement?.tagName === 'MAIN' ? `#${[...el.parentElement.children].indexOf(el)}` : ''} ${label}`.trim();
      }
    }
    return 'outside';
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      // Fibers whose work this commit applied (flags, or a fresh alternate): counted after the
      // page is idle, so that the count takes no time from the commit itself.
      commits.push({ at: performance.now(), root, current: root.current });
    },
  };
  window.__probe = {
    commits,
    summarise() {
      return commits.map(({ at, current }, index) => {
        const regions = {};
        let fibers = 0;
        const seen = new Set();
        const walk = (fiber) => {
          const stack = [fiber];
          while (stack.length) {
            const f = stack.pop();
            if (!f || seen.has(f)) continue;
            seen.add(f);
            fibers++;
            if (f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 14 || f.tag === 15) {
              const region = landmark(f.child ?? f);
              regions[region] = (regions[region] ?? 0) + 1;
            }
            if (f.sibling) stack.push(f.sibling);
            if (f.child) stack.push(f.child);
          }
        };
        walk(current);
        return { index, at: Math.round(at), fibers, components: regions };
      });
    },
  };
}

function parseTrace(events, pageUrl) {
  const main = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(pageUrl.split('#')[0]),
  );
  if (!main) throw new Error('no ParseHTML event for the page in the trace');
  const { pid, tid } = main;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? main.ts;
  // With --tap, the tasks from the tap on.
  const tap = events.find(
    (e) =>
      e.pid === pid && e.name === 'EventDispatch' && /^(pointerdown|touchstart)$/.test(e.args?.data?.type),
  );
  const from = tapSelector && tap ? tap.ts - 200_000 : 0;
  const tasks = thread
    .filter((e) => e.name === 'RunTask' && e.dur >= longTaskMs * 1000 && e.ts >= from)
    .sort((a, b) => a.ts - b.ts);
  const within = (task) =>
    thread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  return { pid, tid, nav: tapSelector && tap ? tap.ts : nav, tasks, within };
}

/** The child events of a task, one level down, merged by what they are. */
function taskParts(task, children) {
  const depthOne = [];
  let until = -1;
  const wrappers = new Set(['ThreadControllerImpl::RunTask', 'RunTask', 'ThreadController::Task']);
  for (const e of children
    .filter((c) => !wrappers.has(c.name))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (e.ts < until) continue;
    depthOne.push(e);
    until = e.ts + e.dur;
  }
  const label = (e) => {
    const data = e.args?.data ?? e.args?.beginData ?? {};
    const url = data.url || data.stackTrace?.[0]?.url || '';
    const short = url ? ` ${url.replace(/^.*\/_next\/static\//, '').replace(/^https?:\/\/[^/]+/, '')}` : '';
    if (e.name === 'FunctionCall') return `FunctionCall ${data.functionName || '(anonymous)'}${short}`;
    if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule')
      return `${e.name}${short}`;
    if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch')
      return `${e.name} ${data.type ?? ''}`.trim();
    return e.name;
  };
  const merged = new Map();
  for (const e of depthOne) {
    const key = label(e);
    const entry = merged.get(key) ?? { part: key, ms: 0, count: 0 };
    entry.ms += e.dur / 1000;
    entry.count++;
    merged.set(key, entry);
  }
  // What a child does inside: the microtasks run after a script (v8's RunMicrotasks) are named.
  for (const e of depthOne) {
    const inner = children.filter((c) => c !== e && c.ts >= e.ts && c.ts + c.dur <= e.ts + e.dur);
    for (const c of inner.filter((c) => c.name === 'RunMicrotasks' && c.dur > 5000)) {
      const key = `  of which RunMicrotasks (under ${label(e).split(' ')[0]})`;
      const entry = merged.get(key) ?? { part: key, ms: 0, count: 0 };
      entry.ms += c.dur / 1000;
      entry.count++;
      merged.set(key, entry);
    }
  }
  return [...merged.values()].filter((p) => p.ms >= 2).sort((a, b) => b.ms - a.ms);
}

/** Self time per function (and per script) of the CPU profile samples inside [from, to] (µs). */
function profileWithin(profile, from, to) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const bySelf = new Map();
  const byScript = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const next = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}|${url}|${lineNumber}|${columnNumber}`;
    bySelf.set(key, (bySelf.get(key) ?? 0) + next);
    const script = url
      ? url.replace(/^.*\/_next\/static\//, '').replace(/^https?:\/\/[^/]+/, '')
      : functionName || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + next);
  }
  return { bySelf, byScript };
}

const sources = new Map();
async function snippet(url, line, column) {
  if (!url.startsWith('http')) return '';
  if (!sources.has(url)) sources.set(url, await (await fetch(url)).text().catch(() => ''));
  const text = sources.get(url).split('\n')[line] ?? '';
  return text.slice(column, column + 70).replace(/\s+/g, ' ');
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const { licence, article } = registryPaths();
  const all = ['/', '/licences', licence, article, '/gallery', '/admissions'];
  const only = option('--only')?.split(',');
  for (const pagePath of all.filter((p) => !only || only.includes(p))) {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: Number(option('--width', '412')), height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.addInitScript(pageProbe);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
      await cdp.send('Profiler.start');
      await browser.startTracing(page, {
        categories: [
          '-*',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'v8',
          'blink.user_timing',
          'loading',
          'toplevel',
        ],
      });
      const url = base + pagePath;
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      // No query while the page starts (Playwright's would run on its main thread): a fixed wait,
      // long enough at 4× for the scripts, hydration and the effects; then hydration is checked.
      await page.waitForTimeout(settleMs);
      if (!(await page.evaluate(() => document.querySelector('header')?.dataset.hydrated === 'true')))
        console.log(`  (${pagePath}: the header had not hydrated after ${settleMs} ms)`);
      if (tapSelector) {
        await page.locator(tapSelector).first().tap();
        await page.waitForTimeout(3000);
      }
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      const { profile } = await cdp.send('Profiler.stop');
      const commits = await page.evaluate(() => window.__probe.summarise());
      const events = trace.traceEvents ?? trace;
      const { nav, tasks, within } = parseTrace(events, url);

      console.log(`\n━━ ${pagePath} (run ${run + 1}, CPU ${rate}×) ━━`);
      let blocking = 0;
      for (const task of tasks) {
        const ms = task.dur / 1000;
        blocking += ms - 50;
        console.log(`\n● task at ${Math.round((task.ts - nav) / 1000)} ms: ${Math.round(ms)} ms`);
        for (const part of taskParts(task, within(task)).slice(0, 10))
          console.log(
            `   ${part.ms.toFixed(0).padStart(5)} ms  ${part.part}${part.count > 1 ? ` ×${part.count}` : ''}`,
          );
        const { bySelf, byScript } = profileWithin(profile, task.ts, task.ts + task.dur);
        const scripts = [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 6);
        console.log(
          `   JS by script: ${scripts.map(([s, us]) => `${s} ${Math.round(us / 1000)}`).join(' · ')}`,
        );
        const top = [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, functionRows);
        for (const [key, us] of top) {
          if (us < 2000) break;
          const [name, fileUrl, line, column] = key.split('|');
          const file = fileUrl.replace(/^.*\/_next\/static\//, '');
          console.log(
            `     ${(us / 1000).toFixed(0).padStart(4)} ms ${name} ${file}:${line}:${column}  ${await snippet(fileUrl, Number(line), Number(column))}`,
          );
        }
      }
      console.log(
        `\n  Tasks ≥ ${longTaskMs} ms: ${tasks.length}; blocking time past 50 ms each: ${Math.round(blocking)} ms`,
      );
      console.log(
        `  React commits: ${commits.map((c) => `#${c.index} at ${c.at} ms, ${c.fibers} fibers`).join('; ') || 'none'}`,
      );
      const last = commits.at(-1);
      if (last) {
        const regions = Object.entries(last.components).sort((a, b) => b[1] - a[1]);
        console.log(
          `  Component fibers by region (last commit): ${regions.map(([r, n]) => `${r}: ${n}`).join(' · ')}`,
        );
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
