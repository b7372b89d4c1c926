import { expect, test as base, type Page } from '@playwright/test';
import { ContactFormPage } from './support/forms';
import { layoutFlaws } from './support/layout';
import { sitePages, type PageGroup } from './support/pages';
import { expectHydrated, localized } from './support/site';
import type { Locale } from '@/i18n/locales';

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const widths = [375, 768, 1280] as const;
type Width = (typeof widths)[number];

/**
 * One page per worker, reused for every URL of a test. Reduced motion: the entry animations and the
 * smooth scrolling are off, so every box is measured at rest and focus scrolls at once.
 */
const test = base.extend<object, { layoutPage: Page }>({
  layoutPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL, locale: 'fr-FR', reducedMotion: 'reduce' });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Opens each URL at the width and collects every page's flaws before failing. */
async function checkLayout(page: Page, width: Width, urls: readonly string[]) {
  await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
  const failures: string[] = [];
  for (const url of urls) {
    await page.goto(url);
    await expectHydrated(page, url);
    // One key press first: the focus moves that follow then count as keyboard focus (:focus-visible),
    // which is what opens the controls that react to Tab.
    await page.keyboard.press('Tab');
    const t0 = Date.now();
    failures.push(...(await layoutFlaws(page)).map((line) => `${url}: ${line}`));
    if (process.env.LAYOUT_TIMINGS) console.log(`${url} checks ${Date.now() - t0} ms`);
  }
  expect(failures, `layout flaws at ${width} px`).toEqual([]);
}

const pages = sitePages();
const french = (group: PageGroup) =>
  pages.filter((p) => p.locale === 'fr' && p.group === group).map((p) => p.url);
/**
 * Its pages of every kind, a sample of the programmes and articles (one template each): English
 * because its texts run longer, Arabic because its pages are laid out right to left.
 */
function sampleOf(locale: Locale): string[] {
  const of = pages.filter((p) => p.locale === locale);
  return [
    ...of.filter((p) => p.group === 'routes'),
    ...of.filter((p) => p.group === 'programmes').slice(0, 3),
    ...of.filter((p) => p.group === 'articles').slice(0, 2),
  ].map((p) => p.url);
}
const englishSample = sampleOf('en');
const arabicSample = sampleOf('ar');

/** Groups of at most `size` URLs: the two workers share the work evenly. */
function chunks(urls: string[], size: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < urls.length; i += size) out.push(urls.slice(i, i + size));
  return out;
}

/**
 * What each width checks: every French page and the English and Arabic samples at the phone and
 * desktop widths; at the tablet width, the French pages with only a sample of the programme pages,
 * which all share one template (the whole set would cost the suite a minute for no layout of its
 * own), and the Arabic sample, the other direction.
 */
function batches(width: Width): [string, string[]][] {
  const programmes = french('programmes');
  const sample = width === 768;
  return [
    ...chunks(french('routes'), 11).map((urls, i): [string, string[]] => [
      `French pages, part ${i + 1}`,
      urls,
    ]),
    ...chunks(sample ? programmes.filter((_, i) => i % 9 === 0) : programmes, 12).map(
      (urls, i): [string, string[]] => [`French programmes${sample ? ' (sample)' : ''}, part ${i + 1}`, urls],
    ),
    ['French articles and gallery', french('articles')],
    ...(sample ? [] : chunks(englishSample, 14)).map((urls, i): [string, string[]] => [
      `English sample, part ${i + 1}`,
      urls,
    ]),
    ...chunks(arabicSample, 14).map((urls, i): [string, string[]] => [`Arabic sample, part ${i + 1}`, urls]),
  ];
}

for (const width of widths) {
  for (const [name, urls] of batches(width)) {
    test(`layout at ${width} px: ${name} (${urls.length} pages): no overflow, clipped control, covered focus or distorted image`, async ({
      layoutPage,
    }) => {
      test.setTimeout(20_000 + urls.length * 4_000);
      await checkLayout(layoutPage, width, urls);
    });
  }
}

