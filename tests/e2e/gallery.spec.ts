import { expect, test, type Page } from '@playwright/test';
import { allGalleryItems, galleryCategories, galleryItemsIn } from '@/content/gallery';
import { locales } from '@/i18n/locales';
import { galleryPath } from '@/lib/routes';
import { catalogues } from '@/messages';
import { localized, openPage } from './support/site';

const all = allGalleryItems();
const fr = catalogues.fr;

function shownIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('gallery-grid')
    .locator('[data-gallery-item]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-gallery-item') ?? ''));
}

const filter = (page: Page, label: string) =>
  page.getByRole('navigation', { name: fr.Gallery.filterLabel }).getByRole('link', { name: label });

const dialog = (page: Page) => page.getByRole('dialog', { name: fr.Lightbox.label });

/** Lets the browser handle pending input and paint twice, so a scroll would have happened. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const locale of locales) {
  const t = catalogues[locale];

  test(`each category filter shows only its photos, and the active one returns to all (${locale})`, async ({
    page,
  }) => {
    await openPage(page, localized(locale, '/gallery'));
    expect(await shownIds(page)).toEqual(all.map((item) => item.id));
    const nav = page.getByRole('navigation', { name: t.Gallery.filterLabel });
    for (const category of galleryCategories) {
      const label = t.Gallery.categories[category];
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(localized(locale, galleryPath(category)));
      await expect.poll(() => shownIds(page)).toEqual(galleryItemsIn(category).map((item) => item.id));
      const active = nav.locator('[aria-current="page"]');
      await expect(active).toHaveCount(1);
      await expect(active).toHaveAttribute('data-filter', category);

      // Clicking the active category goes back to every photo.
      await active.click();
      await expect(page).toHaveURL(localized(locale, '/gallery'));
      await expect.poll(() => shownIds(page)).toEqual(all.map((item) => item.id));
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute('data-filter', 'all');
    }
  });
}

test('a shared filtered address opens filtered', async ({ page }) => {
  await openPage(page, '/en/gallery/ceremonies');
  expect(await shownIds(page)).toEqual(galleryItemsIn('ceremonies').map((item) => item.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues.en.Nav.gallery);
  await expect(
    page
      .getByRole('navigation', { name: catalogues.en.Gallery.filterLabel })
      .locator('[aria-current="page"]'),
  ).toHaveText(new RegExp(`^${catalogues.en.Gallery.categories.ceremonies}`));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter still works: each category is its own page', async ({ page }) => {
    await page.goto('/gallery');
    await filter(page, fr.Gallery.categories.conferences).click();
    await expect(page).toHaveURL(galleryPath('conferences'));
    expect(await shownIds(page)).toEqual(galleryItemsIn('conferences').map((item) => item.id));
    await filter(page, fr.Gallery.categories.conferences).click();
    await expect(page).toHaveURL('/gallery');
    expect(await shownIds(page)).toHaveLength(all.length);
  });
});

test('on a phone the first thumbnail loads first, then five more at once, the rest lazily', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openPage(page, '/gallery');
  const images = page.getByTestId('gallery-grid').locator('img');
  await expect(images).toHaveCount(all.length);
  // The first is in the HTML with its sources; the next five start at once without a scroll, even
  // though a phone shows only the first.
  for (let i = 0; i < 6; i++) {
    await expect(images.nth(i)).toHaveAttribute('fetchpriority', 'high');
    if (i === 0) await expect(images.nth(i)).toHaveAttribute('loading', 'eager');
    else await expect(images.nth(i)).not.toHaveAttribute('loading', 'lazy');
    await expect(images.nth(i)).toHaveAttribute('src', /\/_img\/gallery\//);
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Only the first photo's bytes compete with a phone's first view on a slow connection: the
  // served HTML gives it its sources and preloads it alone on small screens, the whole first row
  // on wide ones; the image loader starts the next five.
  const html = await (await page.request.get('/gallery')).text();
  expect(html.match(/<img [^>]*loading="eager"/g)).toHaveLength(1);
  expect(html.match(/<img [^>]*data-early=""/g)).toHaveLength(5);
  const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  expect(preloads.filter((link) => link.includes('media="(max-width: 768px)"'))).toHaveLength(1);
  expect(preloads.filter((link) => link.includes('media="not all and (max-width: 768px)"'))).toHaveLength(3);
  // The blurred placeholders too: only the first is painted with the page; the others come with
  // their sources.
  expect(html.match(/background-image:url\(data:image/g)).toHaveLength(1);
  expect(html.match(/<img [^>]*data-blur="data:image\/webp;base64,/g)).toHaveLength(all.length - 1);
  // The others wait for the image loader (components/media/image-loader.ts): no source until near the view.
  const last = images.nth(all.length - 1);
  await expect(last).not.toHaveAttribute('fetchpriority', 'high');
  await expect(last).toHaveAttribute('data-lazy', 'gallery');
  await expect(last).not.toHaveAttribute('src', /.+/);
  await expect(last).toHaveCSS('background-image', 'none');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('src', /\/_img\/gallery\//);
});

/** How the image pipeline names the files of gallery item `i` (`/_img/gallery/campus-1.<hash>.<width>.avif`). */
const pipelineName = (i: number) =>
  `/_img/${all[i]!.src.replace(/^\/images\//, '').replace(/(\/image)?\.[a-z]+$/, '')}.`;

