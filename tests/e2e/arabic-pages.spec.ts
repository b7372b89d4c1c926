import { expect, test, type Locator, type Page } from '@playwright/test';
import { storedInBrowser } from '@/content/browser-storage';
import { allGalleryItems } from '@/content/gallery';
import { allLeaders } from '@/content/leadership';
import { allNewsArticles } from '@/content/news';
import { site } from '@/content/site';
import { allTeamMembers } from '@/content/team';
import { locales, ownName } from '@/i18n/locales';
import { catalogues } from '@/messages';
import { pagesOutsideRegistry, sitePages } from './support/pages';
import { expectHydrated, localized, openPage } from './support/site';
import { foreignWords, visibleTexts, type LatinAllowance } from './support/visible-text';

const ar = catalogues.ar;

/**
 * Brands and products the Arabic texts name as their makers write them, as the translators' rules
 * keep them (in Latin letters).
 */
const brands = [
  // The site's social networks, and those the sharing links and the contact page name.
  'Facebook',
  'WhatsApp',
  'TikTok',
  'Twitter',
  'LinkedIn',
  // The map of the campus page and its credit.
  'OpenStreetMap',
  'Leaflet',
  // The privacy and accessibility pages: what the site needs from a browser and where it stores things.
  'JavaScript',
  'IndexedDB',
  'localStorage',
  // The software the legal notice says serves the site, and what the computing programmes teach.
  'Node.js',
  'Linux',
  'Windows Server',
  'Windows',
  'Git',
  // The international trade rules the trade programme teaches, a registered name of their publisher.
  'Incoterms',
  'Incoterm',
  // A software engineering practice, named so in Arabic computing texts as in French and English.
  'DevOps',
  // The calendar file the admissions page offers, by its format's name as calendar apps show it.
  'iCalendar',
  // The student area's learning platform.
  'Moodle',
  // Mobile money operators of Chad (fees and payment).
  'Airtel',
  'Money',
  'Moov',
  'Africa',
  // The icons' licence credit in the legal notice.
  'Lucide',
];

const allowance: LatinAllowance = {
  names: [
    ...allTeamMembers().map((member) => member.name),
    ...allLeaders().map((leader) => leader.name),
    ...allNewsArticles().flatMap((article) =>
      article.author.kind === 'person' ? [article.author.name] : [],
    ),
    ...Object.values(site.names),
    ...Object.values(site.shortNames),
    site.address.street,
    site.address.district,
    site.address.city,
    site.agency.name,
    ...Object.keys(site.social),
    ...locales.map(ownName),
  ],
  codes: [
    site.email,
    site.hrEmail,
    site.registrarEmail,
    site.url,
    site.agency.url,
    ...Object.values(site.social),
    ...storedInBrowser.map((item) => item.name),
    ...brands,
  ],
};

const arabicPages = [
  ...sitePages()
    .filter((page) => page.locale === 'ar')
    .map((page) => page.url),
  ...pagesOutsideRegistry('ar'),
  localized('ar', '/page-inconnue'),
];

test.describe('no French or English text on an Arabic page', () => {
  for (const url of arabicPages) {
    test(url, async ({ page }) => {
      await page.goto(url);
      await expectHydrated(page);
      const words = foreignWords(await visibleTexts(page), allowance);
      expect(words, `Latin words on ${url}`).toEqual([]);
    });
  }

  test('the check reports a French sentence on an Arabic page', async ({ page }) => {
    await openPage(page, localized('ar', '/contact'));
    await page.locator('main').evaluate((main) => {
      const planted = document.createElement('p');
      planted.textContent = 'Votre demande a bien été envoyée (merci).';
      main.prepend(planted);
    });
    const words = foreignWords(await visibleTexts(page), allowance);
    expect(words).toEqual(expect.arrayContaining(['Votre', 'demande', 'bien', 'envoyée']));
    // The gloss in parentheses is left alone.
    expect(words).not.toContain('merci');
  });
});

/** The horizontal middle of an element on the screen. */
async function middle(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'the element is on the screen').not.toBeNull();
  return box!.x + box!.width / 2;
}

