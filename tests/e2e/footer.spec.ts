import { expect, test } from '@playwright/test';
import { site } from '@/content/site';
import { openPage } from './support/site';

test.describe('footer', () => {
  test('lists navigation, university and programme links that lead to their pages', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.locator('footer');
    const expected: Record<string, string> = {
      Accueil: '/',
      Actualités: '/news',
      Galerie: '/gallery',
      Admissions: '/admissions',
      Contact: '/contact',
      "L'Université en bref": '/university',
      'À propos': '/about',
      'Mot du Recteur': '/rector-message',
      'Missions & Valeurs': '/missions',
      Organisation: '/organization',
      'Notre Équipe': '/team',
      Licences: '/licences',
      Masters: '/masters',
      'Plan du site': '/site-map',
    };
    for (const [label, href] of Object.entries(expected)) {
      await expect(footer.getByRole('link', { name: label, exact: true }), label).toHaveAttribute(
        'href',
        href,
      );
    }
    await footer.getByRole('link', { name: 'Mot du Recteur', exact: true }).click();
    await expect(page).toHaveURL('/rector-message');
  });

  test('shows the contact block from the identity config', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute('href', /^tel:\+235/);
    await expect(footer.locator('address')).toContainText(site.address.street);
    await expect(footer.locator('address')).toContainText("N'Djamena");
    await expect(footer).toContainText(site.name);
  });

  test('links to the social accounts in a new tab', async ({ page }) => {
    await openPage(page, '/');
    for (const href of Object.values(site.social)) {
      const link = page.locator(`footer a[href="${href}"]`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAccessibleName(/.+/);
    }
  });

  test('shows the current year, even on a page built in an earlier year', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-01T10:00:00Z'));
    await openPage(page, '/');
    await expect(page.getByTestId('copyright')).toHaveText(`© 2031 ${site.name}. Tous droits réservés.`);
  });

  test('credits the web agency with an external link', async ({ page }) => {
    await openPage(page, '/en');
    const credit = page.locator('footer').getByRole('link', { name: new RegExp(site.agency.name) });
    await expect(credit).toHaveAttribute('href', site.agency.url);
    await expect(credit).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('copyright')).toContainText(
      `${new Date().getFullYear()} ${site.name}. All rights reserved.`,
    );
  });
});

test.describe('404 page', () => {
  test('says "Page non trouvée", shows and logs the attempted path, and links home', async ({ page }) => {
    const report = page.waitForRequest((r) => r.url().endsWith('/api/not-found') && r.method() === 'POST');
    const response = await page.goto('/programmes-2019/ancien-lien');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page non trouvée');
    await expect(page.getByTestId('attempted-path')).toContainText('/programmes-2019/ancien-lien');
    expect(JSON.parse((await report).postDataBuffer()?.toString() ?? '{}')).toMatchObject({
      path: '/programmes-2019/ancien-lien',
    });
    await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL('/');
  });

  test('offers the English home page to English visitors on a French address', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    const english = page.locator('main [lang="en"]');
    await expect(english).toContainText('Page not found');
    await english.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/en');
  });

  test('is English end to end under /en: language, header, text and footer', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/^Page not found \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    await expect(page.locator('body')).not.toContainText(/Page non trouvée|Accueil|Tous droits réservés/);
    await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/en');
  });

  test('the not-found log endpoint rejects junk', async ({ request }) => {
    expect(
      (
        await request.post('/api/not-found', {
          data: 'not json',
          headers: { 'content-type': 'application/json' },
        })
      ).status(),
    ).toBe(400);
    expect((await request.post('/api/not-found', { data: { path: 'no-slash' } })).status()).toBe(400);
    expect((await request.post('/api/not-found', { data: { path: `/${'a'.repeat(5000)}` } })).status()).toBe(
      413,
    );
    expect((await request.post('/api/not-found', { data: { path: '/ok' } })).status()).toBe(204);
  });
});
