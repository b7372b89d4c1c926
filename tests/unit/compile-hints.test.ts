import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript module run by scripts/build.mjs
import { addCompileHints, startupChunks } from '@/scripts/lib/compile-hints.mjs';

const chunk = (name: string) => `(globalThis.TURBOPACK||[]).push([${JSON.stringify(name)},1,(e,t,r)=>{}]);`;
// The magic comment Chromium looks for on a script's first line (WICG explicit compile hints).
const hinted = (name: string) => `//# allFunctionsCalledOnLoad\n${chunk(name)}`;

describe('compile hints on the start-up scripts', () => {
  let dist: string;
  const file = (...parts: string[]) => path.join(dist, ...parts);
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(file(relative)), { recursive: true });
    writeFileSync(file(relative), text);
  };
  const read = (name: string) => readFileSync(file('static', 'chunks', name), 'utf8');

  const writeConfig = (config: object) =>
    write('required-server-files.json', JSON.stringify({ version: 1, config }));

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    writeConfig({ experimental: {}, productionBrowserSourceMaps: false });
    for (const name of ['framework.js', 'page.js', 'other-page.js', 'polyfills.js', 'lazy.js'])
      write(`static/chunks/${name}`, chunk(name));
    write(
      'server/app/fr.html',
      '<script src="/_next/static/chunks/framework.js" async=""></script>' +
        '<script src="/_next/static/chunks/page.js" async=""></script>' +
        '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
        '<script type="application/ld+json">{}</script>',
    );
    write(
      'server/app/en/licences.html',
      '<script src="/_next/static/chunks/framework.js" async=""></script>' +
        '<script src="/_next/static/chunks/other-page.js" async=""></script>',
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('finds the scripts that every pre-rendered page, in every folder, loads at start-up', () => {
    expect([...startupChunks(dist)].sort()).toEqual(['framework.js', 'other-page.js', 'page.js']);
  });

  it('puts the hint on the first line of those scripts only, the rest of each file unchanged', () => {
    expect(addCompileHints(dist)).toEqual(['framework.js', 'other-page.js', 'page.js']);
    for (const name of ['framework.js', 'other-page.js', 'page.js']) expect(read(name)).toBe(hinted(name));
    // Imported later or never run by a modern browser: left to lazy compilation.
    expect(read('lazy.js')).toBe(chunk('lazy.js'));
    expect(read('polyfills.js')).toBe(chunk('polyfills.js'));
  });

  it('can run again without adding a second hint, and leaves no temporary file', () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual([]);
    expect(read('framework.js')).toBe(hinted('framework.js'));
    expect(readdirSync(file('static', 'chunks')).sort()).toEqual([
      'framework.js',
      'lazy.js',
      'other-page.js',
      'page.js',
      'polyfills.js',
    ]);
  });

  it('refuses a folder that holds no build, and creates nothing in it', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'compile-hints-empty-'));
    expect(() => addCompileHints(empty)).toThrow(/no Next.js build/);
    expect(readdirSync(empty)).toEqual([]);
    rmSync(empty, { recursive: true, force: true });
  });

  // A changed script would no longer match the hash a page pins, or the lines its source map counts.
  it.each([
    [
      'subresource integrity',
      { experimental: { sri: { algorithm: 'sha256' } }, productionBrowserSourceMaps: false },
      /experimental\.sri/,
    ],
    [
      'browser source maps',
      { experimental: {}, productionBrowserSourceMaps: true },
      /productionBrowserSourceMaps/,
    ],
  ])('refuses a build made with %s, and leaves its scripts as they were', (_, config, setting) => {
    writeConfig(config);
    expect(() => addCompileHints(dist)).toThrow(setting);
    for (const name of ['framework.js', 'other-page.js', 'page.js']) expect(read(name)).toBe(chunk(name));
  });
});
