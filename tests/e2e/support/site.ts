import { expect, type Locator, type Page } from '@playwright/test';
import { locales } from '@/i18n/locales';
import { catalogues } from '@/messages';

/** Any language's words for one header label, as a pattern (the header is the same in each). */
function inAnyLanguage(pick: (header: (typeof catalogues)['fr']['Header']) => string[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    locales
      .flatMap((locale) => pick(catalogues[locale].Header))
      .map(escape)
      .join('|'),
  );
}

/** The URL of a locale-free path in a locale, as the site's links build it. */
export { localizedPath as localized } from '@/i18n/locales';

/** Opens a page and waits until its client components have hydrated. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expectHydrated(page);
  return response;
}

/**
 * Opens a page whose clock the test holds (`pausedClock`) and waits until it has hydrated. The
 * start-up loader waits for the frame after the hero image arrives (requestAnimationFrame, then
 * setTimeout), which a paused clock never gives when the image comes after the first paint. The
 * scripts are started here instead, by the loader's own signal for a page that paints nothing,
 * checked and sent in one task: until they are inserted no page code has run, so this changes
 * nothing the test measures.
 */
export async function openPageOnPausedClock(page: Page, path: string) {
  const response = await page.goto(path);
  await page.evaluate(() => {
    const loader = document.querySelector<HTMLScriptElement>('script[data-startup]');
    const first = loader?.dataset.payload ?? loader?.dataset.startup?.split(' ')[0];
    if (first && !document.querySelector(`script[src="${first}"]`))
      document.dispatchEvent(new Event('visibilitychange'));
  });
  await expectHydrated(page);
  return response;
}

/**
 * Waits until the page's client components have hydrated. When they do not, the failure says
 * where the start-up stopped (paint reported or not, which scripts were asked for and which
 * arrived, the service worker): a hydration that never comes on a busy host is otherwise
 * indistinguishable from a slow one. It waits longer than other expectations: hydration ends a
 * chain (the paint, the priority images, up to 2.5 s more, ten scripts fetched and run) that a
 * two-core host running two browsers and the servers has stretched past ten seconds.
 */
export async function expectHydrated(page: Page, label?: string) {
  try {
    await expect(page.locator('header[data-hydrated="true"]'), label).toBeVisible({ timeout: 20_000 });
  } catch (error) {
    const state = await page.evaluate(startupState).catch((cause: unknown) => String(cause));
    if (error instanceof Error) error.message += `\nStart-up state: ${JSON.stringify(state, null, 2)}`;
    throw error;
  }
}

/** Runs in the page: what the deferred start-up loader did, and what the browser fetched. */
function startupState() {
  const loader = document.querySelector<HTMLScriptElement>('script[data-startup]');
  const wanted = [loader?.dataset.payload, ...(loader?.dataset.startup ?? '').split(' ')].filter(
    (src): src is string => Boolean(src),
  );
  const inserted = new Set(
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname),
  );
  const timings = new Map(
    performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname, entry as PerformanceResourceTiming] as const),
  );
  return {
    url: location.pathname,
    readyState: document.readyState,
    visibility: document.visibilityState,
    paints: performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`),
    priorityImages: [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]')].map(
      (img) => `${img.currentSrc || img.src} complete=${img.complete}`,
    ),
    scripts: wanted.map((src) => {
      const timing = timings.get(src);
      const fetched = timing
        ? `start ${Math.round(timing.startTime)} end ${Math.round(timing.responseEnd)} status ${timing.responseStatus}`
        : 'no timing';
      return `${src}: ${inserted.has(src) ? 'inserted' : 'not inserted'}, ${fetched}`;
    }),
    serviceWorker: navigator.serviceWorker?.controller?.state ?? 'none',
    sinceNavigation: Math.round(performance.now()),
  };
}

/** Page object for the site header. */
export class SiteHeader {
  readonly root: Locator;
  readonly mainNav: Locator;
  readonly menuButton: Locator;

  constructor(private readonly page: Page) {
    this.root = page.locator('header').first();
    this.mainNav = this.root.getByRole('navigation', { name: inAnyLanguage((h) => [h.mainNav]) });
    this.menuButton = this.root.getByRole('button', {
      name: inAnyLanguage((h) => [h.openMenu, h.closeMenu]),
    });
  }

  trigger(label: string): Locator {
    return this.mainNav.getByRole('button', { name: label });
  }

  panel(id: 'university' | 'formations'): Locator {
    return this.page.locator(`#nav-panel-${id}`);
  }

  get mobileNav(): Locator {
    return this.page.getByRole('navigation', { name: inAnyLanguage((h) => [h.mobileNav]) });
  }
}

/** Page object for the site footer. */
export class SiteFooter {
  readonly root: Locator;

  constructor(page: Page) {
    this.root = page.locator('footer');
  }

  column(title: string): Locator {
    return this.root
      .locator('div', { has: this.root.page().getByRole('heading', { name: title, exact: true }) })
      .last();
  }
}
