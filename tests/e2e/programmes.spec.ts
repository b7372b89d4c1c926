import { expect, test, type APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { allDepartments } from '@/content/departments';
import { allProgrammes, catalogueProgrammes, openMasters, programmesOfType } from '@/content/programmes';
import type { Programme, ProgrammeType } from '@/content/types';
import { locales, type Locale } from '@/i18n/locales';
import { slugify } from '@/lib/programmes/text';
import { programmeListing, programmePath } from '@/lib/routes';
import { catalogues } from '@/messages';
import { expectHydrated, localized, openPage } from './support/site';
import { brochureHolds } from '../support/brochure-text';

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .trim();
}

function h1(html: string): string {
  return decode(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '');
}

/** Follows redirects one hop at a time; returns the statuses met and the final response. */
async function follow(request: APIRequestContext, url: string) {
  const statuses: number[] = [];
  let current = url;
  for (let hop = 0; hop < 5; hop++) {
    const response = await request.get(current, { maxRedirects: 0 });
    statuses.push(response.status());
    const location = response.headers().location;
    if (response.status() < 300 || response.status() >= 400 || !location) {
      return { statuses, response, url: new URL(current, 'http://x') };
    }
    const next = new URL(location, `http://localhost${current}`);
    current = `${next.pathname}${next.search}`;
  }
  throw new Error(`Too many redirects from ${url}`);
}

/** Every URL shape of the spec's route table that names this programme. */
function urlShapes(programme: Programme): string[] {
  const canonical = programmePath(programme);
  if (programme.type === 'licence') return [canonical, `/licence/${programme.slug}`];
  return [
    canonical,
    `/master/${programme.slug}`,
    `/programs/masters/${programme.slug}`,
    `/programs/masters/${encodeURIComponent(programme.title.fr)}`,
    `/programs/masters/${encodeURIComponent(programme.title.en)}`,
    `/programs/masters/${slugify(programme.title.fr)}`,
  ];
}

for (const locale of locales) {
  const m = catalogues[locale];

  test(`every programme is reached by every URL shape, ending on its canonical page (${locale})`, async ({
    request,
  }) => {
    for (const programme of allProgrammes()) {
      const canonical = localized(locale, programmePath(programme));
      for (const shape of urlShapes(programme)) {
        const { statuses, response, url } = await follow(request, localized(locale, shape));
        expect(url.pathname, shape).toBe(canonical);
        expect(response.status(), shape).toBe(200);
        // Non-canonical shapes answer permanent redirects only.
        expect(
          statuses.slice(0, -1).every((s) => s === 308),
          `${shape}: ${statuses.join(' → ')}`,
        ).toBe(true);
        if (shape === programmePath(programme)) expect(statuses).toEqual([200]);
        else expect(statuses.length, shape).toBeGreaterThan(1);
        expect(h1(await response.text()), shape).toBe(programme.title[locale]);
      }
    }
  });

  test(`an unknown programme id in every shape lands on its listing with the notice (${locale})`, async ({
    page,
  }) => {
    const shapes: [string, ProgrammeType][] = [
      ['/licence/programme-inconnu', 'licence'],
      ['/licences/programme-inconnu', 'licence'],
      ['/master/programme-inconnu', 'master'],
      ['/masters/programme-inconnu', 'master'],
      ['/programs/masters/Programme%20inconnu', 'master'],
      // A licence slug is not a master.
      ['/masters/genie-logiciel', 'master'],
    ];
    for (const [shape, type] of shapes) {
      await page.goto(localized(locale, shape));
      expect(new URL(page.url()).pathname, shape).toBe(localized(locale, `/${programmeListing[type]}`));
      const notice = page.locator('#programme-introuvable');
      await expect(notice.getByRole('heading', { name: m.ProgrammeNotFound.title }), shape).toBeVisible();
      await expect(notice.getByText(m.ProgrammeNotFound.text, { exact: true })).toBeVisible();
      const backLink = notice.getByRole('link', {
        name: type === 'licence' ? m.ProgrammeNotFound.backLicence : m.ProgrammeNotFound.backMaster,
      });
      await expect(backLink).toBeVisible();
      await expect(backLink).toHaveAttribute('href', localized(locale, `/${programmeListing[type]}`));
    }
    await leaveNotice(page, locale);
  });

  test(`every brochure link downloads a PDF of its programme (${locale})`, async ({ request }) => {
    for (const programme of allProgrammes()) {
      const html = await (await request.get(localized(locale, programmePath(programme)))).text();
      const href = html
        .match(new RegExp(`<a[^>]*data-brochure="${programme.slug}"[^>]*>`))?.[0]
        .match(/href="([^"]+)"/)?.[1];
      expect(href, programme.slug).toBeTruthy();
      const response = await request.get(href!);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect(response.headers()['content-disposition']).toContain(`brochure-${programme.slug}-${locale}.pdf`);
      const bytes = new Uint8Array(await response.body());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(brochureHolds(text, programme.title[locale], locale), href).toBe(true);
    }
  });
}

