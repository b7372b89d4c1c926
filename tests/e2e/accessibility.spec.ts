import { expect, test as base, type Page } from '@playwright/test';
import { allGalleryItems } from '@/content/gallery';
import { allProgrammes } from '@/content/programmes';
import { locales } from '@/i18n/locales';
import { catalogues } from '@/messages';
import { axeViolations, expectNoAxeViolations } from './support/axe';
import { ContactFormPage, AdmissionFormPage } from './support/forms';
import { pagesOutsideRegistry, sitePages, type PageGroup } from './support/pages';
import { SiteHeader, expectHydrated, localized } from './support/site';
import { programmePath } from '@/lib/routes';

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const widths = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } } as const;

/**
 * One page per worker, reused for every URL of a test: a new context per URL would cost more than
 * the check itself on two cores.
 */
const test = base.extend<object, { gatePage: Page }>({
  gatePage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL, locale: 'fr-FR' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Opens each URL at the given width and collects every page's violations before failing. */
async function checkPages(page: Page, width: keyof typeof widths, urls: readonly string[]) {
  await page.setViewportSize(widths[width]);
  const failures: string[] = [];
  for (const url of urls) {
    const started = Date.now();
    await page.goto(url);
    await expectHydrated(page, url);
    failures.push(...(await axeViolations(page)).map((line) => `${url}: ${line}`));
    if (process.env.AXE_TIMINGS) console.log(`${url} ${Date.now() - started} ms`);
  }
  expect(failures, `axe violations at ${width} width`).toEqual([]);
}

const pages = sitePages();
const groups: PageGroup[] = ['routes', 'programmes', 'articles'];

/**
 * The programme pages checked on a phone, and in English: one of each kind (licence or master,
 * accredited or not, open to applications or not). They share one template, checked page by page
 * at desktop width in French and in Arabic (the other direction), and the layout spec holds every
 * French one at 375 px; the whole set again at each width and language would cost the suite two
 * minutes for no markup of its own.
 */
const programmeKinds = [
  ...new Map(
    allProgrammes().map((p) => [`${p.type} ${p.accredited} ${p.applicationsOpen}`, programmePath(p)]),
  ).values(),
];

for (const locale of locales) {
  for (const width of Object.keys(widths) as (keyof typeof widths)[]) {
    for (const group of groups) {
      const sampled = group === 'programmes' && (width === 'mobile' || locale === 'en');
      const urls = sampled
        ? programmeKinds.map((path) => localized(locale, path))
        : pages.filter((p) => p.locale === locale && p.group === group).map((p) => p.url);
      const which = sampled ? 'kind of programme page' : `${group} page`;
      test(`axe: every ${which} in ${locale} at ${width} width has no WCAG 2.2 AA violation (${urls.length} pages)`, async ({
        gatePage,
      }) => {
        test.setTimeout(30_000 + urls.length * 10_000);
        await checkPages(gatePage, width, urls);
      });
    }
    test(`axe: offline, search results and 404 pages in ${locale} at ${width} width`, async ({
      gatePage,
    }) => {
      test.setTimeout(60_000);
      await checkPages(gatePage, width, pagesOutsideRegistry(locale));
    });
  }
}

test('the gate fails on a planted violation: an unlabelled field and low-contrast text', async ({ page }) => {
  await page.goto('/contact');
  await expectHydrated(page);
  await expectNoAxeViolations(page, '/contact as built');
  await page.locator('main').evaluate((main) => {
    const planted = document.createElement('div');
    planted.innerHTML =
      '<input type="text" id="planted-input"><p id="planted-text" style="color:#c8c8c8;background:#fff">Faible contraste</p>';
    main.prepend(planted);
  });
  const violations = await axeViolations(page);
  expect(violations.some((line) => line.startsWith('label ') && line.includes('#planted-input'))).toBe(true);
  expect(
    violations.some((line) => line.startsWith('color-contrast ') && line.includes('#planted-text')),
  ).toBe(true);
  await expect(expectNoAxeViolations(page, 'planted page')).rejects.toThrow(/planted-input/);

  // And the structure checks: no h1, text outside every landmark.
  await page.evaluate(() => {
    document.querySelector('h1')?.remove();
    const stray = document.createElement('p');
    stray.id = 'planted-stray';
    stray.textContent = 'Hors de tout repère';
    document.body.prepend(stray);
  });
  const structure = await axeViolations(page);
  expect(structure.some((line) => line.startsWith('page-has-heading-one '))).toBe(true);
  expect(structure.some((line) => line.startsWith('region ') && line.includes('#planted-stray'))).toBe(true);
});

test.describe('interactive states pass the same gate', () => {
  // Several pages and axe runs per test, on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('header dropdowns open (desktop)', async ({ page }) => {
    await page.goto('/');
    const header = new SiteHeader(page);
    await expect(header.root).toHaveAttribute('data-hydrated', 'true');
    for (const [label, panel] of [
      ['Université', 'university'],
      ['Formations', 'formations'],
    ] as const) {
      await header.trigger(label).click();
      await expect(header.panel(panel)).toBeVisible();
      await expectNoAxeViolations(page, `header ${panel} menu`);
      await page.keyboard.press('Escape');
      await expect(header.panel(panel)).toBeHidden();
    }
  });

  test('mobile menu open', async ({ page }) => {
    await page.setViewportSize(widths.mobile);
    for (const locale of locales) {
      await page.goto(localized(locale, '/programs'));
      const header = new SiteHeader(page);
      await expect(header.root).toHaveAttribute('data-hydrated', 'true');
      await header.menuButton.click();
      await expect(header.mobileNav).toBeVisible();
      await expectNoAxeViolations(page, `mobile menu (${locale})`);
    }
  });

  test('gallery lightbox open', async ({ page }) => {
    const first = allGalleryItems()[0]!;
    for (const locale of locales) {
      const t = catalogues[locale];
      await page.goto(localized(locale, '/gallery'));
      await expectHydrated(page);
      await page
        .getByRole('button', { name: t.Gallery.open.replace('{title}', first.title[locale]) })
        .click();
      await expect(page.getByRole('dialog', { name: t.Lightbox.label })).toBeVisible();
      await expectNoAxeViolations(page, `lightbox (${locale})`);
    }
  });

  test('form errors, and the success and failure toasts', async ({ page }) => {
    // The endpoint is answered here: this checks what the visitor sees, not the storage.
    let answer = { status: 201, body: '{"reference":"MSG-2026-AXE001"}' };
    await page.route('**/api/contact', (route) =>
      route.fulfill({ ...answer, contentType: 'application/json' }),
    );
    const values = {
      name: 'Zara Abakar',
      email: 'zara@example.org',
      subject: 'Visite du campus',
      message: 'Bonjour, je voudrais visiter le campus avec mes parents le mois prochain.',
    };
    for (const locale of locales) {
      await page.goto(localized(locale, '/admissions'));
      const admission = new AdmissionFormPage(page);
      await admission.ready();
      await admission.submit.click();
      await expect(admission.fullName).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `admission form errors (${locale})`);

      answer = { status: 201, body: '{"reference":"MSG-2026-AXE001"}' };
      await page.goto(localized(locale, '/contact'));
      const contact = new ContactFormPage(page);
      await expect(contact.form).toBeVisible();
      await contact.fill(values);
      await contact.submit.click();
      await expect(contact.reference).toContainText('MSG-2026-AXE001');
      await expect(page.locator('[data-sonner-toast][data-type="success"]')).toBeVisible();
      await expectNoAxeViolations(page, `contact success toast (${locale})`);

      answer = { status: 503, body: '{"error":"unavailable"}' };
      await contact.fill(values);
      await contact.submit.click();
      await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
      await expectNoAxeViolations(page, `contact failure toast (${locale})`);
    }
  });
});

