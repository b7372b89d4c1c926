import { expect, test } from '@playwright/test';
// @ts-expect-error -- plain JavaScript module run by scripts/build.mjs
import { contracts } from '@/scripts/lib/next-contracts.mjs';
import { expectHydrated, openPage } from './support/site';

// What the site relies on inside Next.js that only a running server shows (the build's own shapes
// are checked by the build, scripts/lib/next-contracts.mjs). Each expectation says which reliance
// failed, so an upgrade that breaks one names it; docs/architecture.md says what to do then.
const broken = (id: string) => {
  const contract = (contracts as Record<string, { name: string; assumes: string }>)[id]!;
  return `Next.js no longer matches "${contract.name}": ${contract.assumes}`;
};

test("the server hook sees Next.js's requests: TRACE refused, redirects and 404s with the security headers", async ({
  request,
}) => {
  // Only the hook answers TRACE (Next.js would end it in a 500) and names the allowed methods.
  const trace = await request.fetch('/', { method: 'TRACE' });
  expect(trace.status(), broken('serverEmit')).toBe(405);
  expect(trace.headers()['allow'], broken('serverEmit')).toBe('GET, HEAD, POST');
  // A redirect of next.config.mjs never reaches `headers()`: only the hook adds these.
  const redirect = await request.get('/fr/about', { maxRedirects: 0 });
  expect(redirect.status()).toBe(308);
  expect(redirect.headers()['x-frame-options'], broken('serverEmit')).toBe('DENY');
});

test('a pre-rendered page comes with the policy the build wrote into the routes manifest', async ({
  request,
}) => {
  const answer = await request.get('/about');
  const policy = answer.headers()['content-security-policy'] ?? '';
  // The proxy would have given a nonce; the build's header rule gives the page's script hashes.
  expect(policy, broken('routesManifest')).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(policy, broken('proxyMatcher')).not.toContain("'nonce-");
});

test('Next.js answers the keeper uncompressed with an ETag, and navigations with its payload', async ({
  request,
}) => {
  const page = await request.get('/licences', {
    headers: { 'accept-encoding': 'identity', 'x-prerender-keeper': '1' },
  });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-encoding'], broken('routerHeaders')).toBeUndefined();
  expect(page.headers()['etag'], broken('routerHeaders')).toBeTruthy();
  const navigation = await request.get('/licences', { headers: { rsc: '1' } });
  expect(navigation.headers()['content-type'], broken('routerHeaders')).toContain('text/x-component');
});

test('a client-side navigation asks with the RSC header the keeper, lite mode and the worker pass on', async ({
  page,
}) => {
  await openPage(page, '/');
  await expectHydrated(page);
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/news');
  await page
    .locator('footer')
    .getByRole('link', { name: /^Actualités$/ })
    .first()
    .click();
  const request = await asked;
  expect(await request.headerValue('rsc'), broken('routerHeaders')).toBe('1');
});