async function leaveNotice(page: import('@playwright/test').Page, locale: Locale) {
  // The back button of the notice leads to the plain listing, where the notice no longer shows.
  await page
    .locator('#programme-introuvable')
    .getByRole('link', { name: catalogues[locale].ProgrammeNotFound.backMaster })
    .click();
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/masters')}$`));
  await expect(page.getByRole('heading', { name: catalogues[locale].ProgrammeNotFound.title })).toBeHidden();
}

test('the licence detail page says exactly what the spec lists', async ({ page }) => {
  await openPage(page, '/licences/gestion-organisation-entreprises');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Gestion et organisation des entreprises');
  await expect(main.getByRole('link', { name: 'Retour aux programmes de Licence' })).toHaveAttribute(
    'href',
    '/licences',
  );
  await expect(main.getByText('Licence (Bac +3)', { exact: true }).first()).toBeVisible();
  await expect(main.getByText('Sciences de gestion', { exact: true })).toBeVisible();
  await expect(main.getByText('Accrédité CAMES', { exact: true })).toBeVisible();
  for (const heading of [
    'À propos de la formation',
    'Objectifs de la formation',
    'Débouchés professionnels',
    'Contenu du programme',
    'Informations clés',
    'Intéressé(e) par cette formation ?',
  ]) {
    await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  for (const text of [
    "À l'issue de cette formation, vous serez capable de :",
    'Cette formation vous prépare à diverses carrières, notamment :',
    'Première année (Bac+1)',
    'Deuxième année (Bac+2)',
    'Troisième année (Bac+3)',
    'Formation initiale',
    'Programme accrédité par le CAMES',
    "N'hésitez pas à nous contacter pour plus d'informations ou pour vous inscrire.",
  ]) {
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  }
  const keyInfo = main.locator('section', { has: page.getByRole('heading', { name: 'Informations clés' }) });
  for (const label of ['Niveau', 'Type de formation', 'Établissement', 'Accréditation']) {
    await expect(keyInfo.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('link', { name: "Demande d'admission" })).toHaveAttribute(
    'href',
    '/admissions?programType=licence&program=gestion-organisation-entreprises',
  );
  await expect(page.getByRole('navigation', { name: "Fil d'Ariane" }).getByText('Licences')).toBeVisible();
  expect(await main.locator('img[fetchpriority="high"]').count()).toBe(1);
});

test('a programme not accredited shows neither the badge nor the accreditation row', async ({ page }) => {
  await openPage(page, '/licences/informatique-gestion');
  const main = page.locator('main');
  await expect(main.getByText('Accrédité CAMES', { exact: true })).toHaveCount(0);
  await expect(main.getByText('Accréditation', { exact: true })).toHaveCount(0);
  await expect(main.getByText('Programme accrédité par le CAMES')).toHaveCount(0);
});

test('the master detail page has its own back button, badge, level and years', async ({ page }) => {
  await openPage(page, '/masters/management-ong');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Retour aux programmes de Master' })).toHaveAttribute(
    'href',
    '/masters',
  );
  await expect(main.getByText('Master', { exact: true })).toHaveCount(2); // badge and Niveau
  await expect(main.getByText('Accrédité CAMES', { exact: true })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Première année', exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Deuxième année', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: "Demande d'admission" })).toHaveAttribute(
    'href',
    '/admissions?programType=master&program=management-ong',
  );
});

test('a detail page opens at the top even when the browser had scrolled it', async ({ page }) => {
  await openPage(page, '/licences/genie-logiciel');
  await page.evaluate(() => window.scrollTo(0, 1200));
  await page.reload();
  await expectHydrated(page);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('printing a detail page leaves out the site chrome and buttons, not the programme', async ({ page }) => {
  await openPage(page, '/licences/genie-logiciel');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > header, header').first()).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Retour aux programmes de Licence' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Télécharger la brochure (PDF)' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contenu du programme' })).toBeVisible();
  const h1Colour = await page.getByRole('heading', { level: 1 }).evaluate((el) => getComputedStyle(el).color);
  expect(h1Colour).toBe('rgb(0, 0, 0)');
  // The admission link is printed with its address.
  const after = await page
    .getByRole('link', { name: "Demande d'admission" })
    .evaluate((el) => getComputedStyle(el, '::after').content);
  expect(after).toContain('/admissions?programType=licence&program=genie-logiciel');
});

