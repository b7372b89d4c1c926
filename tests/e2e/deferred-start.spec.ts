import { expect, test, type Route } from '@playwright/test';

/*
 * A pre-rendered page asks for its scripts only once it has painted (scripts/lib/deferred-start.mjs):
 * on a slow phone the stylesheet and the hero do not share the line with ~150 kB of JavaScript,
 * and no script runs before the first frame.
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
    await expect(page.locator('header[data-hydrated="true"]')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(3);
  });
}

test('a page opened in the background, which paints no frame, starts all the same', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/');
  await expect(page.locator('header[data-hydrated="true"]')).toBeVisible();
});