test.describe('mirrored layout', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Arabic pages are right to left, French pages left to right', async ({ page }) => {
    await page.goto(localized('ar', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('the header reads from the right: logo, main navigation, languages', async ({ page }) => {
    await openPage(page, localized('ar', '/'));
    const header = page.locator('header').first();
    const homeLabel = ar.Header.homeLabel
      .replace('{shortName}', site.shortNames.ar)
      .replace('{name}', site.names.ar);
    const logo = header.getByRole('link', { name: homeLabel, exact: true });
    const nav = header.getByRole('navigation', { name: ar.Header.mainNav });
    const languages = header.getByRole('group', { name: ar.LanguageSwitcher.label });
    expect(await middle(logo)).toBeGreaterThan(await middle(nav));
    expect(await middle(nav)).toBeGreaterThan(await middle(languages));
  });

  test("the slideshow's previous button is right of its next one", async ({ page }) => {
    await openPage(page, localized('ar', '/'));
    const slideshow = page.locator('section[aria-roledescription="carousel"]').first();
    const previous = slideshow.getByRole('button', { name: ar.Slideshow.previous });
    const next = slideshow.getByRole('button', { name: ar.Slideshow.next });
    expect(await middle(previous)).toBeGreaterThan(await middle(next));
  });

  test('the breadcrumb starts at the right with home', async ({ page }) => {
    await openPage(page, localized('ar', '/licences/genie-logiciel'));
    const crumbs = page.getByRole('navigation', { name: ar.Breadcrumbs.label }).locator('li');
    await expect(crumbs.first()).toContainText(ar.Nav.home);
    const count = await crumbs.count();
    expect(count).toBeGreaterThan(1);
    const first = await middle(crumbs.first());
    for (let i = 1; i < count; i++) expect(first).toBeGreaterThan(await middle(crumbs.nth(i)));
  });

  test("the gallery's ArrowLeft shows the next photo in Arabic, as ArrowRight does in French", async ({
    page,
  }) => {
    const all = allGalleryItems();
    const open = async (locale: 'fr' | 'ar') => {
      const t = catalogues[locale];
      await openPage(page, localized(locale, '/gallery'));
      await page
        .getByRole('button', { name: t.Gallery.open.replace('{title}', all[0]!.title[locale]) })
        .click();
      const box = page.getByRole('dialog', { name: t.Lightbox.label });
      await expect(box).toContainText(all[0]!.title[locale]);
      return box;
    };

    const french = await open('fr');
    await page.keyboard.press('ArrowRight');
    await expect(french).toContainText(all[1]!.title.fr);

    const arabic = await open('ar');
    await page.keyboard.press('ArrowLeft');
    await expect(arabic).toContainText(all[1]!.title.ar);
    await page.keyboard.press('ArrowRight');
    await expect(arabic).toContainText(all[0]!.title.ar);
  });
});

/** The header's links to the same page in the other languages, each marked with its language. */
async function expectLanguageLinks(page: Page, path: string, offered: readonly ('fr' | 'en' | 'ar')[]) {
  const group = page
    .locator('header')
    .first()
    .getByRole('group', {
      name: catalogues[locales.find((l) => !offered.includes(l))!].LanguageSwitcher.label,
    });
  await expect(group.getByRole('link')).toHaveCount(offered.length);
  for (const locale of offered) {
    const link = group.getByRole('link', { name: ownName(locale), exact: true });
    await expect(link).toHaveAttribute('lang', locale);
    await expect(link).toHaveAttribute('hreflang', locale);
    await expect(link).toHaveAttribute('href', localized(locale, path));
  }
}

test.describe('language switch', () => {
  const path = '/licences/genie-logiciel';

  test('an Arabic page offers the same page in French and English', async ({ page }) => {
    await openPage(page, localized('ar', path));
    await expectLanguageLinks(page, path, ['fr', 'en']);
  });

  test('a French page offers the same page in English and Arabic', async ({ page }) => {
    await openPage(page, path);
    await expectLanguageLinks(page, path, ['en', 'ar']);
  });
});