test('the brochure button downloads the PDF under the programme name', async ({ page }) => {
  await openPage(page, '/en/masters/audit-controle-gestion');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the brochure (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('brochure-audit-controle-gestion-en.pdf');
});

test('/licences groups every licence by department, with the #programs anchor', async ({ page }) => {
  await openPage(page, '/licences');
  await expect(page.getByRole('link', { name: 'Voir les programmes' })).toHaveAttribute('href', '#programs');
  const programs = page.locator('#programs');
  await expect(programs.locator('[data-programme-card]')).toHaveCount(programmesOfType('licence').length);
  for (const department of allDepartments().filter((d) =>
    programmesOfType('licence').some((p) => p.department === d.id),
  )) {
    const group = programs.locator('section', {
      has: page.getByRole('heading', { name: department.name.fr, exact: true }),
    });
    const expected = programmesOfType('licence').filter((p) => p.department === department.id);
    await expect(group.locator('[data-programme-card]')).toHaveCount(expected.length);
    for (const p of expected) {
      await expect(group.locator(`a[data-programme-card="${p.slug}"]`)).toHaveAttribute(
        'href',
        programmePath(p),
      );
    }
  }
  await expect(page.locator('#programme-introuvable')).toBeHidden();
});

test('/masters shows the group of 4 open masters and /master-programs the 14 masters', async ({ page }) => {
  await openPage(page, '/masters');
  const cards = page.locator('#programs [data-programme-card]');
  await expect(cards).toHaveCount(4);
  expect(openMasters()).toHaveLength(4);
  for (const p of openMasters())
    await expect(page.locator(`a[data-programme-card="${p.slug}"]`)).toHaveAttribute(
      'href',
      programmePath(p),
    );

  await openPage(page, '/en/master-programs');
  const grid = page.getByTestId('master-grid').locator('[data-programme-card]');
  await expect(grid).toHaveCount(14);
  for (const p of programmesOfType('master')) {
    await expect(page.locator(`a[data-programme-card="${p.slug}"]`)).toHaveAttribute(
      'href',
      `/en${programmePath(p)}`,
    );
  }
});

test.describe('catalogue on /programs', () => {
  test('tabs count 13 and 2, live in the URL, and a card opens its inline detail', async ({ page }) => {
    const accredited = catalogueProgrammes().filter((p) => p.accredited);
    const other = catalogueProgrammes().filter((p) => !p.accredited);
    expect([accredited.length, other.length]).toEqual([13, 2]);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await openPage(page, '/programs');
    const tabs = page.getByRole('tablist', { name: 'Catégories de formations' });
    const camesTab = tabs.getByRole('tab', { name: /Diplômes accrédités par le CAMES/ });
    const otherTab = tabs.getByRole('tab', { name: /Autres formations/ });
    await expect(camesTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('[data-catalogue-card]')).toHaveCount(13);
    // The count is of programmes, which the intro tells apart from the diplomas they lead to.
    await expect(camesTab).toContainText('13 formations');
    await expect(otherTab).toContainText('2 formations');

    await otherTab.click();
    await expect(page).toHaveURL(/\?tab=autres$/);
    await expect(otherTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('[data-catalogue-card]')).toHaveCount(2);
    // Keyboard: arrows move between tabs.
    await otherTab.press('ArrowLeft');
    await expect(camesTab).toBeFocused();
    await expect(camesTab).toHaveAttribute('aria-selected', 'true');
    await camesTab.press('ArrowRight');

    const programme = other[0]!;
    await page.locator(`[data-catalogue-card="${programme.slug}"]`).click();
    await expect(page).toHaveURL(`/programs?tab=autres&programme=${programme.slug}`);
    const detail = page.getByTestId('catalogue-detail');
    await expect(detail.getByRole('heading', { name: programme.title.fr, level: 3 })).toBeVisible();
    // Closed this intake (the form could not select it): the office is written to instead.
    expect(programme.applicationsOpen).toBe(false);
    await expect(detail.getByRole('link', { name: 'Écrire au service des admissions' })).toHaveAttribute(
      'href',
      `/contact?${new URLSearchParams({ subject: `Prochaine rentrée : ${programme.title.fr}` })}`,
    );
    await expect(detail.getByRole('link', { name: 'Télécharger la brochure (PDF)' })).toHaveAttribute(
      'href',
      `/brochures/${programme.slug}.pdf`,
    );
    await expect(page.getByRole('tablist')).toBeHidden();

    // The browser's back button returns to the list…
    await page.goBack();
    await expect(page).toHaveURL('/programs?tab=autres');
    await expect(page.getByRole('tabpanel').locator('[data-catalogue-card]')).toHaveCount(2);
    // …and so does the view's own back button.
    await page.goForward();
    await expect(detail).toBeVisible();
    await page.getByRole('button', { name: 'Retour au catalogue' }).click();
    await expect(page).toHaveURL('/programs?tab=autres');
    await expect(page.locator(`[data-catalogue-card="${programme.slug}"]`)).toBeFocused();
    // No hydration mismatch or script error on the way.
    expect(errors).toEqual([]);
  });

  test('a shared link opens the selected programme', async ({ page }) => {
    const programme = catalogueProgrammes().find((p) => p.accredited)!;
    await openPage(page, `/en/programs?programme=${programme.slug}`);
    await expect(
      page.getByTestId('catalogue-detail').getByRole('heading', { name: programme.title.en }),
    ).toBeVisible();
  });

  test('without JavaScript both lists show and every card links to its page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/programs');
    await expect(
      page.getByRole('heading', { name: /Diplômes accrédités par le CAMES \(13 formations\)/ }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /Autres formations \(2 formations\)/ })).toBeVisible();
    const cards = page.locator('[data-catalogue-card]');
    await expect(cards).toHaveCount(15);
    for (const p of catalogueProgrammes()) {
      await expect(page.locator(`[data-catalogue-card="${p.slug}"]`)).toHaveAttribute(
        'href',
        programmePath(p),
      );
    }
    await context.close();
  });
});

