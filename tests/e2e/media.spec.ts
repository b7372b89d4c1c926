import { expect, test, type Page } from '@playwright/test';
import { locales } from '@/i18n/locales';
import { staticRoutes } from '@/lib/routes';
import { catalogues } from '@/messages';
import { AdmissionFormPage } from './support/forms';
import { tagsOf } from './support/html';
import { sitePages } from './support/pages';
import { localized } from './support/site';

/** Progressive loading steps (docs/product.md, slow connections). */
const STEP_MS = 500;
const SLOW_STEP_MS = 2000;
const INTERVAL_MS = 6000;
const REDUCED_MOTION_INTERVAL_MS = 8000;
const SLOW_INTERVAL_MS = 10000;

interface Connection {
  effectiveType?: string;
  downlink?: number;
  saveData?: boolean;
}

/** Replaces navigator.connection before any script runs (`null`: the browser exposes none). */
async function emulateConnection(page: Page, connection: Connection | null, liteMode?: 'on' | 'off') {
  await page.addInitScript(
    ([info, choice]) => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => (info ? { downlink: 10, effectiveType: '4g', saveData: false, ...info } : undefined),
      });
      if (choice) window.localStorage.setItem('lite-mode', choice);
    },
    [connection, liteMode] as const,
  );
}

/** Installs a paused clock: timers only run when the test moves time forward. */
async function pausedClock(page: Page) {
  const start = new Date('2026-03-02T08:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

const hero = (page: Page) => page.locator('section[aria-roledescription="carousel"]').first();
const slideImage = (page: Page, index: number) => hero(page).locator(`[data-slide="${index}"] img`);
const dot = (page: Page, index: number) =>
  hero(page).getByRole('button', { name: `Diapositive ${index + 1} sur 9`, exact: true });

/**
 * What is wrong with a page's images, run in the browser: each needs its width and height, a
 * srcset, and AVIF and WebP sources in its <picture>; a <noscript> copy, a srcset of AVIF or WebP
 * only. On the live page (`null`), or on a page's HTML parsed as the browser parses it without
 * running it, where the <noscript> copies are elements too.
 */
function imageProblems(html: string | null): { count: number; problems: string[] } {
  const root = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const images = [...root.querySelectorAll('img')];
  const problems: string[] = [];
  for (const img of images) {
    const name = img.getAttribute('src') ?? img.getAttribute('data-src') ?? img.outerHTML.slice(0, 80);
    const srcset = img.getAttribute('srcset') ?? img.getAttribute('data-srcset') ?? '';
    if (!(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0))
      problems.push(`${name}: no width and height`);
    if (!srcset) problems.push(`${name}: no srcset`);
    const picture = img.closest('picture');
    const types = [...(picture?.querySelectorAll('source') ?? [])].map((source) => source.type);
    const modern = picture
      ? types.includes('image/avif') && types.includes('image/webp')
      : img.closest('noscript') !== null &&
        srcset.split(',').every((candidate) => /\.(avif|webp) \d+w$/.test(candidate.trim()));
    if (!modern) problems.push(`${name}: no AVIF and WebP`);
  }
  return { count: images.length, problems };
}

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('header[data-hydrated="true"]')).toBeVisible();
}

