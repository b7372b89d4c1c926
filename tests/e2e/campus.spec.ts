import { expect, test } from '@playwright/test';
import { campus, geoUri, openStreetMapUrl } from '@/content/campus';
import { allPaymentMethods } from '@/content/payment';
import { site } from '@/content/site';

/* What an applicant looks for besides the form: how to reach the campus, and how to pay. */

for (const locale of ['fr', 'en'] as const) {
  const prefix = locale === 'fr' ? '' : '/en';

  test(`the contact page draws the campus map itself and links to map applications (${locale})`, async ({
    page,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await page.goto(`${prefix}/contact`);
    await page.waitForLoadState('networkidle');
    const section = page.locator('#campus');
    const map = section.locator('svg[data-campus-map]');
    await expect(map).toBeVisible();
    for (const landmark of campus.landmarks) {
      await expect(map).toContainText(landmark.name[locale]);
      await expect(section.locator('[data-campus-landmarks]')).toContainText(landmark.name[locale]);
    }
    for (const { days, hours } of campus.hours) {
      await expect(section.locator('[data-campus-hours]')).toContainText(days[locale]);
      await expect(section.locator('[data-campus-hours]')).toContainText(hours[locale]);
    }
    await expect(section.locator(`a[href="${openStreetMapUrl(campus.gate)}"]`)).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(section.locator('[data-geo-link]')).toHaveAttribute(
      'href',
      geoUri(campus.gate, `${site.name}, ${campus.name[locale]}`),
    );
    // Drawn at build: the page asks no map service (nor anyone else) for anything.
    expect([...origins]).toEqual([new URL(page.url()).origin]);
  });

  test(`the admissions page says how to pay and how to get to the campus (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/admissions`);
    const payment = page.locator('#payment');
    for (const method of allPaymentMethods()) {
      const card = payment.locator(`[data-payment="${method.id}"]`);
      await expect(card).toContainText(method.name[locale]);
      for (const detail of method.details)
        await expect(card).toContainText(
          typeof detail.value === 'string' ? detail.value : detail.value[locale],
        );
    }
    await page.locator(`#payment a[href="${prefix}/contact#campus"]`).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/contact#campus$`));
    await expect(page.locator('svg[data-campus-map]')).toBeVisible();
  });
}
