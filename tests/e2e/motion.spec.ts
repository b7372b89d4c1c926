import { expect, test, type CDPSession, type Page, type Response } from '@playwright/test';
import { allGalleryItems } from '@/content/gallery';
import { catalogues } from '@/messages';
import { emulateConnection } from './support/connection';
import { openPage, SiteHeader } from './support/site';

/*
 * The interactive parts' animations (components/motion): motion loads on the first interaction,
 * never with the page, never on a slow connection, in lite mode or under reduced motion; and a
 * sideways swipe turns the lightbox's photos on a touch screen, with or without it.
 */

// Motion allowed unless a test says otherwise, even when the run prefers reduced motion
// (E2E_REDUCED_MOTION): a slow connection or lite mode alone must keep motion away.
test.use({ reducedMotion: 'no-preference' });

const fr = catalogues.fr;
const all = allGalleryItems();
const dialog = (page: Page) => page.getByRole('dialog', { name: fr.Lightbox.label });
const thumb = (page: Page, i: number) =>
  page.getByRole('button', { name: fr.Gallery.open.replace('{title}', all[i]!.title.fr) });

/** A prop name of motion's own components, which minification keeps: only motion's chunks hold it. */
const motionSignature = 'transformTemplate';

/** Every script the page receives, from now on, with whether it holds motion's code. */
function scriptsSeen(page: Page) {
  const seen: Promise<{ url: string; motion: boolean }>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.push(
      response
        .text()
        .then((body) => ({ url: response.url(), motion: body.includes(motionSignature) }))
        .catch(() => ({ url: response.url(), motion: false })),
    );
  });
  return async () => Promise.all(seen);
}

const motionLoaded = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.motion === 'loaded');

/** Opens the viewer, moves on, and closes it with Escape: focus back on the thumbnail. */
async function useLightbox(page: Page) {
  await thumb(page, 1).click();
  await expect(dialog(page)).toContainText(all[1]!.title.fr);
  await dialog(page).getByRole('button', { name: fr.Lightbox.next }).click();
  await expect(dialog(page)).toContainText(all[2]!.title.fr);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(thumb(page, 1)).toBeFocused();
}

test('motion is not in any page script: it loads on the first interaction', async ({ page }) => {
  const scripts = scriptsSeen(page);
  // Counted once the page has hydrated and its network is idle: every start-up script has come.
  await openPage(page, '/gallery');
  await page.waitForLoadState('networkidle');
  const firstLoad = await scripts();
  expect(firstLoad.length).toBeGreaterThan(0);
  expect(firstLoad.filter((script) => script.motion)).toEqual([]);
  expect(await motionLoaded(page)).toBe(false);

  await useLightbox(page);
  await expect.poll(() => motionLoaded(page)).toBe(true);
  expect((await scripts()).some((script) => script.motion)).toBe(true);
  // And the parts work as before with it: a second round animates.
  await useLightbox(page);
});

for (const [name, setUp] of [
  ['on a slow connection', (page: Page) => emulateConnection(page, { effectiveType: '2g', downlink: 0.2 })],
  ['with Save-Data', (page: Page) => emulateConnection(page, { saveData: true })],
  // The visitor's own choice; the form pages keep their scripts in lite mode (header included).
  ['in lite mode', (page: Page) => emulateConnection(page, { effectiveType: '4g' }, 'on')],
] as const) {
  test(`motion never loads ${name}`, async ({ page }) => {
    await setUp(page);
    const scripts = scriptsSeen(page);
    const path = name === 'in lite mode' ? '/admissions' : '/gallery';
    await openPage(page, path);
    if (path === '/gallery') {
      await useLightbox(page);
      await useLightbox(page);
    } else {
      const header = new SiteHeader(page);
      await header.trigger('Formations').click();
      await expect(header.panel('formations')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(header.panel('formations')).toBeHidden();
    }
    await page.waitForLoadState('networkidle');
    expect((await scripts()).filter((script) => script.motion)).toEqual([]);
    expect(await motionLoaded(page)).toBe(false);
  });
}

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('motion never loads, and the viewer and the menus close at once', async ({ page }) => {
    const scripts = scriptsSeen(page);
    await openPage(page, '/gallery');
    await useLightbox(page);
    await thumb(page, 0).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    // No fading out: the viewer has left the document by the time the key's handling is done.
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]') === null)).toBe(true);

    const header = new SiteHeader(page);
    await header.trigger('Formations').click();
    await expect(header.panel('formations')).toBeVisible();
    await header.trigger('Formations').click();
    expect(await header.panel('formations').evaluate((panel) => getComputedStyle(panel).display)).toBe(
      'none',
    );

    await page.waitForLoadState('networkidle');
    expect((await scripts()).filter((script) => script.motion)).toEqual([]);
    expect(await motionLoaded(page)).toBe(false);
  });
});

/**
 * A one-finger horizontal swipe, as a touch screen sends it (touch and pointer events). The finger
 * rests a moment before it lifts (by the events' own timestamps): a swipe still moving when it
 * lifts starts a fling, and the browser takes the next tap as stopping it, not as a click.
 */
async function swipe(cdp: CDPSession, fromX: number, toX: number, y: number) {
  let time = Date.now() / 1000;
  const send = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    touchPoints: { x: number; y: number }[],
    pause = 0.03,
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints, timestamp: (time += pause) });
  await send('touchStart', [{ x: fromX, y }]);
  const steps = 8;
  for (let step = 1; step <= steps; step++)
    await send('touchMove', [{ x: Math.round(fromX + ((toX - fromX) * step) / steps), y }]);
  await send('touchMove', [{ x: toX, y }], 0.3);
  await send('touchEnd', []);
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`on a touch screen (${reducedMotion === 'reduce' ? 'reduced motion' : 'motion'})`, () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 800 }, reducedMotion });

    test('a sideways swipe in the viewer shows the next and the previous photo', async ({ page }) => {
      await openPage(page, '/gallery');
      const cdp = await page.context().newCDPSession(page);
      await thumb(page, 0).tap();
      const box = dialog(page);
      await expect(box).toContainText(all[0]!.title.fr);
      await expect(box.locator('img')).toBeVisible();
      const photo = (await box.locator('img').boundingBox())!;
      const y = Math.round(photo.y + photo.height / 2);

      // Right to left: the next photo.
      await swipe(cdp, 320, 80, y);
      await expect(box).toContainText(all[1]!.title.fr);
      await swipe(cdp, 320, 80, y);
      await expect(box).toContainText(all[2]!.title.fr);
      // Left to right: the previous one, round past the first to the last.
      await swipe(cdp, 80, 320, y);
      await expect(box).toContainText(all[1]!.title.fr);
      await swipe(cdp, 80, 320, y);
      await swipe(cdp, 80, 320, y);
      await expect(box).toContainText(all[all.length - 1]!.title.fr);
      // A swipe never closes the viewer; a tap on the photo still does.
      await expect(box).toBeVisible();
      await box.locator('img').tap();
      await expect(box).toHaveCount(0);
      expect(await motionLoaded(page)).toBe(reducedMotion === 'no-preference');
    });
  });
}
