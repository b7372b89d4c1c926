// What this project relies on inside Next.js beyond its documented API, one entry per reliance, and
// the checks that say so by name when a release changes one of those shapes. The speed of the
// pages rests on steps that read and rewrite what `next build` writes (scripts/build.mjs): an
// unexpected shape must stop the build with the reliance's name, never leave a page silently
// without its policy, its start-up or its payload. docs/architecture.md, "What we rely on inside
// Next.js", explains each entry; tests/unit/next-contracts.test.ts breaks each shape on purpose,
// and tests/e2e/next-contracts.spec.ts checks the ones only a running server shows.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** @typedef {{ id: string, name: string, assumes: string, breaks: string }} Contract */

/** @type {Record<string, Contract>} */
export const contracts = {
  customRoute: {
    id: 'customRoute',
    name: 'buildCustomRoute compiles a header rule',
    assumes:
      "next/dist/lib/build-custom-route.js exports buildCustomRoute('header', rule), returning the rule with a `regex` string that matches its source",
    breaks:
      'the page policies cannot be compiled: pages would be served without their Content-Security-Policy',
  },
  routesManifest: {
    id: 'routesManifest',
    name: 'routes-manifest.json header rules',
    assumes:
      '.next/routes-manifest.json has a `headers` array of { source, regex, headers: [{ key, value }] } that `next start` applies to every matching answer',
    breaks:
      'the page policies written into it would not be sent: pages without their Content-Security-Policy, and no page kept in memory',
  },
  proxyMatcher: {
    id: 'proxyMatcher',
    name: 'functions-config-manifest.json proxy matchers',
    assumes:
      ".next/server/functions-config-manifest.json lists the proxy as functions['/_middleware'] with `matchers` holding `regexp` strings that decide where it runs",
    breaks:
      'the proxy could not be narrowed: it would run on every pre-rendered page, or its policy would be lost',
  },
  startupTags: {
    id: 'startupTags',
    name: 'start-up scripts as async tags',
    assumes:
      'every pre-rendered page loads its start-up chunks with <script src="/_next/static/chunks/….js" async=""></script> tags and ends with </body>',
    breaks:
      'the start-up scripts would not move behind the first paint, nor get their compile hint: a slow phone runs React before it paints',
  },
  inlinePayload: {
    id: 'inlinePayload',
    name: 'inline React payload pushes',
    assumes:
      'every pre-rendered page carries its React payload as inline <script>self.__next_f.push([1,…])</script> tags after the one that starts the list, (self.__next_f=self.__next_f||[]).push([0])',
    breaks:
      'the payload would stay in the HTML (a heavier first view), or be cut in part and break hydration',
  },
  resolvedConfig: {
    id: 'resolvedConfig',
    name: 'required-server-files.json configuration',
    assumes:
      '.next/required-server-files.json holds the resolved configuration as `config`, with `experimental` and `productionBrowserSourceMaps`',
    breaks:
      'the compile hints could not see that subresource integrity or browser source maps are on, and would break those scripts',
  },
  buildId: {
    id: 'buildId',
    name: 'the BUILD_ID file',
    assumes: '.next/BUILD_ID holds the build id (read by the service worker route and the bundle)',
    breaks:
      'the service worker would precache the shell under a new revision on every start, the bundle could not name its build',
  },
  serverEmit: {
    id: 'serverEmit',
    name: "node:http Server's emit sees every request",
    assumes:
      "`next start` and the standalone server serve through a node:http Server whose 'connection' and 'request' events go through http.Server.prototype.emit",
    breaks:
      'the server hook (lib/security/server-hook.ts) would see nothing: no request timeouts, no security headers on redirects and errors, no pages from memory',
  },
  routerHeaders: {
    id: 'routerHeaders',
    name: "the router's request headers",
    assumes:
      'client-side navigations and prefetches ask with an `RSC: 1` header (and `Next-Router-*`), and a page asked for with `Accept-Encoding: identity` comes uncompressed with an ETag',
    breaks:
      'a navigation could be answered with a kept HTML page, the service worker would cache payloads as pages, and the keeper would keep nothing',
  },
};

/** The error a changed shape raises: it names the reliance, what was found and what it breaks. */
export class ContractError extends Error {
  /** @param {Contract} contract @param {string} found */
  constructor(contract, found) {
    super(
      `Next.js no longer matches "${contract.name}": ${found}. ` +
        `Expected: ${contract.assumes}. Without it ${contract.breaks}. ` +
        'See docs/architecture.md, "What we rely on inside Next.js".',
    );
    this.name = 'ContractError';
    this.contract = contract.id;
  }
}

/** Throws the contract's error with `found` unless `condition` holds. */
export function expectShape(condition, contract, found) {
  if (!condition) throw new ContractError(contract, found);
}

export const startupTag =
  /<script\b(?![^>]*\bnomodule\b)[^>]*\bsrc="(\/_next\/static\/chunks\/[\w.~-]+\.js)"[^>]*\basync=""[^>]*><\/script>/gi;
