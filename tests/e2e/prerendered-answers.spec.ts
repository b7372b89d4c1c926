import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { allNewsArticles } from '@/content/news';
import { programmesOfType } from '@/content/programmes';
import { newsPath, programmePath } from '@/lib/routes';
import { transferHeaders } from '@/lib/serving/prerendered-answers';

/**
 * The pre-rendered pages answered from memory (lib/serving/prerendered-answers.ts): once a page
 * (or a script, a stylesheet) has been asked for, a browser gets it compressed with brotli, which
 * Next.js itself never sends,
 * and it must be the very page and headers Next.js gives (asked for uncompressed, which the kept
 * answers leave to Next.js). Lite mode and client-side navigations still reach Next.js.
 */
const pages = [
  '/',
  '/licences',
  '/en/licences',
  programmePath(programmesOfType('licence')[0]!),
  newsPath(allNewsArticles()[0]!.id),
  '/gallery',
];

function pageHeaders(response: APIResponse): [string, string][] {
  return response
    .headersArray()
    .map(({ name, value }): [string, string] => [name.toLowerCase(), value])
    .filter(([name]) => !transferHeaders.has(name))
    .sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
}

/** Next.js's headers as a kept answer gives them: its ETag weak, one tag for two encodings. */
function asKept(headers: [string, string][]): [string, string][] {
  return headers.map(([name, value]) => [name, name === 'etag' ? value.replace(/^(?!W\/)/, 'W/') : value]);
}

/** The page in brotli, once the server has kept it (the first requests teach it the page). */
async function keptAnswer(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        response = await request.get(path, {
          headers: { 'accept-encoding': 'gzip, deflate, br' },
          maxRetries: 1,
        });
        return response.headers()['content-encoding'];
      },
      { timeout: 20_000, intervals: [100, 250, 500] },
    )
    .toBe('br');
  return response!;
}

test.describe('pre-rendered pages answered from memory', () => {
  for (const path of pages) {
    test(`${path}: the same page and headers as Next.js gives, in brotli`, async ({ request }) => {
      const kept = await keptAnswer(request, path);
      const fromNext = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
      expect(fromNext.headers()['content-encoding']).toBeUndefined();
      expect(kept.status()).toBe(200);
      expect(await kept.text()).toBe(await fromNext.text());
      expect(pageHeaders(kept)).toEqual(asKept(pageHeaders(fromNext)));
      expect(kept.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");

      const revisit = await request.get(path, {
        headers: { 'accept-encoding': 'br', 'if-none-match': kept.headers().etag! },
      });
      expect(revisit.status()).toBe(304);
    });
  }

  test('a start-up script and the stylesheet come in brotli too, as Next.js gives them', async ({
    request,
  }) => {
    const html = await (await request.get('/licences')).text();
    const script = /<script data-startup="([^" ]+)/.exec(html)?.[1];
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    for (const path of [script!, stylesheet!]) {
      const kept = await keptAnswer(request, path);
      const fromNext = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
      expect(await kept.text()).toBe(await fromNext.text());
      expect(pageHeaders(kept)).toEqual(asKept(pageHeaders(fromNext)));
      expect(kept.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('lite mode and client-side navigations still get their own answers on a kept page', async ({
    request,
  }) => {
    const full = await (await keptAnswer(request, '/licences')).text();
    expect(full).not.toContain('data-lite-page');
    const encodings = { 'accept-encoding': 'gzip, deflate, br' };
    for (const headers of [{ cookie: 'lite=on' }, { 'save-data': 'on' }] as Record<string, string>[]) {
      const lite = await request.get('/licences', { headers: { ...encodings, ...headers } });
      expect(lite.status(), JSON.stringify(headers)).toBe(200);
      expect(await lite.text(), JSON.stringify(headers)).toContain('data-lite-page');
    }
    const liteByQuery = await request.get('/licences?lite=1', { headers: encodings, maxRedirects: 0 });
    expect(await liteByQuery.text()).toContain('data-lite-page');

    const navigation = await request.get('/licences', { headers: { ...encodings, rsc: '1' } });
    expect(navigation.headers()['content-type']).toContain('text/x-component');
  });
});
