import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '@/lib/serving/accept-encoding';
import { createPrerenderedAnswers, type PrerenderedAnswers } from '@/lib/serving/prerendered-answers';

/**
 * The keeper of pre-rendered answers in front of a stand-in for Next.js that answers the way
 * `next start` answers a pre-rendered page (its headers, its ETag), counting the requests it sees:
 * a request answered from memory never reaches it, and must carry the same page and headers.
 */
const page = `<!DOCTYPE html><html lang="fr"><body>${'<p>Licence en informatique de gestion</p>'.repeat(400)}</body></html>`;
const pageHeaders = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self' 'sha256-abc='",
  'X-Frame-Options': 'DENY',
  Vary: 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch',
  'Cache-Control': 's-maxage=31536000',
  ETag: '"uigmjctgw45wuo"',
  'Content-Type': 'text/html; charset=utf-8',
};

const seen: { url: string; learning: boolean }[] = [];
let busyLearns = 0;
let server: http.Server;
let answers: PrerenderedAnswers;
let base: string;

function next(request: http.IncomingMessage, response: http.ServerResponse) {
  seen.push({ url: request.url ?? '', learning: 'x-prerender-keeper' in request.headers });
  const plain = (status: number, extra: Record<string, string> = {}) => {
    response.writeHead(status, { ...pageHeaders, ...extra });
    response.end(request.method === 'HEAD' ? undefined : page);
  };
  switch (request.url) {
    case '/licences':
    case '/en/licences':
      return plain(200);
    case '/contact': // a form page: its own token cookie, private
      return plain(200, { 'Set-Cookie': 'form-token=1', 'Cache-Control': 'private, no-cache' });
    case '/gone':
      return plain(404);
    case '/_next/static/chunks/app.js': // a start-up script, as Next.js serves its static files
      return plain(200, {
        'Content-Type': 'application/javascript; charset=UTF-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: 'W/"39447-1a21c25c71c"',
      });
    case '/_next/static/media/font.woff2': // compressed already: nothing to gain
      return plain(200, {
        'Content-Type': 'font/woff2',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    case '/busy': // a moment's failure when the keeper first asks; the page after
      if ('x-prerender-keeper' in request.headers) busyLearns++;
      return plain(busyLearns === 1 ? 503 : 200);
    default:
      return plain(200);
  }
}

beforeAll(async () => {
  answers = createPrerenderedAnswers(
    [
      '/licences',
      '/en/licences',
      '/contact',
      '/gone',
      '/busy',
      '/_next/static/chunks/app.js',
      '/_next/static/media/font.woff2',
    ],
    { retryAfterMs: 50 },
  );
  server = http.createServer((request, response) => {
    if (!answers.answer(server, request, response)) next(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

function get(path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

const requestsToNext = () => seen.filter((request) => !request.learning).length;

async function untilKept(count: number) {
  for (let i = 0; i < 200 && answers.size < count; i++) await new Promise((r) => setTimeout(r, 25));
  expect(answers.size).toBe(count);
}

describe('pre-rendered answers kept in memory', () => {
  it('lets the first request through, learns the page once, then answers it compressed without Next.js', async () => {
    const first = await get('/licences', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(requestsToNext()).toBe(1);
    await untilKept(1);
    expect(seen.filter((request) => request.learning).map((request) => request.url)).toEqual(['/licences']);

    const before = requestsToNext();
    const brotli = await get('/licences', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get('/licences', { 'accept-encoding': 'gzip' });
    expect(requestsToNext()).toBe(before);

    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(page);
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    expect(gzip.body.length).toBeLessThan(page.length / 10);

    for (const [name, value] of Object.entries(pageHeaders)) {
      if (name === 'Vary' || name === 'ETag') continue;
      expect(brotli.headers[name.toLowerCase()], name).toBe(value);
    }
    expect(brotli.headers.vary).toBe(`${pageHeaders.Vary}, Accept-Encoding`);
    // Two encodings of one page: the same ETag, weak, since their bytes differ.
    expect(brotli.headers.etag).toBe(`W/${pageHeaders.ETag}`);
    expect(gzip.headers.etag).toBe(`W/${pageHeaders.ETag}`);
    expect(brotli.headers.date).toBeDefined();
  });

  it('answers a revisit holding the ETag with 304 and no body, and HEAD with the head only', async () => {
    const before = requestsToNext();
    // Holding the strong ETag Next.js gave on a first visit, or the weak one kept answers give.
    for (const held of [pageHeaders.ETag, `W/${pageHeaders.ETag}`]) {
      const revisit = await get('/licences', { 'accept-encoding': 'br', 'if-none-match': held });
      expect(revisit.status).toBe(304);
      expect(revisit.body.length).toBe(0);
      expect(revisit.headers.etag).toBe(`W/${pageHeaders.ETag}`);
    }
    const revisit = await get('/licences', { 'accept-encoding': 'gzip', 'if-none-match': pageHeaders.ETag });
    expect(revisit.status).toBe(304);
    expect(revisit.headers['content-security-policy']).toBe(pageHeaders['Content-Security-Policy']);

    const changed = await get('/licences', { 'accept-encoding': 'br', 'if-none-match': '"older"' });
    expect(changed.status).toBe(200);

    const head = await get('/licences', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(requestsToNext()).toBe(before);
  });

  it('leaves to Next.js what it varies on: navigations, lite mode, queries, ranges, other methods, plain clients', async () => {
    const cases: [string, http.OutgoingHttpHeaders, string?][] = [
      ['/licences', { rsc: '1' }],
      ['/licences', { 'next-router-prefetch': '1' }],
      ['/licences', { 'next-url': '/licences' }],
      ['/licences', { 'save-data': 'on' }],
      ['/licences', { cookie: 'theme=dark; lite=on' }],
      ['/licences?lite=1', {}],
      ['/licences/', {}],
      ['/licences', { range: 'bytes=0-10' }],
      ['/licences', {}, 'POST'],
      ['/licences', { 'accept-encoding': 'identity' }],
      ['/licences', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
    ];
    for (const [path, headers, method] of cases) {
      const before = requestsToNext();
      const got = await get(path, { 'accept-encoding': 'gzip, br', ...headers }, method);
      expect(got.headers['content-encoding'], JSON.stringify([path, headers, method])).toBeUndefined();
      expect(requestsToNext(), JSON.stringify([path, headers, method])).toBe(before + 1);
    }
  });

  it('never keeps a page that sets a cookie, is private or is not a 200, and asks for it once only', async () => {
    for (const path of ['/contact', '/gone']) {
      for (let i = 0; i < 4; i++) {
        const got = await get(path, { 'accept-encoding': 'br' });
        expect(got.headers['content-encoding']).toBeUndefined();
        await new Promise((r) => setTimeout(r, 30));
      }
      expect(seen.filter((request) => request.learning && request.url === path)).toHaveLength(1);
    }
    expect(answers.size).toBe(1);
  });

  it('asks again, a while later, for a page Next.js could not give at first', async () => {
    await get('/busy', { 'accept-encoding': 'br' });
    await new Promise((r) => setTimeout(r, 100));
    await get('/busy', { 'accept-encoding': 'br' });
    await untilKept(2);
    expect(seen.filter((request) => request.learning && request.url === '/busy')).toHaveLength(2);
    expect((await get('/busy', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('keeps each address on its own', async () => {
    await get('/en/licences', { 'accept-encoding': 'br' });
    await untilKept(3);
    const english = await get('/en/licences', { 'accept-encoding': 'br' });
    expect(english.headers['content-encoding']).toBe('br');
  });

  it('keeps a script in brotli with its caching headers, never a file compressed already', async () => {
    await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' });
    await untilKept(4);
    const before = requestsToNext();
    const script = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, br' });
    expect(requestsToNext()).toBe(before);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(script.body).toString()).toBe(page);
    const revisit = await get('/_next/static/chunks/app.js', {
      'accept-encoding': 'br',
      'if-none-match': 'W/"39447-1a21c25c71c"',
    });
    expect(revisit.status).toBe(304);

    for (let i = 0; i < 3; i++) {
      const font = await get('/_next/static/media/font.woff2', { 'accept-encoding': 'br' });
      expect(font.headers['content-encoding']).toBeUndefined();
      await new Promise((r) => setTimeout(r, 30));
    }
    expect(answers.size).toBe(4);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['GZIP;Q=0.8, BR;Q=0.8', 'br'],
    ['*', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['identity', undefined],
    ['deflate, zstd', undefined],
    ['gzip;q=0', undefined],
    ['gzip;q=abc', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