test("the notifications speak the language of the page: none of sonner's own English labels", async ({
  page,
}) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 201, body: '{"reference":"MSG-2026-LNG001"}', contentType: 'application/json' }),
  );
  for (const locale of locales) {
    const t = catalogues[locale].FormCommon;
    await page.goto(localized(locale, '/contact'));
    const contact = new ContactFormPage(page);
    await expect(contact.form).toBeVisible();
    await contact.fill({
      name: 'Zara Abakar',
      email: 'zara@example.org',
      subject: 'Visite du campus',
      message: 'Bonjour, je voudrais visiter le campus avec mes parents le mois prochain.',
    });
    await contact.submit.click();
    const toast = page.locator('[data-sonner-toast][data-type="success"]');
    await expect(toast).toBeVisible();
    await expect(page.locator('section[aria-live]:has([data-sonner-toaster])')).toHaveAttribute(
      'aria-label',
      t.toasts,
    );
    await expect(toast.locator('button[data-close-button]')).toHaveAttribute('aria-label', t.closeToast);
    if (locale === 'fr') {
      const labels = await page
        .locator('[aria-label]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
      expect(labels.filter((label) => /close toast|notifications alt\+t/i.test(label))).toEqual([]);
    }
  }
});

test('the hero slideshow can be stopped and restarted by its own button (WCAG 2.2.2)', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('section[aria-roledescription="carousel"]').first();
  await expectHydrated(page);
  await expect(hero).toHaveAttribute('data-paused', 'false');
  const toggle = hero.getByRole('button', { name: catalogues.fr.Slideshow.pause });
  await toggle.click();
  // Away from the pointer and the focus (which pause it for a while too), it stays stopped.
  const leave = async () => {
    await page.mouse.move(640, 10); // over the fixed header, outside the hero
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };
  await leave();
  await expect(hero).toHaveAttribute('data-paused', 'true');
  await hero.getByRole('button', { name: catalogues.fr.Slideshow.play }).click();
  await leave();
  await expect(hero).toHaveAttribute('data-paused', 'false');
});
