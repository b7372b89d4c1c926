// Each pre-rendered page's Content-Security-Policy, written into the build so that `next start`
// (and the standalone server of `npm run bundle`) serve those pages without running the proxy.
// The policy allows exactly the page's inline scripts (lib/security/script-policy.mjs), as the
// proxy would compute it (lib/security/csp.ts). In production Next.js reads its header rules from
// .next/routes-manifest.json and the proxy's matcher from .next/server/functions-config-manifest.json,
// both written by `next build` (and copied into .next/standalone/.next): this step adds one header
// rule per page, and makes the matcher skip exactly those pages. What still needs the proxy keeps
// it: the staff area, the form pages (their token), and every address without a pre-rendered page
// (404s get a nonce and their language, programme titles and unknown ids their redirect).
// scripts/build.mjs runs it after `next build`; it is idempotent. `next dev` keeps the proxy on
// every page, as written in proxy.ts.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteLocales } from '../../i18n/locale-routing.mjs';
import { standaloneDistDir } from '../../lib/core/dist-dir.mjs';
import { formPagePaths } from '../../lib/security/form-pages.mjs';
import { inlineScriptHashes, pagePolicy } from '../../lib/security/script-policy.mjs';
import {
  contracts,
  expectShape,
  loadBuildCustomRoute,
  readProxyMatchers,
  readRoutesManifest,
} from './next-contracts.mjs';

/** Segments lib/prerendered.ts maps to a file: the proxy computes a policy for no other. */
const segmentPattern = /^[a-z0-9][a-z0-9-]*$/;

/** The pre-rendered pages of a build: `{ address, file }`, file relative to server/app. */
export function prerenderedPages(distDir, { locales, localizedPath } = siteLocales) {
  const folder = path.join(distDir, 'server', 'app');
  const pages = [];
  for (const locale of locales) {
    if (existsSync(path.join(folder, `${locale}.html`)))
      pages.push({ address: localizedPath(locale, '/'), file: `${locale}.html` });
    if (!existsSync(path.join(folder, locale))) continue;
    for (const name of readdirSync(path.join(folder, locale), { recursive: true })) {
      if (!name.endsWith('.html')) continue;
      const segments = name.slice(0, -'.html'.length).split(path.sep);
      if (!segments.every((segment) => segmentPattern.test(segment))) continue;
      pages.push({
        address: localizedPath(locale, `/${segments.join('/')}`),
        file: `${locale}/${segments.join('/')}.html`,
      });
    }
  }
  return pages;
}

/** Whether the proxy still serves an address (a form page, in any locale). */
function keptByProxy(address, { unlocalizedPath } = siteLocales) {
  return formPagePaths.includes(unlocalizedPath(address));
}

const policyHeader = 'Content-Security-Policy';

/** Adds the page policies to the build in `distDir`; returns how many pages got one. */
export function addPagePolicies(distDir) {
  // Next.js's own compilation of a header rule, so the entry reads as one `headers()` would give.
  const buildCustomRoute = loadBuildCustomRoute();
  const pages = prerenderedPages(distDir).filter(({ address }) => !keptByProxy(address));
  expectShape(
    pages.length > 0,
    contracts.routesManifest,
    `no pre-rendered page to give a policy in ${distDir}`,
  );
  const folder = path.join(distDir, 'server', 'app');
  const rules = pages.map(({ address, file }) =>
    buildCustomRoute('header', {
      source: address,
      headers: [
        {
          key: policyHeader,
          value: pagePolicy(inlineScriptHashes(readFileSync(path.join(folder, file), 'utf8'))),
        },
      ],
    }),
  );
  const addresses = new Set(pages.map((page) => page.address));
  const skipped = `^(?!(?:${[...addresses].join('|')})/?$)`;

  for (const dir of [distDir, standaloneDistDir(distDir)]) {
    const routesFile = path.join(dir, 'routes-manifest.json');
    const functionsFile = path.join(dir, 'server', 'functions-config-manifest.json');
    if (!existsSync(routesFile)) continue;
    const routes = readRoutesManifest(dir);
    // Ours from an earlier run are replaced; the config's own rules stay first, so a page policy
    // wins over none of them but adds to them.
    routes.headers = [
      ...routes.headers.filter((rule) => !rule.pagePolicy),
      ...rules.map((rule) => ({ ...rule, pagePolicy: true })),
    ];
    writeFileSync(routesFile, JSON.stringify(routes));

    const { functions, matchers } = readProxyMatchers(dir);
    for (const matcher of matchers) {
      matcher.matcherOfProxyTs ??= matcher.regexp;
      matcher.regexp = skipped + matcher.matcherOfProxyTs.replace(/^\^/, '');
    }
    writeFileSync(functionsFile, JSON.stringify(functions));
  }
  return pages.length;
}
