import { expect, type Locator, type Page } from '@playwright/test';

/** The URL of a locale-free path in a locale, as the site's links build it. */
export { localizedPath as localized } from '@/i18n/locales';

/** Opens a page and waits until its client components have hydrated. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('header[data-hydrated="true"]')).toBeVisible();
  return response;
}

/** Page object for the site header. */
export class SiteHeader {
  readonly root: Locator;
  readonly mainNav: Locator;
  readonly menuButton: Locator;

  constructor(private readonly page: Page) {
    this.root = page.locator('header').first();
    this.mainNav = this.root.getByRole('navigation', { name: /Navigation principale|Main navigation/ });
    this.menuButton = this.root.getByRole('button', { name: /menu/i });
  }

  trigger(label: string): Locator {
    return this.mainNav.getByRole('button', { name: label });
  }

  panel(id: 'university' | 'formations'): Locator {
    return this.page.locator(`#nav-panel-${id}`);
  }

  get mobileNav(): Locator {
    return this.page.getByRole('navigation', { name: /Menu mobile|Mobile menu/ });
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
