import { expect, test } from '@playwright/test';
import { catalogues } from '@/messages';
import { expectHydrated, openPage } from './support/site';

test.describe('offline', () => {
  test('/sw.js is served for the whole site and never cached for long', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(response.headers()['cache-control']).toMatch(/no-cache|max-age=0/);
    expect(response.headers()['cache-control']).not.toContain('31536000');
    expect(response.headers()['service-worker-allowed']).toBe('/');
  });

  test('the web app manifest is valid and its icons exist', async ({ request, page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await request.get(href ?? '')).json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', lang: 'fr', display: 'standalone' });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('with the network cut, a visited page still opens and others show the offline page', async ({
    page,
    context,
  }) => {
    await openPage(page, '/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.fr.Nav.contact);

    await context.setOffline(true);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.fr.Nav.contact);
    // Programme pages are saved at install, even unvisited.
    await page.goto('/licences');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.fr.Nav.licences);
    // And they work there: their scripts and React payload were saved with them.
    await expectHydrated(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.fr.Offline.title);
    // The offline page works too (its scripts were saved at install), at the address asked for,
    // which its « Réessayer » reloads.
    await expectHydrated(page);
    expect(new URL(page.url()).pathname).toBe('/about');
    await page.goto('/en/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.Offline.title);
    await context.setOffline(false);
  });
});
