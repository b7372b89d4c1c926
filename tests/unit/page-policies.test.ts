import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, pagePolicy } from '@/lib/security/csp';
import { formPagePaths } from '@/lib/security/form-pages.mjs';
import { getRoute } from '@/lib/routes';
// @ts-expect-error -- plain JavaScript module run by scripts/build.mjs
import { addPagePolicies, prerenderedPages } from '@/scripts/lib/page-policies.mjs';

interface HeaderRule {
  source: string;
  regex: string;
  headers: { key: string; value: string }[];
}
interface Matcher {
  regexp: string;
}

const page = (name: string) => `<main>${name}</main><script>self.__next_f.push([1,"${name}"])</script>`;
// The shape `next build` gives the proxy's page matcher and the staff one.
const proxyMatchers = [
  { regexp: '^(?:\\/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*))$', originalSource: '/(…)' },
  { regexp: '^\\/admin(?:\\/(.*))?$', originalSource: '/admin/(…)' },
];

describe('page policies written into the build', () => {
  let dist: string;
  const file = (...parts: string[]) => path.join(dist, ...parts);
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(file(relative)), { recursive: true });
    writeFileSync(file(relative), text);
  };
  const configRule = {
    source: '/:path*',
    regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
    headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
  };
  const manifests = (root: string) => ({
    headers: () =>
      (JSON.parse(readFileSync(path.join(root, 'routes-manifest.json'), 'utf8')) as { headers: HeaderRule[] })
        .headers,
    proxyRuns: (address: string) =>
      (
        JSON.parse(readFileSync(path.join(root, 'server', 'functions-config-manifest.json'), 'utf8')) as {
          functions: Record<string, { matchers: Matcher[] }>;
        }
      ).functions['/_middleware']!.matchers.some(({ regexp }) => new RegExp(regexp).test(address)),
  });

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'page-policies-'));
    for (const root of ['', 'standalone/.next']) {
      write(`${root}/routes-manifest.json`, JSON.stringify({ version: 3, headers: [configRule] }));
      write(
        `${root}/server/functions-config-manifest.json`,
        JSON.stringify({
          version: 1,
          functions: { '/_middleware': { runtime: 'nodejs', matchers: proxyMatchers } },
        }),
      );
    }
    for (const name of [
      'fr',
      'en',
      'fr/licences',
      'fr/licences/droit',
      'en/news/x-1',
      'fr/contact',
      'en/contact',
    ])
      write(`server/app/${name}.html`, page(name));
    write('server/app/_not-found.html', page('not found'));
    write('server/app/fr/Odd_Name.html', page('odd'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('maps the build files to the addresses visitors ask for', () => {
    const addresses = (prerenderedPages(dist) as { address: string }[]).map((p) => p.address).sort();
    expect(addresses).toEqual([
      '/',
      '/contact',
      '/en',
      '/en/contact',
      '/en/news/x-1',
      '/licences',
      '/licences/droit',
    ]);
  });

  it("gives each page, in both servers' manifests, the policy the proxy would: its own inline scripts", () => {
    expect(addPagePolicies(dist)).toBe(5);
    for (const root of [dist, file('standalone', '.next')]) {
      const headers = manifests(root).headers();
      expect(headers[0]).toEqual(configRule);
      const droit = headers.find((rule) => rule.source === '/licences/droit')!;
      expect(droit.headers).toEqual([
        { key: 'Content-Security-Policy', value: pagePolicy(inlineScriptHashes(page('fr/licences/droit'))) },
      ]);
      expect(new RegExp(droit.regex).test('/licences/droit')).toBe(true);
      expect(headers.map((rule) => rule.source)).not.toContain('/contact');
    }
  });

  it('narrows the proxy to what still needs it, and runs again without stacking rules', () => {
    addPagePolicies(dist);
    addPagePolicies(dist);
    for (const root of [dist, file('standalone', '.next')]) {
      const { headers, proxyRuns } = manifests(root);
      expect(headers()).toHaveLength(6);
      for (const address of ['/', '/en', '/licences', '/licences/droit', '/en/news/x-1'])
        expect(proxyRuns(address), address).toBe(false);
      for (const address of [
        '/contact',
        '/en/contact',
        '/no-such-page',
        '/licences/titre',
        '/licences/droit/x',
        '/en/licences',
        '/admin',
      ])
        expect(proxyRuns(address), address).toBe(true);
    }
  });

  it("leaves to the proxy exactly the route table's two form pages", () => {
    expect(formPagePaths).toEqual([getRoute('admissions').path, getRoute('contact').path]);
  });
});
