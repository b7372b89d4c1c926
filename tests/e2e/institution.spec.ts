import { expect, test, type Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import { accreditation } from '@/content/accreditation';
import { benefits } from '@/content/institution';
import { allLeaders } from '@/content/leadership';
import { latestNews } from '@/content/news';
import { allProgrammes, openMasters, programmesOfType } from '@/content/programmes';
import { nameArgs, site, yearsOfExistence } from '@/content/site';
import { allTeamMembers } from '@/content/team';
import { allValues } from '@/content/values';
import { locales } from '@/i18n/locales';
import { getRoute, newsPath, programmePath, staticRoutes } from '@/lib/routes';
import { catalogues as messages } from '@/messages';
import { localized, openPage } from './support/site';

/** Lets React finish the work a fired timer scheduled (its scheduler posts to a MessageChannel). */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(null);
        channel.port2.postMessage(null);
      }),
  );
}

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`home page in ${locale}`, () => {
    test('shows the 4 benefit cards and the CAMES accreditation block', async ({ page }) => {
      await openPage(page, localized(locale, '/'));
      await expect(
        page.getByRole('heading', {
          level: 2,
          name: createTranslator({ locale, messages: m })('HomeWhy.title', nameArgs(locale)),
        }),
      ).toBeVisible();
      const cards = page.locator('[data-benefit]');
      await expect(cards).toHaveCount(4);
      for (const [index, benefit] of benefits.entries()) {
        await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(benefit.title[locale]);
      }
      const cames = page.locator('[data-cames]');
      await expect(cames.getByRole('heading', { name: accreditation.title[locale] })).toBeVisible();
      await expect(cames).toContainText(String(accreditation.since));
      // The figure under the block and the link beside it speak of the same thing: the 8 accredited
      // diplomas are the mentions the 13 accredited programmes lead to, which the link opens.
      await expect(cames).toContainText(
        m.HomeWhy.accreditationFigure
          .replace('{diplomas}', String(accreditation.diplomas))
          .replace('{since}', String(accreditation.since)),
      );
      const link = cames.getByRole('link', {
        name: m.HomeWhy.accreditationLink.replace('{programmes}', String(accreditation.programmes)),
      });
      await link.click();
      await expect(page).toHaveURL(localized(locale, '/programs?tab=cames'));
      await expect(page.getByRole('tabpanel').locator('[data-catalogue-card]')).toHaveCount(
        accreditation.programmes,
      );
    });

    test('counts the licences and open masters from the registry and links to their listings', async ({
      page,
    }) => {
      await openPage(page, localized(locale, '/'));
      const cards = [
        { id: 'licences', count: programmesOfType('licence').length },
        { id: 'masters', count: openMasters().length },
      ] as const;
      for (const { id, count } of cards) {
        const card = page.locator(`[data-programme-card="${id}"]`);
        await expect(card.locator('[data-count]')).toHaveText(new RegExp(`^${count}\\b`));
        await expect(card.getByRole('link', { name: m.HomeProgrammes[`${id}Link`] })).toHaveAttribute(
          'href',
          localized(locale, getRoute(id).path),
        );
      }
      const masterLinks = page.locator('[data-programme-card="masters"] li a');
      await expect(masterLinks).toHaveCount(openMasters().length);
      for (const [index, master] of openMasters().entries()) {
        await expect(masterLinks.nth(index)).toHaveAttribute(
          'href',
          localized(locale, programmePath(master)),
        );
      }
      const join = page.locator('[data-programme-card="join"]');
      await expect(join.getByRole('listitem')).toHaveCount(3);
      await join.getByRole('link').click();
      await expect(page).toHaveURL(localized(locale, '/admissions'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Nav.admissions);

      await openPage(page, localized(locale, '/'));
      await page
        .locator('[data-programme-card="licences"]')
        .getByRole('link', { name: m.HomeProgrammes.licencesLink })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Nav.licences);
    });

    test('teases exactly the first 3 news items, each linking to its article', async ({ page }) => {
      await openPage(page, localized(locale, '/'));
      const expected = latestNews(3);
      const items = page.locator('[data-news]');
      await expect(items).toHaveCount(3);
      for (const [index, article] of expected.entries()) {
        const item = items.nth(index);
        await expect(item).toHaveAttribute('data-news', article.id);
        const [year, month, day] = article.date.split('-');
        await expect(item.locator('time')).toHaveText(`${day}/${month}/${year}`);
        await expect(item.getByRole('link', { name: article.title[locale] })).toHaveAttribute(
          'href',
          localized(locale, newsPath(article.id)),
        );
      }

      const second = expected[1]!;
      await items.nth(1).getByRole('link').click();
      await expect(page).toHaveURL(localized(locale, newsPath(second.id)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title[locale]);

      await openPage(page, localized(locale, '/'));
      await page.getByRole('link', { name: m.HomeNews.all }).click();
      await expect(page).toHaveURL(localized(locale, '/news'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Nav.news);
    });
  });
}