/** One inline push of the React payload; the first, `push([0])`, only starts the list and stays. */
export const payloadScript = /<script>(self\.__next_f\.push\(\[[1-9][^<]*)<\/script>/g;

const require = createRequire(import.meta.url);

/** Next.js's own compilation of a header rule (see contracts.customRoute); `from` for tests. */
export function loadBuildCustomRoute(from = 'next/dist/lib/build-custom-route.js') {
  let buildCustomRoute;
  try {
    ({ buildCustomRoute } = require(from));
  } catch (error) {
    throw new ContractError(
      contracts.customRoute,
      `the module cannot be loaded (${error.code ?? error.message})`,
    );
  }
  expectShape(
    typeof buildCustomRoute === 'function',
    contracts.customRoute,
    'it exports no buildCustomRoute',
  );
  const rule = buildCustomRoute('header', { source: '/probe', headers: [{ key: 'X-Probe', value: '1' }] });
  const matches = (address) => typeof rule?.regex === 'string' && new RegExp(rule.regex).test(address);
  expectShape(
    matches('/probe') &&
      !matches('/other') &&
      rule.source === '/probe' &&
      rule.headers?.[0]?.key === 'X-Probe',
    contracts.customRoute,
    `it compiled {source: '/probe'} to ${JSON.stringify(rule)}`,
  );
  return buildCustomRoute;
}

function readJson(file, contract) {
  expectShape(existsSync(file), contract, `${file} is missing`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new ContractError(contract, `${file} is not JSON`);
  }
}

/** The routes manifest in `dir`, its header rules checked (see contracts.routesManifest). */
export function readRoutesManifest(dir) {
  const file = path.join(dir, 'routes-manifest.json');
  const routes = readJson(file, contracts.routesManifest);
  expectShape(Array.isArray(routes.headers), contracts.routesManifest, `${file} has no \`headers\` array`);
  const odd = routes.headers.find(
    (rule) =>
      typeof rule?.source !== 'string' || typeof rule.regex !== 'string' || !Array.isArray(rule.headers),
  );
  expectShape(!odd, contracts.routesManifest, `${file} has a header rule ${JSON.stringify(odd)}`);
  return routes;
}

/** The functions manifest in `dir` and the proxy's matchers in it (see contracts.proxyMatcher). */
export function readProxyMatchers(dir) {
  const file = path.join(dir, 'server', 'functions-config-manifest.json');
  const functions = readJson(file, contracts.proxyMatcher);
  const matchers = functions.functions?.['/_middleware']?.matchers;
  expectShape(
    Array.isArray(matchers) && matchers.length > 0,
    contracts.proxyMatcher,
    `${file} has no matchers for functions['/_middleware']`,
  );
  const odd = matchers.find((matcher) => typeof (matcher.matcherOfProxyTs ?? matcher.regexp) !== 'string');
  expectShape(
    !odd,
    contracts.proxyMatcher,
    `${file} has a matcher without \`regexp\`: ${JSON.stringify(odd)}`,
  );
  return { functions, matchers };
}

/** The resolved configuration of the build (see contracts.resolvedConfig). */
export function readResolvedConfig(distDir) {
  const file = path.join(distDir, 'required-server-files.json');
  const { config } = readJson(file, contracts.resolvedConfig);
  expectShape(
    config &&
      typeof config === 'object' &&
      'experimental' in config &&
      'productionBrowserSourceMaps' in config,
    contracts.resolvedConfig,
    `${file} has no \`config\` with \`experimental\` and \`productionBrowserSourceMaps\``,
  );
  return config;
}

/** Every HTML file the build pre-rendered, relative to `folder`. */
export function htmlFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.html'));
}

/**
 * Checks a build as `next build` left it, before any step rewrites it: every shape the later steps
 * read. Throws a ContractError naming the first shape that changed; returns how many pages it read.
 */
export function checkFreshBuild(distDir) {
  loadBuildCustomRoute();
  readRoutesManifest(distDir);
  readProxyMatchers(distDir);
  readResolvedConfig(distDir);
  const buildIdFile = path.join(distDir, 'BUILD_ID');
  expectShape(
    existsSync(buildIdFile) && readFileSync(buildIdFile, 'utf8').trim() !== '',
    contracts.buildId,
    `${buildIdFile} is missing or empty`,
  );
  const folder = path.join(distDir, 'server', 'app');
  const pages = htmlFiles(folder);
  expectShape(pages.length > 0, contracts.startupTags, `no pre-rendered page in ${folder}`);
  for (const name of pages) {
    const html = readFileSync(path.join(folder, name), 'utf8');
    expectShape(
      [...html.matchAll(startupTag)].length > 0 && html.includes('</body>'),
      contracts.startupTags,
      `${name} has no start-up <script async> tag or no </body>`,
    );
    expectShape(
      html.includes('self.__next_f||[]).push([0])') && [...html.matchAll(payloadScript)].length > 0,
      contracts.inlinePayload,
      `${name} has no inline self.__next_f.push([1,…]) script`,
    );
  }
  return pages.length;
}