test('the check finds content sticking out at the end of its lines, in either direction', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const [locale, edge] of [
    ['fr', /reaches \d+ px, past the 375 px viewport/],
    ['ar', /starts at -\d+ px, past the 375 px viewport/],
  ] as const) {
    await page.goto(localized(locale, '/contact'));
    await expectHydrated(page);
    const overflow = (line: string) => /past the|overflows/.test(line);
    expect((await layoutFlaws(page)).filter(overflow), locale).toEqual([]);
    // A box wider than a phone, in a paragraph of the page's own direction.
    await page.locator('main h1').evaluate((heading) => {
      const paragraph = document.createElement('p');
      const planted = document.createElement('span');
      planted.id = 'planted-overflow';
      planted.style.cssText = 'display:inline-block;width:600px';
      planted.textContent = 'x';
      paragraph.append(planted);
      heading.after(paragraph);
      // Where a page opens: its top, at the start of its lines (in right-to-left, the right).
      window.scrollTo(0, 0);
    });
    const flaws = await layoutFlaws(page);
    expect(
      flaws.some((line) => line.includes('#planted-overflow') && edge.test(line)),
      locale,
    ).toBe(true);
    expect(flaws, locale).toContain('<span#planted-overflow> "x" overflows its container <p> "x"');
    expect(
      flaws.some((line) => line.startsWith('the page scrolls sideways')),
      locale,
    ).toBe(true);
  }
});

test.describe('layout of the open states', () => {
  for (const width of [375, 1280] as const) {
    test(`the catalogue's inline programme shows its back button below the fixed header at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      await page.goto('/programs');
      await expectHydrated(page);
      await page.locator('[data-catalogue-card]').nth(4).click();
      const back = page.getByRole('button', { name: /Retour au catalogue/ });
      await expect(back).toBeVisible();
      // Scrolled to it (smoothly, when motion is allowed), then nothing laid over its centre.
      await expect
        .poll(() =>
          back.evaluate((el) => {
            const rect = el.getBoundingClientRect();
            const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
            if (!hit) return `outside the viewport (top ${Math.round(rect.top)} px)`;
            return el.contains(hit) ? null : `under ${hit.closest('header') ? 'the header' : hit.tagName}`;
          }),
        )
        .toBeNull();
    });
  }

  test('the mobile menu reaches the bottom of the screen when it holds more than fits', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 600 });
    await page.goto(localized('fr', '/'));
    await expectHydrated(page);
    await page.locator('header').getByRole('button', { name: /menu/i }).click();
    const nav = page.locator('#mobile-nav');
    await expect(nav).toBeVisible();
    const bottom = await nav.evaluate((el) => el.getBoundingClientRect().bottom);
    // The header's own bottom padding (at most 16 px of its white background) may follow the menu.
    expect(600 - bottom).toBeLessThanOrEqual(16);
    expect(600 - bottom).toBeGreaterThanOrEqual(0);
  });

  for (const width of [375, 1280] as const) {
    test(`an open leader card on /organization covers no other text at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/organization');
      await expectHydrated(page);
      await page.locator('[data-leader="founder"]').getByRole('button').click();
      const card = page.locator('[data-leader="founder"] [data-hover-card]');
      await expect(card).toBeVisible();
      const overlapped = await card.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const under: string[] = [];
        for (const other of document.querySelectorAll('main h2, main h3, main p, main button, main img')) {
          if (el.contains(other) || other.contains(el)) continue;
          const r = other.getBoundingClientRect();
          if (
            r.width &&
            r.height &&
            r.left < box.right &&
            r.right > box.left &&
            r.top < box.bottom &&
            r.bottom > box.top
          ) {
            under.push(`${other.tagName} "${(other.textContent ?? '').trim().slice(0, 30)}"`);
          }
        }
        return under;
      });
      expect(overlapped).toEqual([]);
    });
  }

  for (const width of [375, 1280] as const) {
    test(`a failure toast leaves the send button uncovered and has a close button of at least 24 px at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 503, body: '{}', contentType: 'application/json' }),
      );
      await page.goto('/contact');
      const contact = new ContactFormPage(page);
      await expect(contact.form).toBeVisible();
      await contact.fill({
        name: 'Zara Abakar',
        email: 'zara@example.org',
        subject: 'Visite du campus',
        message: 'Bonjour, je voudrais visiter le campus avec mes parents le mois prochain.',
      });
      // The button where a visitor presses it: at the bottom of a phone's screen.
      await contact.submit.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await contact.submit.click();
      const toast = page.locator('[data-sonner-toast][data-type="error"]');
      await expect(toast).toBeVisible();
      // Where the visitor pressed it: Playwright's click may have scrolled it elsewhere (to the top,
      // on a retry while the page was still settling, on a loaded host).
      await contact.submit.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const covering = await contact.submit.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return hit && el.contains(hit)
          ? null
          : hit?.closest('[data-sonner-toast]')
            ? 'the toast'
            : hit?.tagName;
      });
      expect(covering, 'what lies over the send button').toBeNull();
      const close = await toast.locator('button[data-close-button]').boundingBox();
      expect(Math.min(close?.width ?? 0, close?.height ?? 0)).toBeGreaterThanOrEqual(24);
    });
  }
});
