import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript module shared with next.config.mjs
import { addCompileHints, compileHint, startupChunks } from '@/scripts/lib/compile-hints.mjs';

const chunk = (name: string) => `(globalThis.TURBOPACK||[]).push([${JSON.stringify(name)},1,(e,t,r)=>{}]);`;

describe('compile hints on the start-up scripts', () => {
  let dist: string;
  const file = (...parts: string[]) => path.join(dist, ...parts);
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(file(relative)), { recursive: true });
    writeFileSync(file(relative), text);
  };
  const read = (name: string) => readFileSync(file('static', 'chunks', name), 'utf8');

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
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
    for (const name of ['framework.js', 'other-page.js', 'page.js'])
      expect(read(name)).toBe(`${compileHint}${chunk(name)}`);
    // Imported later or never run by a modern browser: left to lazy compilation.
    expect(read('lazy.js')).toBe(chunk('lazy.js'));
    expect(read('polyfills.js')).toBe(chunk('polyfills.js'));
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('can run again without adding a second hint, and leaves no temporary file', () => {
    addCompileHints(dist);
    expect(addCompileHints(dist)).toEqual([]);
    expect(read('framework.js')).toBe(`${compileHint}${chunk('framework.js')}`);
    expect(readdirSync(file('static', 'chunks')).sort()).toEqual([
      'framework.js',
      'lazy.js',
      'other-page.js',
      'page.js',
      'polyfills.js',
    ]);
  });

  it('does nothing before a build has written its pages', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'compile-hints-empty-'));
    expect(addCompileHints(empty)).toEqual([]);
    expect(existsSync(path.join(empty, 'static'))).toBe(false);
    rmSync(empty, { recursive: true, force: true });
  });
});