/** The address of the photo the viewer shows, once it has loaded ('' before). */
function shownPhoto(page: Page) {
  return dialog(page)
    .locator('img')
    .evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ''));
}

test('the lightbox locks scrolling, moves with the arrows, traps focus and gives it back', async ({
  page,
}) => {
  await openPage(page, '/gallery');
  const thumb = (i: number) =>
    page.getByRole('button', { name: fr.Gallery.open.replace('{title}', all[i]!.title.fr) });

  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  await thumb(1).click();
  const box = dialog(page);
  await expect(box).toBeVisible();
  await expect(box).toHaveAttribute('aria-modal', 'true');
  await expect(box).toContainText(all[1]!.title.fr);
  await expect(box).toContainText(all[1]!.alt.fr);
  await expect(box.locator('img')).toHaveAttribute('alt', all[1]!.alt.fr);
  await expect.poll(() => shownPhoto(page)).toContain(pipelineName(1));
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  // The page behind is out of reach of assistive technology and of the keyboard.
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  await expect(page.locator('header').first()).toHaveAttribute('inert', '');

  // Neither the wheel nor the keyboard moves the page behind.
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 900);
  await settle(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  // (Space is left out: it presses the focused button of the viewer, as it should.)
  for (const key of ['PageDown', 'ArrowDown', 'End']) {
    await page.keyboard.press(key);
    await settle(page);
    expect(await page.evaluate(() => window.scrollY), key).toBe(300);
  }
  await expect(box).toBeVisible();

  // Arrow keys move through the photos, wrapping round at the ends.
  await page.keyboard.press('ArrowRight');
  await expect(box).toContainText(all[2]!.title.fr);
  // The photo changes with its caption, loaded at full size.
  await expect.poll(() => shownPhoto(page)).toContain(pipelineName(2));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(box).toContainText(all[0]!.title.fr);
  await page.keyboard.press('ArrowLeft');
  await expect(box).toContainText(all[all.length - 1]!.title.fr);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(box).toContainText(all[1]!.title.fr);

  // Tab and Shift+Tab stay inside the dialog.
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await box.evaluate((el) => el.contains(document.activeElement)), key).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(thumb(1)).toBeFocused();
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  // The page scrolls again once the viewer is closed.
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test('the lightbox has visible previous and next buttons, and a click closes it', async ({ page }) => {
  await openPage(page, '/gallery');
  const thumb = page.getByRole('button', { name: fr.Gallery.open.replace('{title}', all[0]!.title.fr) });
  await thumb.click();
  const box = dialog(page);
  await box.getByRole('button', { name: fr.Lightbox.next }).click();
  await expect(box).toContainText(all[1]!.title.fr);
  await box.getByRole('button', { name: fr.Lightbox.previous }).click();
  await expect(box).toContainText(all[0]!.title.fr);
  await expect(box).toBeVisible();

  // A click on the photo closes the viewer.
  await box.locator('img').click();
  await expect(box).toBeHidden();
  await expect(thumb).toBeFocused();

  // So does a click on the dark background, or on the close button.
  await thumb.click();
  await page.mouse.click(20, 780);
  await expect(box).toBeHidden();
  await thumb.click();
  await box.getByRole('button', { name: fr.Lightbox.close }).click();
  await expect(box).toBeHidden();
});
