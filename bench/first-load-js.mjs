// `npm run bench:js`: the JavaScript each page loads before any interaction, from a production
// build already served by `next start`, and its change against another build.
//
//   npm run bench:js -- [--port 3000 | --url http://host:port] [--compare <port or url>] [--scripts]
//                       [--only /,/gallery]
//
// Each page of the registry (lib/routes.ts, plus the first licence, master and news article, in
// French) opens in a fresh Chromium context, with no cache and no service worker, and is left
// alone until the network is idle: no pointer, touch or key, so nothing the first interaction
// loads is counted. Every script response is gzipped again at level 9, so the figure depends on the
// bytes, not on the server's compression. With --compare, the same pages of the other build are
// measured the same way and each page's delta is printed; --scripts lists each page's scripts
// (only those that differ between the builds, with --compare).
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { registryPaths } from './lib/registry-paths.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const baseOf = (value) => (/^\d+$/.test(value) ? `http://localhost:${value}` : value.replace(/\/$/, ''));
const target = baseOf(option('--url') ?? option('--port') ?? '3000');
const other = option('--compare') && baseOf(option('--compare'));
const listScripts = args.includes('--scripts');
const only = option('--only')?.split(',');

const gzipped = new Map();
/** A script's size gzipped at level 9, once per address (chunk names carry their content's hash). */
const gzipSize = (url, body) => {
  if (!gzipped.has(url)) gzipped.set(url, gzipSync(body, { level: 9 }).length);
  return gzipped.get(url);
};

/** The scripts one page loads with no interaction: file name → gzipped bytes. */
async function firstLoadScripts(browser, url) {
  const context = await browser.newContext({ serviceWorkers: 'block', reducedMotion: 'no-preference' });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => [new URL(response.url()).pathname.split('/').pop(), gzipSize(response.url(), body)]),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  const scripts = new Map((await Promise.all(pending)).sort(([a], [b]) => a.localeCompare(b)));
  await context.close();
  return scripts;
}

const sum = (scripts) => [...scripts.values()].reduce((total, bytes) => total + bytes, 0);
const signed = (bytes) => (bytes > 0 ? `+${bytes}` : String(bytes));

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const rows = [];
  const { staticPages, licence, master, article } = registryPaths();
  for (const pagePath of [...staticPages, licence, master, article].filter(
    (pagePath) => !only || only.includes(pagePath),
  )) {
    const after = await firstLoadScripts(browser, target + pagePath);
    const before = other ? await firstLoadScripts(browser, other + pagePath) : undefined;
    rows.push({ pagePath, before, after });
  }

  const header = other
    ? ['page', 'scripts before', 'gz bytes before', 'scripts after', 'gz bytes after', 'delta']
    : ['page', 'scripts', 'gz bytes'];
  console.log(`First-load JavaScript (gzip -9) of ${target}${other ? `, against ${other}` : ''}\n`);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => ' --- |').join('')}`);
  for (const { pagePath, before, after } of rows) {
    const cells = before
      ? [before.size, sum(before), after.size, sum(after), signed(sum(after) - sum(before))]
      : [after.size, sum(after)];
    console.log(`| \`${pagePath}\` | ${cells.join(' | ')} |`);
  }

  if (listScripts) {
    for (const { pagePath, before, after } of rows) {
      const lines = [];
      for (const [name, bytes] of after)
        if (!before?.has(name)) lines.push(`  ${before ? '+ ' : ''}${name} ${bytes}`);
      for (const [name, bytes] of before ?? []) if (!after.has(name)) lines.push(`  - ${name} ${bytes}`);
      console.log(`\n${pagePath}${lines.length ? `\n${lines.join('\n')}` : ' (same scripts)'}`);
    }
  }
} finally {
  await browser.close();
}
