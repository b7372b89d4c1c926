// `npm run bench:headers`: scores the response headers of the production build by the MDN HTTP
// Observatory's published rules (github.com/mdn/mdn-http-observatory, src/grader/charts.js and
// src/analyzer/tests/*): start at 100, apply the penalties, then the bonuses if the score is still
// 90 or more; A+ from 100. The header tests are scored here; the redirection test (HTTP → HTTPS)
// needs the public HTTPS address and is left to the operator's TLS proxy (see README). HSTS is
// scored as the browser sees it behind that proxy, i.e. as if the page came over HTTPS.
//
//   BENCH_PORT (3415)
import { localizedPath, prefixedLocales } from '@/i18n/locales';
import {
  createDatabase,
  deadline,
  ensureProductionBuild,
  startNext,
  table,
  type Database,
  type Server,
} from './lib/harness';

interface Result {
  test: string;
  outcome: string;
  modifier: number;
}

const broad = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const unsafeInline = new Set(["'unsafe-inline'", 'data:']);
const hashOrNonce = (s: string) => /^'(sha256|sha384|sha512|nonce)-/.test(s);

function parseCsp(value: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const directive of value.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (policy.has(key)) continue; // the first occurrence wins, as in browsers
    policy.set(key, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
  }
  return policy;
}

