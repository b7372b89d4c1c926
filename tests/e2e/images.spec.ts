import { expect, test } from '@playwright/test';
import { staticRoutes } from '@/lib/routes';
import { pausedClock } from './support/connection';
import { hero, slideImage } from './support/hero';
import { sitePages } from './support/pages';
import { openPage, openPageOnPausedClock } from './support/site';

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

test.describe('images', () => {
  test("a broken image shows 'Image non disponible'", async ({ page }) => {
    await page.route('**/_img/hero/hero-1.*', (route) => route.abort());
    await openPage(page, '/');
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
      await openPage(page, '/');
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
      await openPageOnPausedClock(page, '/');
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
      await openPage(page, route.path);
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
