import { expect, test, type APIResponse } from '@playwright/test';

/** What every API answer carries (lib/security/headers.mjs): the probes are no exception. */
function expectSecurityHeaders(response: APIResponse, name: string) {
  const headers = response.headers();
  expect(headers['cache-control'], name).toBe('no-store');
  expect(headers['x-content-type-options'], name).toBe('nosniff');
  expect(headers['x-frame-options'], name).toBe('DENY');
  expect(headers['content-security-policy'], name).toContain("default-src 'none'");
}

test('/api/health answers 200 ok, never stored, to GET and HEAD', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  expectSecurityHeaders(health, 'GET /api/health');
  const head = await request.head('/api/health');
  expect(head.status()).toBe(200);
  expect(await head.body()).toHaveLength(0);
});

test('/api/ready answers ready, or unavailable with a reason and nothing else', async ({ request }) => {
  // On the PostgreSQL runs the forms spec cuts the database's proxy: either answer may be right.
  const ready = await request.get('/api/ready');
  const body: unknown = await ready.json();
  if (ready.status() === 200) expect(body).toEqual({ status: 'ready' });
  else {
    expect(ready.status()).toBe(503);
    expect(body).toEqual({
      status: 'unavailable',
      reason: expect.stringMatching(/^(database_unreachable|migrations_pending)$/),
    });
  }
  expectSecurityHeaders(ready, 'GET /api/ready');
  const head = await request.head('/api/ready');
  expect([200, 503]).toContain(head.status());
  expect(await head.body()).toHaveLength(0);
});

test('the probes answer GET and HEAD only', async ({ request }) => {
  for (const path of ['/api/health', '/api/ready']) {
    expect((await request.post(path, { data: {} })).status(), path).toBe(405);
  }
});
