import { expect, test } from '@playwright/test';
import { finishedRequests, transferredBytes } from './support/transfer';
import { expectHydrated } from './support/site';

test("home's first view on a phone, scripts included, transfers at most 300 KB", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const requests = finishedRequests(page);
  await page.goto('/', { waitUntil: 'load' });
  const hero = page.locator('img[fetchpriority="high"]').first();
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectHydrated(page);
  const bytes = await transferredBytes(requests);
  // The full site, not lite mode: the framework's scripts are part of the weight.
  expect(requests.filter((r) => r.url().endsWith('.js')).length).toBeGreaterThan(3);
  expect(bytes).toBeGreaterThan(100_000);
  expect(bytes).toBeLessThanOrEqual(300 * 1024);
  await context.close();
});
