import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPrivateAddress } from '@/lib/serving/metrics-endpoint';
import { routePatterns } from '@/lib/serving/route-patterns';
import type { RequestWatch } from '@/lib/serving/request-watch';
import { installServerHook } from '@/lib/security/server-hook';

/**
 * What an operator watches, on a plain Node server with the hook instrumentation.ts installs: one
 * access-log line per request naming the route's pattern (never the address typed, nor its query),
 * and /metrics for Prometheus, from a private address or with the token only.
 */

/** A build's routes, as Next.js lists them in routes-manifest.json. */
function fakeBuild(): { dist: string; public: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-patterns-'));
  const dist = path.join(dir, '.next');
  mkdirSync(dist);
  mkdirSync(path.join(dir, 'public', 'icons'), { recursive: true });
  writeFileSync(path.join(dir, 'public', 'logo.svg'), '<svg/>');
  writeFileSync(
    path.join(dist, 'routes-manifest.json'),
    JSON.stringify({
      staticRoutes: [
        { page: '/api/health', regex: '^/api/health(?:/)?$' },
        { page: '/admin', regex: '^/admin(?:/)?$' },
      ],
      dynamicRoutes: [
        { page: '/admin/[kind]/[reference]', regex: '^/admin/([^/]+?)/([^/]+?)(?:/)?$' },
        { page: '/[locale]', regex: '^/([^/]+?)(?:/)?$' },
        { page: '/[locale]/news/[id]', regex: '^/([^/]+?)/news/([^/]+?)(?:/)?$' },
      ],
      rewrites: {
        beforeFiles: [{ source: '/sw.js', destination: '/serwist/sw.js', regex: '^/sw\\.js(?:/)?$' }],
        afterFiles: [
          { source: '/', destination: '/fr', regex: '^/(?:/)?$' },
          {
            source: '/:path((?!(?:fr|en|admin)(?:/|$)).*)',
            destination: '/fr/:path',
            regex: '^(?:/((?!(?:fr|en|admin)(?:/|$)).*))(?:/)?$',
          },
        ],
      },
    }),
  );
  return { dist, public: path.join(dir, 'public') };
}

describe('route patterns', () => {
  const build = fakeBuild();
  const routeOf = routePatterns(build.dist, build.public);

  it('names the route a path reaches, French pages through the rewrite that gives them their prefix', () => {
    expect(routeOf('/')).toBe('/[locale]');
    expect(routeOf('/news/12')).toBe('/[locale]/news/[id]');
    expect(routeOf('/en/news/12')).toBe('/[locale]/news/[id]');
    expect(routeOf('/admin/admissions/ADM-2026-7KX3QF')).toBe('/admin/[kind]/[reference]');
    expect(routeOf('/api/health')).toBe('/api/health');
    expect(routeOf('/news/12.rsc')).toBe('/[locale]/news/[id]');
  });

  it('folds files and unknown addresses into a few names, so a client cannot add labels', () => {
    expect(routeOf('/_next/static/chunks/0a1b.js')).toBe('/_next/static/*');
    expect(routeOf('/_img/hero-640.avif')).toBe('/_img/*');
    expect(routeOf('/icons/icon-192.png')).toBe('/icons/*');
    expect(routeOf('/logo.svg')).toBe('/logo.svg');
    expect(routeOf('/wp-login.php')).toBe('(file)');
    expect(routeOf('/a/b/c/d')).toBe('(unmatched)');
    const seen = new Set(Array.from({ length: 500 }, (_, i) => routeOf(`/x${i}/y/z/${i}`)));
    expect(seen).toEqual(new Set(['(unmatched)']));
  });
});

describe('access log and metrics', () => {
  const watch: RequestWatch = { routeOf: routePatterns(fakeBuild().dist), accessLog: true };
  const token = 'a-metrics-token-of-some-length';
  let server: http.Server;
  let port: number;
  const lines: string[] = [];

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    installServerHook({
      headersMs: 5_000,
      requestMs: 10_000,
      keepAliveMs: 5_000,
      socketAddress: true,
      watch,
      metrics: { token },
    });
    server = http.createServer((request, response) => {
      if (request.url?.startsWith('/admin/')) {
        response.statusCode = 404;
        response.end('absent');
        return;
      }
      response.setHeader('Content-Type', 'text/plain');
      response.write('hello, ');
      response.end(Buffer.from('world'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const accessLines = () =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === 'http_request');

  async function waitForLines(count: number) {
    for (let i = 0; i < 50 && accessLines().length < count; i++) await new Promise((r) => setTimeout(r, 20));
  }

  it('writes one JSON line per request: method, route pattern, status, duration, bytes, and no more', async () => {
    lines.length = 0;
    const response = await fetch(`http://127.0.0.1:${port}/news/12?email=achta%40example.org&token=secret`);
    expect(await response.text()).toBe('hello, world');
    await fetch(`http://127.0.0.1:${port}/admin/admissions/ADM-2026-7KX3QF`, { method: 'POST', body: 'x' });
    await waitForLines(2);
    const [page, missing] = accessLines();
    expect(page).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/[locale]/news/[id]',
      status: 200,
      bytes: 12,
    });
    expect(page!.ms).toEqual(expect.any(Number));
    expect(Object.keys(page!).sort()).toEqual([
      'bytes',
      'event',
      'level',
      'method',
      'ms',
      'route',
      'status',
      'time',
    ]);
    expect(missing).toMatchObject({
      method: 'POST',
      route: '/admin/[kind]/[reference]',
      status: 404,
      bytes: 6,
    });
    expect(lines.join('\n')).not.toMatch(/achta|secret|ADM-2026|news\/12/);
  });

  it('writes none with ACCESS_LOG=off, and still counts the requests', async () => {
    watch.accessLog = false;
    lines.length = 0;
    await (await fetch(`http://127.0.0.1:${port}/api/health`)).text();
    await new Promise((resolve) => setTimeout(resolve, 100));
    watch.accessLog = true;
    expect(accessLines()).toEqual([]);
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(metrics).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
  });

  it('serves the metrics to a direct request from a private address', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      'http_request_duration_seconds_bucket',
      'nodejs_eventloop_lag_seconds',
      'form_submissions_stored_total',
      'mail_send_failures_total',
      'rate_limit_refusals_total',
      'mail_outbox_waiting',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toMatch(
      /http_requests_total\{method="POST",route="\/admin\/\[kind\]\/\[reference\]",status="404"\} 1/,
    );
    // Its own requests are counted under its own name.
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/metrics",status="200"\} [1-9]/);
  });

  it('refuses a request a proxy relayed (X-Forwarded-For, Forwarded) unless it has the token', async () => {
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.7' },
      { forwarded: 'for=198.51.100.7' },
    ];
    for (const headers of relayed) {
      const refused = await fetch(`http://127.0.0.1:${port}/metrics`, { headers });
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain('http_requests_total');
      const wrong = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { ...headers, authorization: 'Bearer not-the-token-at-all' },
      });
      expect(wrong.status).toBe(403);
      const allowed = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain('http_requests_total');
    }
  });

  it('counts private networks and loopback as private, and nothing else', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.9',
      '::1',
      '::ffff:10.0.0.2',
      'fd12::1',
      'fe80::1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of [
      '198.51.100.7',
      '172.32.0.1',
      '8.8.8.8',
      '2001:db8::1',
      '::ffff:8.8.8.8',
      '',
      'unknown',
    ])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
