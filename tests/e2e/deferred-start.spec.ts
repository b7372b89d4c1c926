import { expect, test, type Route } from '@playwright/test';
import { expectHydrated } from './support/site';

/*
 * A pre-rendered page asks for its scripts only once it has painted (scripts/lib/deferred-start.mjs):
 * on a slow phone the stylesheet and the hero do not share the line with ~150 kB of JavaScript,
 * and no script runs before the first frame. The page's React payload waits with them.
 */

for (const path of ['/', '/licences', '/admissions']) {
  test(`${path}: no script is requested while the stylesheet holds the first paint, then the page starts`, async ({
    page,
  }) => {
    const held: Route[] = [];
    let release = false;
    await page.route('**/_next/static/**/*.css', (route) =>
      release ? route.continue() : void held.push(route),
    );
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // The document is parsed (the heading is in the DOM) yet not one script has been asked for.
    await expect(page.locator('h1')).toHaveCount(1);
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);

    release = true;
    for (const route of held) await route.continue();
    await expectHydrated(page);
    expect(scripts.length).toBeGreaterThan(3);
  });
}

test('a page opened in the background, which paints no frame, starts all the same', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/');
  await expectHydrated(page);
});

test('a browser that never reports the first paint starts the page after its load all the same', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const Native = window.PerformanceObserver;
    // Paint timing announced, yet no paint ever delivered.
    class Silent extends Native {
      observe(options?: PerformanceObserverInit) {
        if (options?.type !== 'paint') super.observe(options);
      }
    }
    window.PerformanceObserver = Silent;
  });
  await page.goto('/licences');
  await expectHydrated(page);
});

test("the page's React payload comes with its scripts, not in its HTML, and the page hydrates from it", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/licences')).text();
  // Only the payload's opening push stays inline; the rest is one file named by its content.
  expect(html).not.toMatch(/self\.__next_f\.push\(\[[1-9]/);
  const payload = /<script data-startup="[^"]*" data-payload="([^"]+)"/.exec(html)?.[1];
  expect(payload).toMatch(/^\/_next\/static\/flight\/[\w-]{16}\.js$/);
  const file = await request.get(payload!);
  expect(file.status()).toBe(200);
  expect(file.headers()['cache-control']).toContain('immutable');
  expect(await file.text()).toContain('self.__next_f.push([1,');

  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/licences');
  await expectHydrated(page);
  // Asked for first, and run first: the scripts run in order and read it.
  expect(scripts[0]).toBe(payload);
  // Hydrated without a mismatch: a client-side link now navigates without reloading the page.
  await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
  await page.locator('main a[href^="/licences/"]').first().click();
  await expect(page).toHaveURL(/\/licences\/.+/);
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});
