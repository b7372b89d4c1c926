import { expect, test } from '@playwright/test';
import { galleryCategories } from '@/content/gallery';
import { allNewsArticles } from '@/content/news';
import { allProgrammes } from '@/content/programmes';
import { locales } from '@/i18n/locales';
import { galleryPath, newsFeedPath, newsPath, programmePath, staticRoutes } from '@/lib/routes';
import { catalogues } from '@/messages';
import { localized, openPage } from './support/site';

for (const locale of locales) {
  test(`the site map links every page of the registries, and every link answers (${locale})`, async ({
    page,
    request,
  }) => {
    await openPage(page, localized(locale, '/site-map'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues[locale].Nav.siteMap);
    const hrefs = await page
      .getByTestId('site-map')
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

    const expected = [
      ...staticRoutes.map((route) => route.path),
      ...allProgrammes().map(programmePath),
      ...allNewsArticles().map((article) => newsPath(article.id)),
      ...galleryCategories.map((category) => galleryPath(category)),
      newsFeedPath,
    ].map((path) => localized(locale, path));
    expect(hrefs.sort()).toEqual([...new Set(expected)].sort());

    for (const href of hrefs) {
      const response = await request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
  });
}

test('the site map names its sections and the programmes of each type', async ({ page }) => {
  await openPage(page, '/site-map');
  const t = catalogues.fr.SiteMap;
  for (const name of [t.university, t.formations, t.admissions, t.news, t.gallery, t.information]) {
    await expect(
      page.getByTestId('site-map').getByRole('heading', { level: 2, name, exact: true }),
    ).toBeVisible();
  }
  const licences = page.getByRole('heading', { level: 3, name: t.licences }).locator('xpath=..');
  for (const programme of allProgrammes().filter((p) => p.type === 'licence')) {
    await expect(licences.getByRole('link', { name: programme.title.fr, exact: true })).toHaveAttribute(
      'href',
      programmePath(programme),
    );
  }
});