test.describe('about', () => {
  test('hero buttons scroll to the #history and #leadership sections', async ({ page }) => {
    await openPage(page, '/about');
    for (const [label, id] of [
      [messages.fr.About.toLeadership, 'leadership'],
      [messages.fr.About.toHistory, 'history'],
    ] as const) {
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveCount(1);
      await page.getByRole('link', { name: label, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
    }
  });

  test('figures show the founding year and the years since, with the founder and the rector', async ({
    page,
  }) => {
    await openPage(page, '/en/about');
    await expect(page.locator('[data-figure="founded"] dd')).toHaveText('2003');
    await expect(page.locator('[data-figure="years"] dd')).toHaveText(String(yearsOfExistence()));
    await expect(page.locator('[data-figure="students"] dd')).toHaveText('5000+');
    await expect(page.locator('[data-figure="programmes"] dd')).toHaveText(String(allProgrammes().length));
    await expect(page.locator('#values [data-value]')).toHaveCount(6);
    await expect(page.locator('#objectives li')).toHaveCount(5);
    for (const leader of allLeaders()) {
      await expect(page.locator(`#leadership [data-leader="${leader.id}"]`)).toContainText(leader.name);
    }
    await expect(page.locator('#campus').getByRole('link')).toHaveAttribute('href', '/en/gallery');
    await expect(page.locator('#leadership').getByRole('link')).toHaveAttribute('href', '/en/rector-message');
  });
});

test.describe('organization', () => {
  test('the leader hover card opens after 700 ms of hover and closes 300 ms after leaving', async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, '/organization');
    await page.clock.pauseAt(Date.now() + 60_000);
    const card = page.locator('[data-leader="rector"]');
    const trigger = card.getByRole('button');
    const detail = card.locator('[data-hover-card]');
    await expect(detail).toBeHidden();

    await trigger.hover();
    await page.clock.runFor(690);
    await settle(page);
    await expect(detail).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(20);
    await expect(detail).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(detail).toContainText(allLeaders().find((l) => l.id === 'rector')!.detail.fr);

    // Moving onto the open card keeps it open.
    await detail.hover();
    await page.clock.runFor(500);
    await settle(page);
    await expect(detail).toBeVisible();

    await page.mouse.move(5, 5);
    await page.clock.runFor(290);
    await settle(page);
    await expect(detail).toBeVisible();
    await page.clock.runFor(20);
    await expect(detail).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the hover card opens on keyboard focus and closes on Escape', async ({ page }) => {
    await openPage(page, '/organization');
    const trigger = page.locator('[data-leader="founder"]').getByRole('button');
    const detail = page.locator('[data-leader="founder"] [data-hover-card]');
    const controls = await trigger.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await expect(page.locator(`[id="${controls}"]`)).toBeHidden();

    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await trigger.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(trigger).toBeFocused();
    await expect(detail).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('shows the four structural units and a jobs button that e-mails HR', async ({ page }) => {
    await openPage(page, '/organization');
    await expect(page.locator('[data-unit]')).toHaveCount(4);
    const jobs = page.getByRole('link', { name: messages.fr.Organization.jobsButton });
    const href = (await jobs.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(site.hrEmail);
    expect(url.searchParams.get('subject')).toBe(
      messages.fr.Organization.jobsSubject.replace('{name}', site.name),
    );
  });
});

test.describe('organization on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap opens the hover card and a tap elsewhere closes it', async ({ page }) => {
    await openPage(page, '/en/organization');
    const trigger = page.locator('[data-leader="rector"]').getByRole('button');
    const detail = page.locator('[data-leader="rector"] [data-hover-card]');
    await trigger.tap();
    await expect(detail).toBeVisible();
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(detail).toBeHidden();
  });
});

test('team: 14 cards, and members without a photo show the placeholder instead of an image', async ({
  page,
}) => {
  for (const locale of locales) {
    await openPage(page, localized(locale, '/team'));
    const cards = page.locator('[data-team-member]');
    await expect(cards).toHaveCount(14);
    for (const member of allTeamMembers()) {
      const card = page.locator(`[data-team-member="${member.id}"]`);
      await expect(card).toContainText(member.name);
      if (member.photo) {
        await expect(card.locator('img')).toHaveCount(1);
        await expect(card).not.toContainText(messages[locale].Team.photoToCome);
      } else {
        await expect(card.locator('img')).toHaveCount(0);
        await expect(card.locator('[data-photo-placeholder]')).toContainText(
          messages[locale].Team.photoToCome,
        );
      }
    }
  }
  expect(allTeamMembers().some((member) => !member.photo)).toBe(true);
});

test('missions lists the mission, the vision and the six values', async ({ page }) => {
  await openPage(page, '/missions');
  await expect(page.locator('section#mission')).toBeVisible();
  await expect(page.locator('section#vision')).toBeVisible();
  const values = page.locator('[data-value]');
  await expect(values).toHaveCount(6);
  for (const [index, value] of allValues().entries()) {
    await expect(values.nth(index).getByRole('heading')).toHaveText(value.name.fr);
  }
});

test('the rector message shows the portrait, the message and the signature', async ({ page }) => {
  await openPage(page, '/en/rector-message');
  const rector = allLeaders().find((l) => l.id === 'rector')!;
  await expect(page.getByRole('img', { name: rector.name })).toBeVisible();
  await expect(page.locator('[data-signature]')).toContainText(rector.name);
});

test('/university links to every University page, the gallery and the news', async ({ page }) => {
  for (const locale of locales) {
    await openPage(page, localized(locale, '/university'));
    const main = page.locator('main');
    const pages = [
      ...staticRoutes.filter((r) => 'parent' in r && r.parent === 'university'),
      getRoute('gallery'),
      getRoute('news'),
    ];
    expect(pages.length).toBe(7);
    for (const route of pages) {
      await expect(
        main.getByRole('link', { name: messages[locale].Nav[route.id], exact: true }),
      ).toHaveAttribute('href', localized(locale, route.path));
    }
  }
});