test.describe('hero slideshow: progressive loading', () => {
  test('loads the first image at once and the others 500 ms apart; dots wait for their image', async ({
    page,
  }) => {
    await emulateConnection(page, { effectiveType: '4g', downlink: 10 });
    await pausedClock(page);
    await openHome(page);
    // The LCP image is in the HTML, with priority.
    const first = slideImage(page, 0);
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(hero(page).getByRole('status')).toHaveText('Chargement 11%');
    await expect(dot(page, 1)).toBeDisabled();

    await page.clock.runFor(STEP_MS - 1);
    await expect(slideImage(page, 1)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(slideImage(page, 1)).toHaveCount(1);
    await expect(slideImage(page, 2)).toHaveCount(0);
    await expect(dot(page, 1)).toBeEnabled();
    await expect(dot(page, 2)).toBeDisabled();
    await expect(hero(page).getByRole('status')).toHaveText('Chargement 22%');

    await page.clock.runFor(STEP_MS);
    await expect(slideImage(page, 2)).toHaveCount(1);
    await expect(dot(page, 2)).toBeEnabled();
  });

  test("on a slow connection: 'Connexion lente détectée', images 2000 ms apart", async ({ page }) => {
    // The visitor turned lite mode off: the spec's slow-connection rhythm applies.
    await emulateConnection(page, { effectiveType: '2g', downlink: 0.2 }, 'off');
    await pausedClock(page);
    await openHome(page);
    await expect(hero(page).getByText('Connexion lente détectée')).toBeVisible();
    await page.clock.runFor(SLOW_STEP_MS - 1);
    await expect(slideImage(page, 1)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(slideImage(page, 1)).toHaveCount(1);
  });

  for (const [name, connection] of [
    ['a downlink under 0.5 Mbit/s', { effectiveType: '3g', downlink: 0.4 }],
    ['data-saver', { saveData: true }],
  ] as const) {
    test(`${name} counts as slow, and lite mode keeps the hero on its first image`, async ({ page }) => {
      await emulateConnection(page, connection);
      await pausedClock(page);
      await openHome(page);
      await expect(hero(page).getByText('Connexion lente détectée')).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Mode économie de données' })).toBeChecked();
      await page.clock.runFor(SLOW_INTERVAL_MS * 2);
      await expect(slideImage(page, 1)).toHaveCount(0);
      await expect(hero(page)).toHaveAttribute('data-current', '0');
    });
  }

  test('without connection information, a test image slower than 2000 ms means a slow connection', async ({
    page,
  }) => {
    await emulateConnection(page, null);
    await page.route('**/connection-test.gif*', () => {
      // Never answered: the probe gives up after 2000 ms.
    });
    await pausedClock(page);
    await openHome(page);
    await expect(hero(page).getByRole('status')).toHaveText('Optimisation en cours...');
    await page.clock.runFor(1999);
    await expect(hero(page).getByText('Connexion lente détectée')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(hero(page).getByText('Connexion lente détectée')).toBeVisible();
  });

  test('without connection information, a fast test image means a normal connection', async ({ page }) => {
    await emulateConnection(page, null);
    const probe = page.waitForResponse((r) => r.url().includes('/connection-test.gif'));
    await pausedClock(page);
    await openHome(page);
    await probe;
    await expect(hero(page).getByRole('status')).toHaveText('Chargement 11%');
    await page.clock.runFor(SLOW_STEP_MS);
    await expect(hero(page).getByText('Connexion lente détectée')).toHaveCount(0);
  });
});

test.describe('hero slideshow: rotation', () => {
  async function secondSlideLoaded(page: Page, step: number) {
    await page.clock.runFor(step);
    await expect(dot(page, 1)).toBeEnabled();
  }

  async function expectAdvanceAfter(page: Page, interval: number) {
    await expect(hero(page)).toHaveAttribute('data-current', '0');
    await page.clock.runFor(interval - 1);
    await expect(hero(page)).toHaveAttribute('data-current', '0');
    await page.clock.runFor(1);
    await expect(hero(page)).toHaveAttribute('data-current', '1');
  }

  test('advances every 6 s', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '4g' });
    await pausedClock(page);
    await openHome(page);
    await secondSlideLoaded(page, STEP_MS);
    await expectAdvanceAfter(page, INTERVAL_MS);
  });

  test('advances every 8 s when reduced motion is preferred', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await emulateConnection(page, { effectiveType: '4g' });
    await pausedClock(page);
    await openHome(page);
    await secondSlideLoaded(page, STEP_MS);
    await expectAdvanceAfter(page, REDUCED_MOTION_INTERVAL_MS);
  });

  test('advances every 10 s on a slow connection', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '2g' }, 'off');
    await pausedClock(page);
    await openHome(page);
    await secondSlideLoaded(page, SLOW_STEP_MS);
    await expectAdvanceAfter(page, SLOW_INTERVAL_MS);
  });

  test('pauses while hovered and while focused', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '4g' });
    await pausedClock(page);
    await openHome(page);
    await secondSlideLoaded(page, STEP_MS);
    await hero(page).getByRole('heading', { level: 1 }).hover();
    await page.clock.runFor(INTERVAL_MS * 2);
    await expect(hero(page)).toHaveAttribute('data-current', '0');
    await page.mouse.move(5, 5);
    await hero(page).getByRole('link', { name: 'Découvrir nos formations' }).focus();
    await page.clock.runFor(INTERVAL_MS * 2);
    await expect(hero(page)).toHaveAttribute('data-current', '0');
    await page.locator('footer').getByRole('link').first().focus();
    await page.clock.runFor(INTERVAL_MS);
    await expect(hero(page)).toHaveAttribute('data-current', '1');
  });

  test('the other hero cycles every 4 s', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '4g' });
    await pausedClock(page);
    await openHome(page, '/university');
    const rotating = page.locator('section[aria-roledescription="carousel"]');
    await expect(rotating).toHaveCount(1);
    await page.clock.runFor(STEP_MS);
    await expect(rotating.getByRole('button', { name: 'Diapositive 2 sur 9' })).toBeEnabled();
    await page.clock.runFor(3999);
    await expect(rotating).toHaveAttribute('data-current', '0');
    await page.clock.runFor(1);
    await expect(rotating).toHaveAttribute('data-current', '1');
  });
});

