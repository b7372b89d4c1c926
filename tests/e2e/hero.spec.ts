import { expect, test, type Page } from '@playwright/test';
import { locales } from '@/i18n/locales';
import { catalogues } from '@/messages';
import { emulateConnection, pausedClock } from './support/connection';
import { dot, hero, slideImage } from './support/hero';
import { localized, openPage, openPageOnPausedClock } from './support/site';

/** The hero's rhythm (components/hero/hero-slideshow.tsx, heroTimings). */
const STEP_MS = 500;
const SLOW_STEP_MS = 2000;
const INTERVAL_MS = 6000;
const REDUCED_MOTION_INTERVAL_MS = 8000;
const SLOW_INTERVAL_MS = 10000;

test.describe('hero slideshow: progressive loading', () => {
  test('loads the first image at once and the others 500 ms apart; dots wait for their image', async ({
    page,
  }) => {
    await emulateConnection(page, { effectiveType: '4g', downlink: 10 });
    await pausedClock(page);
    await openPageOnPausedClock(page, '/');
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

  for (const [name, connection] of [
    ['2G', { effectiveType: '2g', downlink: 0.2 }],
    ['a downlink under 0.5 Mbit/s', { effectiveType: '3g', downlink: 0.4 }],
  ] as const) {
    test(`on a slow connection (${name}): 'Connexion lente détectée', images 2–9 load 2000 ms apart`, async ({
      page,
    }) => {
      await emulateConnection(page, connection);
      await pausedClock(page);
      await openPageOnPausedClock(page, '/');
      await expect(hero(page).getByText('Connexion lente détectée')).toBeVisible();
      await expect(hero(page).getByRole('status')).toContainText('Chargement 11%');
      for (let index = 1; index < 9; index++) {
        await page.clock.runFor(SLOW_STEP_MS - 1);
        await expect(slideImage(page, index)).toHaveCount(0);
        await page.clock.runFor(1);
        await expect(slideImage(page, index)).toHaveCount(1);
        await expect(dot(page, index)).toBeEnabled();
      }
      await expect(hero(page).getByRole('status')).not.toContainText('Chargement');
      await expect(hero(page).getByRole('button', { name: 'Mettre le diaporama en pause' })).toBeVisible();
    });
  }

  for (const [name, connection, liteMode] of [
    ['data-saver', { saveData: true }, undefined],
    ["the visitor's lite-mode choice", { effectiveType: '4g' }, 'on'],
  ] as const) {
    test(`lite mode (${name}) keeps the hero on its first image, without slideshow controls`, async ({
      page,
    }) => {
      await emulateConnection(page, connection, liteMode);
      await pausedClock(page);
      await openPageOnPausedClock(page, '/');
      await expect(page.getByRole('switch', { name: 'Mode économie de données' })).toBeChecked();
      await page.clock.runFor(SLOW_INTERVAL_MS * 2);
      await expect(slideImage(page, 0)).toHaveCount(1);
      await expect(slideImage(page, 1)).toHaveCount(0);
      await expect(hero(page)).toHaveAttribute('data-current', '0');
      // Nothing rotates, so no button claims to pause it.
      await expect(hero(page).getByTestId('slideshow-toggle')).toBeHidden();
      await expect(dot(page, 0)).toBeHidden();
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
    await openPageOnPausedClock(page, '/');
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
    await openPageOnPausedClock(page, '/');
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

  for (const { title, connection, reducedMotion, step, interval } of [
    {
      title: 'advances every 6 s',
      connection: { effectiveType: '4g' },
      step: STEP_MS,
      interval: INTERVAL_MS,
    },
    {
      title: 'advances every 8 s when reduced motion is preferred',
      connection: { effectiveType: '4g' },
      reducedMotion: true,
      step: STEP_MS,
      interval: REDUCED_MOTION_INTERVAL_MS,
    },
    {
      title: 'advances every 10 s on a slow connection',
      connection: { effectiveType: '2g' },
      step: SLOW_STEP_MS,
      interval: SLOW_INTERVAL_MS,
    },
  ]) {
    test(title, async ({ page }) => {
      if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
      await emulateConnection(page, connection);
      await pausedClock(page);
      await openPageOnPausedClock(page, '/');
      await secondSlideLoaded(page, step);
      await expectAdvanceAfter(page, interval);
    });
  }

  test('on a slow connection, keeps advancing every 10 s as the images arrive', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '2g' });
    await pausedClock(page);
    await openPageOnPausedClock(page, '/');
    // Slide 2 arrives at 2 s; from then on the slideshow moves every 10 s while the others load.
    await secondSlideLoaded(page, SLOW_STEP_MS);
    for (const next of [1, 2, 3]) {
      await page.clock.runFor(SLOW_INTERVAL_MS - 1);
      await expect(hero(page)).toHaveAttribute('data-current', String(next - 1));
      // The next image was requested seconds ago (in page time); its load event is real time.
      await expect(dot(page, next)).toBeEnabled();
      await page.clock.runFor(1);
      await expect(hero(page)).toHaveAttribute('data-current', String(next));
    }
  });

  test("the pause button's label tells whether the slideshow runs", async ({ page }) => {
    await emulateConnection(page, { effectiveType: '2g' });
    await pausedClock(page);
    await openPageOnPausedClock(page, '/');
    await secondSlideLoaded(page, SLOW_STEP_MS);
    const toggle = hero(page).getByTestId('slideshow-toggle');
    await expect(toggle).toHaveAccessibleName('Mettre le diaporama en pause');
    await toggle.click();
    await page.mouse.move(5, 5);
    await page.locator('footer').getByRole('link').first().focus();
    await expect(toggle).toHaveAccessibleName('Relancer le diaporama');
    await page.clock.runFor(SLOW_INTERVAL_MS * 3);
    await expect(hero(page)).toHaveAttribute('data-current', '0');
    await toggle.click();
    await page.mouse.move(5, 5);
    await page.locator('footer').getByRole('link').first().focus();
    await expect(toggle).toHaveAccessibleName('Mettre le diaporama en pause');
    await page.clock.runFor(SLOW_INTERVAL_MS);
    await expect(hero(page)).toHaveAttribute('data-current', '1');
  });

  test('pauses while hovered and while focused', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '4g' });
    await pausedClock(page);
    await openPageOnPausedClock(page, '/');
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
    await openPageOnPausedClock(page, '/university');
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
      await openPage(page, localized(locale, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('link', { name: home.discoverProgrammes }).click();
      await expect(page).toHaveURL(localized(locale, '/licences'));
      await openPage(page, localized(locale, '/'));
      await page.getByRole('link', { name: home.applyNow }).click();
      await expect(page).toHaveURL(localized(locale, '/admissions'));
    });
  }

  test('dots, previous/next and the keyboard move between loaded slides', async ({ page }) => {
    await emulateConnection(page, { effectiveType: '4g' });
    await pausedClock(page);
    await openPageOnPausedClock(page, '/');
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
    await openPage(page, '/en');
    await expect(hero(page).getByText('Slow connection detected')).toBeVisible();
  });
});