test.describe('programme finder', () => {
  const titles = (page: import('@playwright/test').Page) =>
    page.getByTestId('finder-result-title').allTextContents();

  test('filters instantly with JavaScript and keeps the criteria in the URL', async ({ page }) => {
    await openPage(page, '/programs');
    const finder = page.getByRole('search');
    await finder.getByRole('searchbox', { name: 'Mot-clé' }).fill('economie');
    await expect(page).toHaveURL('/programs?q=economie');
    await expect
      .poll(() => titles(page))
      .toEqual(expect.arrayContaining(['Économie et gestion', 'Économie du développement']));

    await finder.getByRole('combobox', { name: 'Niveau' }).selectOption('master');
    await expect(page).toHaveURL('/programs?q=economie&level=master');
    await expect.poll(() => titles(page)).toEqual(['Économie du développement']);

    await finder.getByRole('searchbox', { name: 'Mot-clé' }).fill('');
    await finder.getByRole('combobox', { name: 'Niveau' }).selectOption('');
    await finder.getByRole('combobox', { name: 'Département' }).selectOption({ label: 'Santé' });
    const health = allProgrammes().filter((p) => p.department === 'sante');
    await expect(page.getByTestId('finder-result-title')).toHaveCount(health.length);

    await finder.getByRole('checkbox', { name: 'Seulement les diplômes accrédités par le CAMES' }).check();
    await expect(page).toHaveURL('/programs?department=sante&accredited=1');
    await expect(page.getByTestId('finder-count')).toHaveText(
      'Aucune formation ne correspond à votre recherche.',
    );

    // Reloading the shared URL restores the same state.
    await page.reload();
    await expectHydrated(page);
    await expect(finder.getByRole('checkbox')).toBeChecked();
    await expect(page.getByTestId('finder-count')).toHaveText(
      'Aucune formation ne correspond à votre recherche.',
    );

    await finder.getByRole('link', { name: 'Effacer les critères' }).click();
    await expect(page).toHaveURL('/programs');
    await expect(page.getByTestId('finder-result-title')).toHaveCount(0);
  });

  test('without JavaScript the form submits to the server-rendered results', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/programs');
    await page.getByRole('searchbox', { name: 'Mot-clé' }).fill('economie');
    await page.getByRole('combobox', { name: 'Niveau' }).selectOption('licence');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL('/programs/search?q=economie&level=licence&department=');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechercher une formation');
    expect(await titles(page)).toEqual(expect.arrayContaining(['Économie et gestion']));
    expect((await titles(page)).every((t) => !t.includes('développement'))).toBe(true);
    await expect(page.getByRole('searchbox', { name: 'Mot-clé' })).toHaveValue('economie');

    await page.getByRole('combobox', { name: 'Niveau' }).selectOption('');
    await page.getByRole('combobox', { name: 'Département' }).selectOption({ label: 'Sciences juridiques' });
    await page.getByRole('checkbox').check();
    await page.getByRole('searchbox', { name: 'Mot-clé' }).fill('');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL('/programs/search?q=&level=&department=sciences-juridiques&accredited=1');
    const expected = allProgrammes()
      .filter((p) => p.department === 'sciences-juridiques' && p.accredited)
      .map((p) => p.title.fr);
    expect((await titles(page)).sort()).toEqual(expected.sort());
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

    await page.goto('/en/programs/search?q=ECONOMICS&level=master');
    expect(await titles(page)).toEqual(['Development Economics']);
    await context.close();
  });
});
