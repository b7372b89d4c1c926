import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript module run by scripts/build.mjs
import { contracts, loadBuildCustomRoute } from '@/scripts/lib/next-contracts.mjs';
// @ts-expect-error -- plain JavaScript module run by scripts/build.mjs
import { rewriteBuild } from '@/scripts/lib/post-build.mjs';

interface Contract {
  id: string;
  name: string;
}
const allContracts = Object.values(contracts as Record<string, Contract>);

// A pre-rendered page as `next build` writes it: its start-up chunks as async tags in the head,
// its React payload pushed inline before </body>.
const page = (title: string) =>
  '<!DOCTYPE html><html lang="fr"><head>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>' +
  '<script src="/_next/static/chunks/webpack.js" async=""></script>' +
  '<script src="/_next/static/chunks/main-app.js" async=""></script>' +
  `</head><body><main><h1>${title}</h1></main>` +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  `<script>self.__next_f.push([1,"0:{\\"title\\":\\"${title}\\"}\\n"])</script>` +
  '</body></html>';

const proxyMatchers = [{ regexp: '^(?:\\/((?!api/|_next/|.*\\.[A-Za-z0-9]+$).*))$', originalSource: '/(…)' }];

describe('what the build relies on inside Next.js', () => {
  let dist: string;
  const file = (...parts: string[]) => path.join(dist, ...parts);
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(file(relative)), { recursive: true });
    writeFileSync(file(relative), text);
  };
  const writeJson = (relative: string, value: unknown) => write(relative, JSON.stringify(value));

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'next-contracts-'));
    write('BUILD_ID', 'abc123');
    writeJson('required-server-files.json', {
      version: 1,
      config: { experimental: {}, productionBrowserSourceMaps: false },
    });
    writeJson('routes-manifest.json', {
      version: 3,
      headers: [
        {
          source: '/:path*',
          regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
          headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }],
        },
      ],
    });
    writeJson('server/functions-config-manifest.json', {
      version: 1,
      functions: { '/_middleware': { runtime: 'nodejs', matchers: proxyMatchers } },
    });
    for (const name of ['webpack.js', 'main-app.js']) write(`static/chunks/${name}`, `/* ${name} */`);
    write('server/app/fr.html', page('Accueil'));
    write('server/app/fr/about.html', page('À propos'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  /** The build's steps on the fixture; the message they stop with, or undefined. */
  const refusal = () => {
    try {
      rewriteBuild(dist);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('rewrites a build in the shapes it knows: loader, payload file, page policies', () => {
    expect(refusal()).toBeUndefined();
    const home = readFileSync(file('server/app/fr.html'), 'utf8');
    expect(home).toContain(
      '<script data-startup="/_next/static/chunks/webpack.js /_next/static/chunks/main-app.js"',
    );
    expect(home).not.toContain('self.__next_f.push([1');
    const routes = JSON.parse(readFileSync(file('routes-manifest.json'), 'utf8')) as {
      headers: { source: string; pagePolicy?: boolean }[];
    };
    expect(routes.headers.filter((rule) => rule.pagePolicy).map((rule) => rule.source)).toEqual([
      '/',
      '/about',
    ]);
  });

  // Each changed shape, as a Next.js release could bring it, and the reliance it must be named by.
  it.each<[string, string, () => void]>([
    [
      'routesManifest',
      'a routes manifest without header rules',
      () => writeJson('routes-manifest.json', { version: 4 }),
    ],
    [
      'routesManifest',
      'header rules without their compiled regex',
      () => writeJson('routes-manifest.json', { version: 4, headers: [{ source: '/:path*', headers: [] }] }),
    ],
    [
      'proxyMatcher',
      'the proxy under another key',
      () =>
        writeJson('server/functions-config-manifest.json', {
          version: 2,
          functions: { '/proxy': { runtime: 'nodejs', matchers: proxyMatchers } },
        }),
    ],
    [
      'proxyMatcher',
      'matchers without their regexp',
      () =>
        writeJson('server/functions-config-manifest.json', {
          version: 2,
          functions: { '/_middleware': { runtime: 'nodejs', matchers: [{ pattern: '/(.*)' }] } },
        }),
    ],
    [
      'startupTags',
      'start-up scripts as deferred module tags',
      () => write('server/app/fr/about.html', page('À propos').replaceAll(' async=""', ' type="module"')),
    ],
    [
      'startupTags',
      'a page without </body>',
      () => write('server/app/fr/about.html', page('À propos').replace('</body>', '')),
    ],
    [
      'inlinePayload',
      'the payload in a JSON script',
      () =>
        write(
          'server/app/fr.html',
          page('Accueil').replace(
            /<script>self\.__next_f\.push\(\[1,(.*?)\]\)<\/script>/,
            '<script type="application/json" id="__next_f">[$1]</script>',
          ),
        ),
    ],
    [
      'resolvedConfig',
      'a configuration file without `config`',
      () => writeJson('required-server-files.json', { version: 2, nextConfig: {} }),
    ],
    ['buildId', 'no BUILD_ID file', () => rmSync(file('BUILD_ID'))],
  ])('refuses, naming "%s", a build with %s', (id, _, change) => {
    change();
    const pagesBefore = readFileSync(file('server/app/fr.html'), 'utf8');
    const message = refusal();
    expect(message).toContain(
      `Next.js no longer matches "${(contracts as Record<string, Contract>)[id]!.name}"`,
    );
    // It stops before rewriting anything: the pages are as Next.js wrote them.
    expect(readFileSync(file('server/app/fr.html'), 'utf8')).toBe(pagesBefore);
    expect(existsSync(file('static', 'flight'))).toBe(false);
  });

  it('refuses a build-custom-route module that compiles rules another way', () => {
    write(
      'fake-build-custom-route.cjs',
      'exports.buildCustomRoute = (type, rule) => ({ ...rule, pattern: rule.source });',
    );
    expect(() => loadBuildCustomRoute(file('fake-build-custom-route.cjs'))).toThrow(
      `Next.js no longer matches "${(contracts as Record<string, Contract>).customRoute!.name}"`,
    );
    expect(() => loadBuildCustomRoute(file('missing.cjs'))).toThrow(/the module cannot be loaded/);
  });

  it("holds for the installed Next.js's buildCustomRoute", () => {
    expect(typeof loadBuildCustomRoute()).toBe('function');
  });

  it('has each reliance explained in docs/architecture.md', () => {
    const architecture = readFileSync(path.join(process.cwd(), 'docs', 'architecture.md'), 'utf8');
    const start = architecture.indexOf('## What we rely on inside Next.js');
    expect(start).toBeGreaterThanOrEqual(0);
    const section = architecture.slice(start);
    for (const contract of allContracts) expect(section, contract.id).toContain(contract.name);
  });
});