test.describe('hero slideshow: controls', () => {
  for (const locale of locales) {
    test(`the two buttons lead to the licences and to admissions (${locale})`, async ({ page }) => {
      const home = catalogues[locale].Home;
      await openHome(page, localized(locale, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('link', { name: home.discoverProgrammes }).click();
      await expect(page).toHaveURL(localized(locale, '/licences'));
      await openHome(page, localized(locale, '/'));
      await page.getByRole('link', { name: home.applyNow }).click();
      await expect(page).toHaveURL(localized(locale, '/admissions'));
    });
  }

  test('dots, previous/next and the keyboard move between loaded slides', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '4g' });
    await pausedClock(page);
    await openHome(page);
    for (const index of [1, 2, 3]) {
      await page.clock.runFor(STEP_MS);
      await expect(slideImage(page, index)).toHaveCount(1);
    }
    await expect(dot(page, 3)).toBeEnabled();
    await dot(page, 2).click();
    await expect(hero(page)).toHaveAttribute('data-current', '2');
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await hero(page).getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect(hero(page)).toHaveAttribute('data-current', '3');
    await hero(page).getByRole('button', { name: 'Diapositive précédente' }).click();
    await expect(hero(page)).toHaveAttribute('data-current', '2');
    // Previous from the first slide goes round to the last loaded one.
    await dot(page, 0).focus();
    await page.keyboard.press('Enter');
    await expect(hero(page)).toHaveAttribute('data-current', '0');
    await page.keyboard.press('ArrowRight');
    await expect(hero(page)).toHaveAttribute('data-current', '1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(hero(page)).toHaveAttribute('data-current', '3');
    // A slide whose image has not loaded cannot be chosen.
    await expect(dot(page, 8)).toBeDisabled();
  });

  test('the badges speak English under /en', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '2g' });
    await openHome(page, '/en');
    await expect(hero(page).getByText('Slow connection detected')).toBeVisible();
  });
});