function cspTest(value: string | null): Result {
  const test = 'content-security-policy';
  if (!value) return { test, outcome: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(value);
  const fallback = csp.get('default-src');
  const scriptSrc = new Set(csp.get('script-src') ?? fallback ?? ['*']);
  const styleSrc = new Set(csp.get('style-src') ?? fallback ?? ['*']);
  const objectSrc = csp.get('object-src') ?? fallback ?? new Set(['*']);
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some(hashOrNonce)) list.delete("'unsafe-inline'");
  }
  if ([...scriptSrc].some(hashOrNonce) && scriptSrc.has("'strict-dynamic'")) {
    for (const s of [...scriptSrc]) {
      if ([...broad].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'")
        scriptSrc.delete(s);
    }
  }
  if (
    [...scriptSrc].some((s) => broad.has(s) || unsafeInline.has(s)) ||
    [...objectSrc].some((s) => broad.has(s))
  ) {
    return { test, outcome: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  // (Insecure http: sources are judged on HTTPS sites only; the policy names none.)
  if ([...scriptSrc, ...styleSrc].includes("'unsafe-eval'")) {
    return { test, outcome: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  }
  if ([...styleSrc].some((s) => broad.has(s) || unsafeInline.has(s))) {
    return { test, outcome: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  if (fallback?.has("'none'") && fallback.size === 1) {
    return { test, outcome: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  }
  return { test, outcome: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function cookiesTest(headers: Headers): Result {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return { test: 'cookies', outcome: 'cookies-not-found', modifier: 0 };
  const secure = cookies.every((c) => /;\s*secure/i.test(c));
  const httpOnly = cookies.every((c) => /;\s*httponly/i.test(c));
  const sameSite = cookies.every((c) => /;\s*samesite=(strict|lax)/i.test(c));
  if (!secure) return { test: 'cookies', outcome: 'cookies-without-secure-flag', modifier: -20 };
  if (secure && httpOnly && sameSite)
    return { test: 'cookies', outcome: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { test: 'cookies', outcome: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function corsTest(headers: Headers): Result {
  const origin = headers.get('access-control-allow-origin');
  const test = 'cross-origin-resource-sharing';
  if (!origin) return { test, outcome: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (origin === '*')
    return { test, outcome: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  return { test, outcome: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

function referrerTest(value: string | null): Result {
  const test = 'referrer-policy';
  if (!value) return { test, outcome: 'referrer-policy-not-implemented', modifier: 0 };
  const policies = value
    .toLowerCase()
    .split(',')
    .map((p) => p.trim());
  const last = policies.at(-1) ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last))
    return { test, outcome: 'referrer-policy-private', modifier: 5 };
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last))
    return { test, outcome: 'referrer-policy-unsafe', modifier: -5 };
  return { test, outcome: 'referrer-policy-header-invalid', modifier: -5 };
}

function hstsTest(value: string | null): Result {
  const test = 'strict-transport-security';
  if (!value) return { test, outcome: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(value);
  if (!maxAge) return { test, outcome: 'hsts-header-invalid', modifier: -20 };
  if (Number(maxAge[1]) < 15768000)
    return { test, outcome: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  return { test, outcome: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function nosniffTest(value: string | null): Result {
  const test = 'x-content-type-options';
  if (!value) return { test, outcome: 'x-content-type-options-not-implemented', modifier: -5 };
  if (value.trim().toLowerCase() === 'nosniff')
    return { test, outcome: 'x-content-type-options-nosniff', modifier: 0 };
  return { test, outcome: 'x-content-type-options-header-invalid', modifier: -5 };
}

function frameTest(xfo: string | null, csp: string | null): Result {
  const test = 'x-frame-options';
  const ancestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined;
  if (ancestors && ![...ancestors].some((s) => broad.has(s)))
    return { test, outcome: 'x-frame-options-implemented-via-csp', modifier: 5 };
  if (!xfo) return { test, outcome: 'x-frame-options-not-implemented', modifier: -20 };
  if (['deny', 'sameorigin'].includes(xfo.trim().toLowerCase()))
    return { test, outcome: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { test, outcome: 'x-frame-options-header-invalid', modifier: -20 };
}

function corpTest(value: string | null): Result {
  const test = 'cross-origin-resource-policy';
  if (!value) return { test, outcome: 'corp-not-implemented', modifier: 0 };
  const v = value.trim().toLowerCase();
  if (v === 'same-origin') return { test, outcome: 'corp-implemented-with-same-origin', modifier: 10 };
  if (v === 'same-site') return { test, outcome: 'corp-implemented-with-same-site', modifier: 10 };
  if (v === 'cross-origin') return { test, outcome: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { test, outcome: 'corp-header-invalid', modifier: -5 };
}

function sriTest(html: string, contentType: string): Result {
  const test = 'subresource-integrity';
  if (!contentType.includes('html'))
    return { test, outcome: 'sri-not-implemented-response-not-html', modifier: 0 };
  const sources = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/gi)].map((m) => m[0]);
  if (sources.length === 0)
    return { test, outcome: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = sources.filter((tag) => /src="(https?:)?\/\//i.test(tag));
  if (external.length === 0) {
    return sources.every((tag) => /\sintegrity=/i.test(tag))
      ? { test, outcome: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { test, outcome: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  }
  return { test, outcome: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

const gradeChart: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** The Observatory's sum: penalties first, bonuses only from 90 up. */
export function grade(results: Result[]): { score: number; grade: string } {
  let score = 100 + results.filter((r) => r.modifier < 0).reduce((s, r) => s + r.modifier, 0);
  if (score >= 90) score += results.filter((r) => r.modifier > 0).reduce((s, r) => s + r.modifier, 0);
  score = Math.max(0, score);
  const rounded = Math.min(100, score - (score % 5));
  return { score, grade: gradeChart.find(([min]) => rounded >= min)?.[1] ?? 'F' };
}

async function score(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  const headers = response.headers;
  const body = await response.text();
  const csp = headers.get('content-security-policy');
  const results = [
    cspTest(csp),
    cookiesTest(headers),
    corsTest(headers),
    referrerTest(headers.get('referrer-policy')),
    hstsTest(headers.get('strict-transport-security')),
    sriTest(body, headers.get('content-type') ?? ''),
    nosniffTest(headers.get('x-content-type-options')),
    frameTest(headers.get('x-frame-options'), csp),
    corpTest(headers.get('cross-origin-resource-policy')),
  ];
  return { status: response.status, poweredBy: headers.get('x-powered-by'), results, ...grade(results) };
}

let server: Server | undefined;
let database: Database | undefined;
const cleanup = async () => {
  await server?.stop();
  await database?.drop().catch(() => undefined);
};
deadline(5, cleanup);

try {
  ensureProductionBuild();
  database = await createDatabase('headers');
  // As deployed: the Observatory judges the HTTPS site, whose address makes the cookies Secure.
  server = await startNext({ DATABASE_URL: database.url, SITE_URL: 'https://universite.example' });
  const paths = [
    '/',
    ...prefixedLocales.map((locale) => localizedPath(locale, '/')),
    '/admissions',
    '/contact',
    '/licences/genie-logiciel',
    '/news',
    '/gallery',
    '/no-such-page',
  ];
  const rows = [];
  let detail: Awaited<ReturnType<typeof score>> | undefined;
  for (const path of paths) {
    const result = await score(`${server.url}${path}`);
    detail ??= result;
    rows.push({
      page: path,
      status: result.status,
      score: result.score,
      grade: result.grade,
      'x-powered-by': result.poweredBy ?? 'absent',
    });
  }
  console.log('\nMDN HTTP Observatory rules, by test, for the home page:\n');
  table(
    detail!.results.map((r) => ({
      test: r.test,
      result: r.outcome,
      modifier: r.modifier > 0 ? `+${r.modifier}` : r.modifier,
    })),
  );
  console.log('\nScore and grade per page:\n');
  table(rows);
  const ok = rows.every((r) => r.grade === 'A+' && r['x-powered-by'] === 'absent');
  console.log(ok ? '\nOK: A+ on every page.' : '\nFAILED: not A+ everywhere.');
  process.exitCode = ok ? 0 : 1;
} finally {
  await cleanup();
}
