import { expect, test } from '@playwright/test';
import { locales, localizedPath } from '@/i18n/locales';
import { catalogues } from '@/messages';
import { emulateConnection } from './support/connection';
import { expectHydrated, openPage } from './support/site';
import { finishedRequests, transferredBytes } from './support/transfer';

test.describe('lite mode', () => {
  const banner = catalogues.fr.LiteMode.banner;
  const executableScripts = 'script:not([type="application/ld+json"])';

  test('the footer switch turns it on: pages then come without scripts, and the banner leads back', async ({
    page,
    context,
  }) => {
    await emulateConnection(page, { effectiveType: '4g' });
    await openPage(page, '/');
    await expect(page.getByText(banner)).toHaveCount(0);
    await page.getByRole('switch', { name: 'Mode économie de données' }).click();

    // The page reloads as its lite variant, and the next pages follow.
    await expect(page.getByText(banner)).toBeVisible();
    await expect(page.locator(executableScripts)).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: catalogues.fr.Nav.faq }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.fr.Nav.faq);
    await expect(page.getByText(banner)).toBeVisible();
    await expect(page.locator(executableScripts)).toHaveCount(0);

    await page.getByRole('link', { name: catalogues.fr.LiteMode.exit }).click();
    await expectHydrated(page);
    await expect(page.getByText(banner)).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Mode économie de données' })).not.toBeChecked();
    const cookie = (await context.cookies()).find((c) => c.name === 'lite');
    expect(cookie?.value).toBe('off');
    await page.goto('/faq');
    await expectHydrated(page);
  });

  test('on Save-Data, home comes without scripts and its first view weighs at most 150 KB', async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
    const page = await context.newPage();
    const requests = finishedRequests(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByText(banner)).toBeVisible();
    await expect(page.locator(executableScripts)).toHaveCount(0);
    // The hero shows its first image, at its smallest size.
    const hero = page.locator('img[fetchpriority="high"]').first();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.320\./);

    const bytes = await transferredBytes(requests);
    expect(requests.some((r) => r.url().endsWith('.js'))).toBe(false);
    expect(bytes).toBeGreaterThan(5_000);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
    await context.close();
  });

  test('a lite page is usable without scripts: menus open with CSS, lazy images show', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'Save-Data': 'on' },
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.locator(executableScripts)).toHaveCount(0);
    const mobileNav = page.getByRole('navigation', { name: catalogues.fr.Header.mobileNav });
    await expect(mobileNav).toBeHidden();
    await page.getByRole('link', { name: catalogues.fr.Header.openMenu }).click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole('link', { name: catalogues.fr.Nav.team }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.fr.Nav.team);

    // Images further down the page load natively, no script needed.
    await page.goto('/news');
    const image = page.locator('main img').last();
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    const panel = page.locator('[data-nav-group="university"] [data-nav-panel]');
    await expect(panel).toBeHidden();
    await page.locator('[data-nav-group="university"]').hover();
    await expect(panel).toBeVisible();
    await context.close();
  });

  test('the pages that need their scripts (the forms) are never served lite', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
    const page = await context.newPage();
    for (const path of ['/admissions', '/contact', '/en/admissions']) {
      await page.goto(path);
      await expect(page.locator('form[data-ready="true"]'), path).toBeVisible();
      await expect(page.getByText(banner)).toHaveCount(0);
    }
    await context.close();
  });

  test('a form page asked for at its lite address is sent to the full page, in every language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
    const page = await context.newPage();
    for (const locale of locales) {
      for (const form of ['/admissions', '/contact']) {
        const full = localizedPath(locale, form);
        const answer = await page.request.get(`/lite/${locale}${form}`, { maxRedirects: 0 });
        expect(answer.status(), `/lite/${locale}${form}`).toBe(308);
        expect(answer.headers().location).toBe(full);
        await page.goto(`/lite/${locale}${form}`);
        await expect(page).toHaveURL(full);
        await expect(page.locator('form[data-ready="true"]'), full).toBeVisible();
        await expect(page.getByText(catalogues[locale].LiteMode.banner)).toHaveCount(0);
      }
    }
    await context.close();
  });
});
