import { describe, expect, it } from 'vitest';
import { pageScripts } from '@/lib/offline/page-scripts';
// @ts-expect-error -- plain JavaScript module run by scripts/build.mjs
import { deferStartupScripts } from '@/scripts/lib/deferred-start.mjs';

const page =
  '<!DOCTYPE html><html><head>' +
  '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>' +
  '<script src="/_next/static/chunks/framework.js" async=""></script>' +
  '</head><body><h1>Licences</h1>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<script>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script></body></html>';

describe('the scripts a saved page needs offline', () => {
  it("are the ones the build's loader runs: its payload first, then its scripts in order", () => {
    const { html, payload } = deferStartupScripts(page);
    expect(pageScripts(html)).toEqual([
      payload.address,
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/page.js',
    ]);
  });

  it('are none for a page without the loader (the offline page, a page in lite mode)', () => {
    expect(pageScripts('<html><body><p>Hors ligne</p></body></html>')).toEqual([]);
  });

  it("never name another site's address", () => {
    const loader = '<script data-startup="https://example.org/x.js /_next/static/chunks/a.js"></script>';
    expect(pageScripts(loader)).toEqual(['/_next/static/chunks/a.js']);
  });
});
