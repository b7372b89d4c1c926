import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/security/csp';
import {
  deferStartupScripts,
  payloadAddress,
  startupLoader,
  startupSources,
  // @ts-expect-error -- plain JavaScript module run by scripts/build.mjs
} from '@/scripts/lib/deferred-start.mjs';

const page =
  '<!DOCTYPE html><html><head>' +
  '<link rel="preload" as="image" href="/_img/hero.avif"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '</head><body><h1>Université</h1>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>' +
  '<script type="application/ld+json">{}</script>' +
  '<script>self.__next_f.push([1,"1:\\u003cdiv\\u003e\\n"])</script></body></html>';

describe('start-up scripts after the first paint', () => {
  const { html: deferred, payload }: { html: string; payload: { address: string; script: string } } =
    deferStartupScripts(page);

  it('takes the async tags and the script preload out, in their order, into one loader at the end', () => {
    expect(deferred).not.toMatch(/<script src="[^"]*" async=""/);
    expect(deferred).not.toContain('as="script"');
    expect(deferred).toContain(
      '<script data-startup="/_next/static/chunks/framework.js /_next/static/chunks/main.js"' +
        ` data-payload="${payload.address}">${startupLoader}</script></body>`,
    );
    expect(startupSources(deferred)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/main.js',
    ]);
    expect(startupSources(page)).toEqual(startupSources(deferred));
  });

  it('moves the inline React payload, in its order, into the script the loader runs first', () => {
    expect(deferred).not.toContain('self.__next_f.push([1');
    expect(payload.script).toBe(
      'self.__next_f.push([1,"0:{\\"P\\":null}\\n"]);\nself.__next_f.push([1,"1:\\u003cdiv\\u003e\\n"]);\n',
    );
    // Named by its content: a page whose payload changes gets a new address, never a stale copy.
    expect(payload.address).toBe(payloadAddress(payload.script));
    expect(payload.address).toMatch(/^\/_next\/static\/flight\/[\w-]{16}\.js$/);
    expect(payloadAddress(`${payload.script} `)).not.toBe(payload.address);
  });

  it('leaves the rest as it was: stylesheet, image preload, polyfills, payload start, JSON-LD', () => {
    for (const kept of [
      '<link rel="preload" as="image" href="/_img/hero.avif"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">{}</script>',
    ])
      expect(deferred).toContain(kept);
  });

  it('is idempotent, and leaves a page without start-up scripts untouched', () => {
    expect(deferStartupScripts(deferred)).toEqual({ html: deferred, payload: undefined });
    const plain = '<html><body><p>Hors ligne</p><script>self.__next_f.push([1,"x"])</script></body></html>';
    expect(deferStartupScripts(plain)).toEqual({ html: plain, payload: undefined });
  });

  it("is allowed by the page's policy: its body is one of the hashed inline scripts", () => {
    const hash = `'sha256-${createHash('sha256').update(startupLoader).digest('base64')}'`;
    expect(inlineScriptHashes(deferred)).toContain(hash);
  });
});
