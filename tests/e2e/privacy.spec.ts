import { expect, test } from '@playwright/test';
import { storedInBrowser } from '@/content/browser-storage';
import { catalogues } from '@/messages';
import { expectAllListed, heldInBrowser, missingFrom } from './support/browser-storage';
import { AdmissionFormPage } from './support/forms';
import { openPage } from './support/site';

// The staff cookies, the policy's staff items, are observed by admin.spec.ts.
test('the privacy policy names every cookie and storage a visit leaves, and only those', async ({ page }) => {
  test.setTimeout(60_000);
  // The service worker: installed, then in control of a full page load and a client-side one.
  await openPage(page, '/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await openPage(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: catalogues.fr.Nav.faq }).click();
  await expect(page).toHaveURL(/\/faq$/);

  // A draft of the admission form with a file, then lite mode from the footer switch (the form page keeps
  // its scripts, so the switch does not reload it).
  await openPage(page, '/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  await form.fullName.fill('Achta Mahamat Saleh');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('admission-form-draft'))).not.toBeNull();
  // A document chosen for the application is kept in the browser's database until it is sent.
  await page.locator('#admission-document-diploma').setInputFiles({
    name: 'diplome.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% diploma\n'),
  });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('admission-draft-files'))).toBe('1');
  await page.getByRole('switch', { name: catalogues.fr.LiteMode.label }).click();

  // Caches fill as the worker answers: wait until every one the policy names is there.
  await expect
    .poll(async () => missingFrom(await heldInBrowser(page), 'visitors'), { timeout: 20_000 })
    .toEqual([]);
  expectAllListed(await heldInBrowser(page));

  // And the policy page says so, item by item.
  await page.goto('/privacy-policy');
  for (const item of storedInBrowser)
    await expect(page.getByRole('main')).toContainText(`« ${item.name.replace(/\*$/, '…')} »`);
});
