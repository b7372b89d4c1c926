import { expect, test, type Page } from '@playwright/test';
import { applicationWindows } from '@/content/calendar';
import type { IsoDate } from '@/content/intake-types';
import { formatDay } from '@/i18n/format';
import { intakeDays } from '../support/intake-days';
import { sampleApplication } from '../support/sample-application';
import { startDayServer, type DayServer } from './support/day-server';
import { AdmissionFormPage, takeAPersonsTime } from './support/forms';

/*
 * The application window decides what the site says and does on the day it is read, although its
 * pages were rendered at build time. For each of three days (before, inside and after the rounds)
 * the browser's clock and the server's (INTAKE_TODAY) are set to that day: a server of the same
 * build is started for each day, on its own embedded database (the main server's database is
 * reachable only while the forms spec holds its proxy up), and pages, form, API, FAQ and
 * calendar.ics are read from it. tests/integration/intake-window.test.ts judges the endpoint on
 * more days (first and last of a round, between rounds).
 */

const [first] = applicationWindows('licence');
const last = applicationWindows('licence').at(-1)!;

/** The browser's clock at noon in N'Djamena (UTC+1) on `day`. */
async function setDay(page: Page, day: IsoDate) {
  await page.clock.setFixedTime(new Date(`${day}T11:00:00Z`));
}

interface Expected {
  /** What the admissions page, the home page and a programme's card say on that day. */
  line: (locale: 'fr' | 'en') => string;
  badge: string;
  /** Whether the form sends the application. */
  accepts: boolean;
}

const days: Record<'before' | 'inside' | 'after', Expected> = {
  before: {
    line: (l) =>
      (l === 'fr' ? 'Prochaine session de candidatures du ' : 'Next round of applications from ') +
      formatDay(first!.opens, l),
    badge: `Candidatures dès le ${formatDay(first!.opens, 'fr')}`,
    accepts: false,
  },
  inside: {
    line: (l) =>
      (l === 'fr' ? "Candidatures ouvertes jusqu'au " : 'Applications open until ') +
      formatDay(first!.closes, l),
    badge: 'Candidatures ouvertes',
    accepts: true,
  },
  after: {
    line: (l) => (l === 'fr' ? 'sont closes depuis le ' : 'closed on ') + formatDay(last.closes, l),
    badge: 'Candidatures closes',
    accepts: false,
  },
};

const mainPort = Number(process.env.E2E_PORT ?? 3100);
/** Each day's server. */
const ports = { before: mainPort + 30, inside: mainPort + 32, after: mainPort + 31 };

for (const [name, expected] of Object.entries(days) as [keyof typeof days, Expected][]) {
  test.describe(`on a day ${name} the window`, () => {
    const baseURL = `http://localhost:${ports[name]}`;
    test.describe.configure({ mode: 'serial' });
    test.use({ baseURL });
    let server: DayServer | undefined;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      server = await startDayServer(intakeDays[name], ports[name]);
    });
    test.afterAll(() => server?.stop());
    test.beforeEach(async ({ page }) => setDay(page, intakeDays[name]));

    test('the admissions page, the home page and the programme pages say where applications stand', async ({
      page,
    }) => {
      await page.goto('/admissions');
      await expect(page.locator('[data-window-status]')).toContainText(expected.line('fr'));
      await page.goto('/en/admissions');
      await expect(page.locator('[data-window-status]')).toContainText(expected.line('en'));
      await page.goto('/');
      await expect(page.locator('[data-next-deadline]')).toContainText(expected.line('fr'));
      await page.goto('/masters');
      await expect(page.locator('[data-programme-card]').first()).toContainText(expected.badge);
      await page.goto('/masters/management-ong');
      await expect(page.locator('[data-fees-card] [data-window]')).toContainText(expected.line('fr'));
    });

    test('the form sends the application, or refuses it with the dates and the contact form', async ({
      page,
    }) => {
      await page.goto('/admissions');
      const form = new AdmissionFormPage(page);
      await form.ready();
      await form.fill({ ...sampleApplication(), email: `window-${name}@example.org` });
      await takeAPersonsTime();
      await form.submit.click();
      const notice = page.getByTestId('form-notice');
      if (expected.accepts) {
        await expect(form.reference).toContainText('ADM-');
      } else {
        await expect(notice).toContainText(expected.line('fr').replace(/^.*(du |le )/, ''));
        await expect(
          notice.getByRole('link', { name: 'Écrire par le formulaire de contact' }),
        ).toHaveAttribute('href', '/contact');
        await expect(form.reference).toBeEmpty();
        // Nothing typed is lost.
        await expect(form.fullName).toHaveValue(sampleApplication().fullName);
      }
    });

    test('the API stores the application, or refuses it in the visitor’s language with the dates', async ({
      request,
    }) => {
      for (const locale of ['fr', 'en'] as const) {
        const response = await request.post('/api/admissions', {
          headers: { Origin: baseURL },
          data: { ...sampleApplication(), email: `api-${name}-${locale}@example.org`, locale },
        });
        if (expected.accepts) {
          expect(response.status()).toBe(201);
        } else {
          expect(response.status()).toBe(403);
          const { errors } = (await response.json()) as { errors: { form: string } };
          expect(errors.form).toContain(expected.line(locale).replace(/^.*(du |le |from |on )/, ''));
          expect(errors.form).toContain(locale === 'fr' ? 'formulaire de contact' : 'contact form');
        }
      }
    });

    test('the FAQ and the calendar file give the same rounds, true on any day', async ({ page, request }) => {
      await page.goto('/faq');
      const faq = page.locator('main');
      for (const window of applicationWindows('licence')) {
        await expect(faq).toContainText(formatDay(window.opens, 'fr'));
        await expect(faq).toContainText(formatDay(window.closes, 'fr'));
      }
      const ics = await (await request.get('/admissions/calendar.ics')).text();
      for (const window of applicationWindows('licence')) {
        expect(ics).toContain(`DTSTART;VALUE=DATE:${window.opens.replaceAll('-', '')}`);
        expect(ics).toContain(`DTSTART;VALUE=DATE:${window.closes.replaceAll('-', '')}`);
      }
    });

    test('a programme that admits no one this intake shows no deadline', async ({ page }) => {
      for (const path of ['/licences/sciences-economiques', '/licences/sciences-gestion']) {
        await page.goto(path);
        const card = page.locator('[data-fees-card]');
        await expect(card).toContainText("n'ouvre pas aux candidatures");
        await expect(card.locator('[data-window]')).toHaveCount(0);
        await expect(card).not.toContainText(formatDay(first!.closes, 'fr'));
      }
    });
  });
}

test('without JavaScript, the pages state the rounds, which holds on any day', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/admissions');
  const status = page.locator('[data-window-status]');
  for (const window of applicationWindows('licence')) {
    await expect(status).toContainText(formatDay(window.opens, 'fr'));
    await expect(status).toContainText(formatDay(window.closes, 'fr'));
  }
  await page.goto('/masters');
  await expect(page.locator('[data-programme-card]').first()).toContainText('Recrute pour la rentrée');
  await context.close();
});
