import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage, SiteHeader } from './support/site';

/**
 * Hidden, once a closing menu has faded out: with motion loaded (components/motion) its exit
 * animation runs on the page's clock, which the test moves on meanwhile.
 */
async function expectClosed(page: Page, panel: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return panel.isHidden();
    })
    .toBe(true);
}

test.describe('header', () => {
  test('is fixed and white, and gains a shadow and tighter padding past 20 px of scroll', async ({
    page,
  }) => {
    await openPage(page, '/about');
    const header = new SiteHeader(page);
    await expect(header.root).toHaveCSS('position', 'fixed');
    await expect(header.root).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(header.root).toHaveAttribute('data-scrolled', 'false');
    await expect(header.root).toHaveCSS('box-shadow', 'none');
    const paddingAtTop = await header.root.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));

    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header.root).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header.root).toHaveAttribute('data-scrolled', 'true');
    await expect(header.root).not.toHaveCSS('box-shadow', 'none');
    await expect
      .poll(() => header.root.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop)))
      .toBeLessThan(paddingAtTop);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header.root).toHaveAttribute('data-scrolled', 'false');
  });

  test('dropdowns open 200 ms after hover, and the next one at once within 300 ms', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/');
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    const header = new SiteHeader(page);

    await header.trigger('Université').hover();
    await page.clock.runFor(150);
    await expect(header.panel('university')).toBeHidden();
    await page.clock.runFor(60);
    await expect(header.panel('university')).toBeVisible();
    for (const [label, description] of [
      ["L'Université en bref", "Découvrir l'université en un coup d'œil"],
      ['Mot du Recteur', 'Le message du Recteur aux étudiants et aux familles'],
      ['Missions & Valeurs', 'Notre mission, notre vision et nos valeurs'],
      ['À propos', 'Notre histoire, notre campus et notre direction'],
      ['Notre Équipe', "L'équipe de direction et d'administration"],
    ]) {
      await expect(header.panel('university').getByRole('link', { name: label })).toContainText(description!);
    }

    // Moving straight to the next trigger skips the delay.
    await header.trigger('Formations').hover();
    await page.clock.runFor(10);
    await expect(header.panel('formations')).toBeVisible();
    await expectClosed(page, header.panel('university'));
    await expect(header.panel('formations').getByRole('link', { name: /Licences/ })).toHaveAttribute(
      'href',
      '/licences',
    );
    await expect(header.panel('formations').getByRole('link', { name: /Masters/ })).toHaveAttribute(
      'href',
      '/masters',
    );

    // Away from the menus for longer than the skip delay: the delay applies again.
    await page.mouse.move(640, 600);
    await page.clock.runFor(800);
    await expectClosed(page, header.panel('formations'));
    await header.trigger('Université').hover();
    await page.clock.runFor(100);
    await expect(header.panel('university')).toBeHidden();
    await page.clock.runFor(120);
    await expect(header.panel('university')).toBeVisible();
  });

  test('dropdowns work from the keyboard and close with Escape', async ({ page }) => {
    await openPage(page, '/');
    const header = new SiteHeader(page);
    const trigger = header.trigger('Formations');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(header.panel('formations')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(header.panel('formations').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header.panel('formations')).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on a trigger the pointer has already opened keeps its dropdown open', async ({ page }) => {
    await page.clock.install();
    await openPage(page, '/');
    await page.clock.pauseAt(Date.now() + 60_000);
    const header = new SiteHeader(page);
    const trigger = header.trigger('Université');

    // The visitor rests on the trigger long enough for the menu to open, then clicks it.
    await trigger.hover();
    await page.clock.runFor(250);
    await expect(header.panel('university')).toBeVisible();
    await trigger.click();
    await page.clock.runFor(250);
    await expect(header.panel('university')).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // A second click closes it, as it would a menu opened by a click (motion, once the hover has
    // loaded it, fades it out on the held clock).
    await trigger.click();
    await expectClosed(page, header.panel('university'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.click();
    await expect(header.panel('university')).toBeVisible();
  });

  test('following a dropdown link navigates and closes the dropdown', async ({ page }) => {
    await openPage(page, '/');
    const header = new SiteHeader(page);
    await header.trigger('Université').click();
    await header
      .panel('university')
      .getByRole('link', { name: /Missions & Valeurs/ })
      .click();
    await expect(page).toHaveURL('/missions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missions & Valeurs');
    await expect(header.panel('university')).toBeHidden();
  });

  test('shows the current page in bold primary colour and highlights its parent menu', async ({ page }) => {
    await openPage(page, '/admissions');
    const header = new SiteHeader(page);
    const current = header.mainNav.getByRole('link', { name: 'Admissions' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveCSS('font-weight', '700');
    const primary = await current.evaluate((el) => getComputedStyle(el).color);
    const other = header.mainNav.getByRole('link', { name: 'Contact' });
    await expect(other).not.toHaveAttribute('aria-current', 'page');
    await expect(other).not.toHaveCSS('font-weight', '700');

    await openPage(page, '/team');
    await expect(header.trigger('Université')).toHaveAttribute('data-active', 'true');
    await expect(header.trigger('Université')).toHaveCSS('font-weight', '700');
    await expect(header.trigger('Université')).toHaveCSS('color', primary);
    await expect(header.trigger('Formations')).toHaveAttribute('data-active', 'false');

    await openPage(page, '/licences/genie-logiciel');
    await expect(header.trigger('Formations')).toHaveAttribute('data-active', 'true');
    await openPage(page, '/programs');
    await expect(header.trigger('Formations')).toHaveAttribute('data-active', 'true');
  });

  test('shows a gallery icon and the student area entry', async ({ page }) => {
    await openPage(page, '/');
    const header = new SiteHeader(page);
    await expect(header.mainNav.getByRole('link', { name: 'Galerie' }).locator('svg')).toHaveCount(1);
    const student = header.root.getByRole('link', { name: 'Espace étudiant' });
    await student.click();
    await expect(page).toHaveURL('/student-area');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espace étudiant');
  });

  test('the logo leads home', async ({ page }) => {
    await openPage(page, '/contact');
    await new SiteHeader(page).root
      .getByRole('link', { name: /accueil/ })
      .first()
      .click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('header on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle opens a grouped menu that closes on every navigation', async ({ page }) => {
    await openPage(page, '/');
    const header = new SiteHeader(page);
    await expect(header.mainNav).toBeHidden();
    await expect(header.mobileNav).toBeHidden();

    await header.menuButton.click();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(header.mobileNav).toBeVisible();
    await expect(header.mobileNav.getByText('Université', { exact: true })).toBeVisible();
    await expect(header.mobileNav.getByText('Formations', { exact: true })).toBeVisible();

    await header.mobileNav.getByRole('link', { name: 'Notre Équipe' }).click();
    await expect(page).toHaveURL('/team');
    await expect(header.mobileNav).toBeHidden();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'false');

    // And again from another page, to another page.
    await header.menuButton.click();
    await header.mobileNav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(header.mobileNav).toBeHidden();

    // The toggle also closes it.
    await header.menuButton.click();
    await expect(header.mobileNav).toBeVisible();
    await header.menuButton.click();
    await expect(header.mobileNav).toBeHidden();
  });
});

test.describe('header on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('the menu opens when tapped as soon as the header has hydrated', async ({ page }) => {
    // A phone's CPU (Lighthouse's 4× slowdown), and a tap as soon as the header says it is ready,
    // while the page's effects and the work deferred to the first interaction are still to come.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/gallery');
    await page.locator('header[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
    const header = new SiteHeader(page);
    await header.menuButton.tap();
    await expect(header.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(header.mobileNav).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
});

test.describe('language', () => {
  test('the toggle keeps the visitor on the same page in the other language', async ({ page }) => {
    await openPage(page, '/licences/genie-logiciel');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Génie logiciel');

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/licences/genie-logiciel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software Engineering');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(new SiteHeader(page).mainNav.getByRole('link', { name: 'Home' })).toBeVisible();

    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL('/licences/genie-logiciel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Génie logiciel');
  });

  test('French is the default even for an English-speaking browser', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'accept-language': 'en-US,en' },
    });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  });
});

test.describe('navigation aids', () => {
  test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
    await openPage(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('every route change scrolls back to the top', async ({ page }) => {
    await openPage(page, '/about');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer').getByRole('link', { name: 'Actualités' }).click();
    await expect(page).toHaveURL('/news');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