test.describe('images', () => {
  test("a broken image shows 'Image non disponible'", async ({ page }) => {
    await page.route('**/_img/hero/hero-1.*', (route) => route.abort());
    await openHome(page);
    await expect(hero(page).getByText('Image non disponible')).toBeVisible();
    await expect(slideImage(page, 0)).toBeHidden();
  });

  for (const [screen, viewport, margin] of [
    ['small screens', { width: 390, height: 844 }, 100],
    ['larger screens', { width: 1280, height: 800 }, 50],
  ] as const) {
    test(`lazy images start loading ${margin} px before they scroll into view on ${screen}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openHome(page);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).search));
      const src = await slideImage(page, 0).getAttribute('src');
      // Two lazy images as SiteImage renders them: one just inside the margin, one just outside.
      await page.evaluate(
        ([source, height, m]) => {
          for (const [name, top] of [
            ['inside', height + m - 10],
            ['outside', height + m + 10],
          ] as const) {
            const img = document.createElement('img');
            img.dataset.lazy = 'default';
            img.dataset.src = `${source}?probe=${name}`;
            img.width = 100;
            img.height = 50;
            img.alt = '';
            img.id = `probe-${name}`;
            img.style.cssText = `position:absolute;left:0;top:${top}px;width:100px;height:50px`;
            const picture = document.createElement('picture');
            picture.append(img);
            document.body.append(picture);
          }
        },
        [src ?? '', viewport.height, margin] as const,
      );
      await expect.poll(() => requested).toContain('?probe=inside');
      await expect(page.locator('#probe-outside')).toHaveAttribute('data-lazy', 'default');
      expect(requested).not.toContain('?probe=outside');
      await page.mouse.wheel(0, 30);
      await expect.poll(() => requested).toContain('?probe=outside');
    });
  }

  for (const [group, delay] of [
    ['default', 50],
    ['gallery', 100],
  ] as const) {
    test(`lazy images of the ${group} group load in batches of 2, ${delay} ms apart`, async ({ page }) => {
      await pausedClock(page);
      await openHome(page);
      const src = await slideImage(page, 0).getAttribute('src');
      await page.evaluate(
        ([source, name]) => {
          for (let i = 0; i < 6; i++) {
            const img = document.createElement('img');
            img.dataset.lazy = name;
            img.dataset.src = `${source}?batch=${i}`;
            img.width = 40;
            img.height = 40;
            img.alt = '';
            img.className = 'batch-probe';
            img.style.cssText = `position:fixed;top:${100 + i * 45}px;left:10px;width:40px;height:40px`;
            document.body.append(img);
          }
        },
        [src ?? '', group] as const,
      );
      const started = page.locator('img.batch-probe[src]');
      await expect(started).toHaveCount(2);
      await page.clock.runFor(delay - 1);
      await expect(started).toHaveCount(2);
      await page.clock.runFor(1);
      await expect(started).toHaveCount(4);
      await page.clock.runFor(delay);
      await expect(started).toHaveCount(6);
    });
  }

  test('every image of every page has its size, a srcset and AVIF and WebP sources', async ({ page }) => {
    test.setTimeout(240_000);
    for (const route of staticRoutes) {
      // Hydrated first: the image loader must be watching before the walk passes the images.
      await openHome(page, route.path);
      // Walk down the page so every lazy image gets its sources ('instant': the site scrolls smoothly,
      // and a smooth scroll cut short by the next step would skip part of the page).
      // A list that re-renders once hydrated (the catalogue, the finder) can replace images the walk
      // already passed, on a busy machine after it: they are started by the next walk.
      // Hidden images (a closed tab, an unopened detail view) rightly wait until they are shown.
      await expect(async () => {
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo({ top: y, behavior: 'instant' });
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
        });
        await expect(page.locator('img[data-lazy]:visible'), route.path).toHaveCount(0, { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      const { problems } = await page.evaluate(imageProblems, null);
      expect(problems, route.path).toEqual([]);
    }
  });

  test('every image in the HTML of every registry page, in both languages, has its size, a srcset and a modern format', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    let total = 0;
    for (const { url, group } of sitePages()) {
      const html = await (await request.get(url)).text();
      const { count, problems } = await page.evaluate(imageProblems, html);
      expect(problems, url).toEqual([]);
      // Programme and article pages all show a picture of their subject.
      if (group !== 'routes') expect(count, url).toBeGreaterThan(0);
      total += count;
    }
    expect(total).toBeGreaterThan(200);
  });
});

test("home's first view on a phone, scripts included, transfers at most 300 KB", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const requests: import('@playwright/test').Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  await page.goto('/', { waitUntil: 'load' });
  const hero = page.locator('img[fetchpriority="high"]').first();
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('header[data-hydrated="true"]')).toBeVisible();
  let bytes = 0;
  for (const request of requests) {
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  }
  // The full site, not lite mode: the framework's scripts are part of the weight.
  expect(requests.filter((r) => r.url().endsWith('.js')).length).toBeGreaterThan(3);
  expect(bytes).toBeGreaterThan(100_000);
  expect(bytes).toBeLessThanOrEqual(300 * 1024);
  await context.close();
});

test.describe("V8's compile hint (scripts/lib/compile-hints.mjs)", () => {
  const hint = '//# allFunctionsCalledOnLoad\n';

  test('every script a page starts with, on every page in both languages, begins with it', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const scripts = new Set<string>();
    for (const { url } of sitePages()) {
      const html = await (await request.get(url)).text();
      for (const { attrs } of tagsOf(html, ['script']))
        if (attrs.src && !('nomodule' in attrs)) scripts.add(attrs.src);
    }
    // The framework, the runtime and each layout's and page's own client code.
    expect(scripts.size).toBeGreaterThan(8);
    for (const src of scripts) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect((await response.text()).startsWith(hint), src).toBe(true);
    }
  });

  test('the scripts a page imports later (the form validation, on first focus) stay lazy', async ({
    page,
  }) => {
    await page.goto('/admissions');
    const form = new AdmissionFormPage(page);
    await form.ready();
    const later: import('@playwright/test').Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) later.push(response);
    });
    await form.fullName.focus();
    await expect.poll(() => later.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    for (const response of later)
      expect((await response.text()).startsWith(hint), response.url()).toBe(false);
    // The validation they hold runs: an empty send shows the spec's message.
    await form.submit.click();
    expect(await form.errorOf(form.fullName)).toBe('Le nom complet est requis');
  });
});

test.describe('lite mode', () => {
  const banner = catalogues.fr.LiteMode.banner;
  const executableScripts = 'script:not([type="application/ld+json"])';

  test('the footer switch turns it on: pages then come without scripts, and the banner leads back', async ({
    page,
    context,
  }) => {
    await emulateConnection(page, { effectiveType: '4g' });
    await openHome(page);
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
    await expect(page.locator('header[data-hydrated="true"]')).toBeVisible();
    await expect(page.getByText(banner)).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Mode économie de données' })).not.toBeChecked();
    const cookie = (await context.cookies()).find((c) => c.name === 'lite');
    expect(cookie?.value).toBe('off');
    await page.goto('/faq');
    await expect(page.locator('header[data-hydrated="true"]')).toBeVisible();
  });

  test('on Save-Data, home comes without scripts and its first view weighs at most 150 KB', async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
    const page = await context.newPage();
    const requests: import('@playwright/test').Request[] = [];
    page.on('requestfinished', (request) => requests.push(request));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByText(banner)).toBeVisible();
    await expect(page.locator(executableScripts)).toHaveCount(0);
    // The hero shows its first image, at its smallest size.
    const hero = page.locator('img[fetchpriority="high"]').first();
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.320\./);

    let bytes = 0;
    for (const request of requests) {
      const sizes = await request.sizes();
      bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
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
});

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
    await openHome(page);
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
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.fr.Offline.title);
    await page.goto('/en/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.Offline.title);
    await context.setOffline(false);
  });
});
