import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { DocumentKind } from '@/lib/forms/document-rules';
import { catalogues } from '@/messages';
import {
  applicationsOf,
  documentsOf,
  DocumentsSection,
  expectNoDraftLeft,
  smallPdf,
} from './support/documents';
import { AdmissionFormPage, takeAPersonsTime } from './support/forms';
import { expectHydrated, openPage } from './support/site';

// Project 'admin' (playwright.config.ts): its server reaches the test database directly.
const fr = catalogues.fr;

function values() {
  return {
    fullName: 'Mahamat Nour Abdallah',
    email: `nour.${randomUUID().slice(0, 8)}@example.org`,
    phone: '+235 62 11 22 33',
    diploma: 'Licence en gestion (2024)',
    programType: 'master',
    program: 'management-ong',
    message: 'Envoyé depuis Abéché, où la connexion va et vient.',
  };
}

/**
 * Fills the form with one document, as a person does, and presses send without a connection.
 * `saved`: first waits until the service worker has saved the page for offline use.
 */
async function sendOffline(
  page: Page,
  context: BrowserContext,
  kind: DocumentKind,
  file: string,
  { saved = false } = {},
) {
  await openPage(page, '/admissions');
  if (saved) {
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), { timeout: 20_000 })
      .toBe(true);
  }
  const form = new AdmissionFormPage(page);
  await form.ready();
  const documents = new DocumentsSection(page);
  const applicant = values();
  await form.fill(applicant);
  await documents.attach(kind, file, 'application/pdf', smallPdf());
  await expect(documents.item(file)).toHaveAttribute('data-status', 'ready');
  await takeAPersonsTime();
  await context.setOffline(true);
  await form.submit.click();
  return { form, applicant };
}

/**
 * Once the application has gone: the receipt shows its reference and its one document sent, and
 * it is stored once, under that reference, with that file. Resolves with the stored row.
 */
async function expectStoredOnce(
  page: Page,
  email: string,
  file: string,
  { timeout }: { timeout?: number } = {},
) {
  const reference = page.getByTestId('application-reference');
  await expect(reference).toHaveText(/^ADM-/, { timeout });
  await expect(page.getByTestId('application-receipt').getByTestId('document-item')).toHaveAttribute(
    'data-status',
    'sent',
  );
  const stored = await applicationsOf(email);
  expect(stored).toHaveLength(1);
  await expect(reference).toHaveText(stored[0]!.reference);
  expect((await documentsOf(email)).map((d) => d.file_name)).toEqual([file]);
  return stored[0]!;
}

/** What a person's application is stored as: not suspected of being a robot's. */
const byAPerson = { reference: expect.stringMatching(/^ADM-/), suspected_reason: null };

test('an application sent without a connection says so, then is stored exactly once with its files when the connection returns', async ({
  page,
  context,
}) => {
  const { form, applicant } = await sendOffline(page, context, 'transcripts', 'releves.pdf');
  await expect(page.getByTestId('form-notice')).toHaveText(fr.ApplicationOutbox.offline);
  // Nothing is lost: the values stay in the form, nothing is stored yet.
  await expect(form.email).toHaveValue(applicant.email);
  expect(await applicationsOf(applicant.email)).toEqual([]);

  await context.setOffline(false);
  expect(await expectStoredOnce(page, applicant.email, 'releves.pdf')).toEqual(byAPerson);
  await expectNoDraftLeft(page);
  // Whichever of the page and the service worker sent it, it is there once.
  await page.waitForTimeout(1500);
  expect(await applicationsOf(applicant.email)).toHaveLength(1);
  expect(await documentsOf(applicant.email)).toHaveLength(1);
});

test('on a first visit, a reload without a connection after pressing send shows the form and its waiting application', async ({
  page,
  context,
}) => {
  // The form is the page this visitor landed on: it loaded before any service worker, and the
  // worker saves it when it installs.
  const { applicant } = await sendOffline(page, context, 'identity', 'piece.pdf', { saved: true });
  await expect(page.getByTestId('form-notice')).toHaveText(fr.ApplicationOutbox.offline);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(fr.Offline.title);
  await expect(page.locator('#admission-fullName')).toBeVisible();
  // It runs offline too (its scripts were saved with it): it says what waits on the device.
  await expectHydrated(page);
  await expect(page.getByTestId('form-notice')).toHaveText(fr.ApplicationOutbox.pending);

  // The service worker and the page both send it once the connection is back: stored once.
  await context.setOffline(false);
  expect(await expectStoredOnce(page, applicant.email, 'piece.pdf', { timeout: 20_000 })).toEqual(byAPerson);
  await expectNoDraftLeft(page);
});

test("an application kept offline when the page was closed goes on the next visit, judged a person's", async ({
  browser,
}) => {
  // No service worker here: this is the path of browsers without Background Sync.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    locale: 'fr-FR',
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  const { applicant } = await sendOffline(page, context, 'diploma', 'diplome.pdf');
  await expect(page.getByTestId('form-notice')).toHaveText(fr.ApplicationOutbox.offline);
  await page.close();

  await context.setOffline(false);
  const later = await context.newPage();
  await openPage(later, '/admissions');
  await expect(later.getByTestId('form-notice')).toHaveText(fr.ApplicationOutbox.pending);
  expect(await expectStoredOnce(later, applicant.email, 'diplome.pdf', { timeout: 20_000 })).toEqual(
    byAPerson,
  );
  await context.close();
});

test('a phone that cannot keep the application (storage full) is told so offline, and the open page sends it once the connection returns', async ({
  page,
  context,
}) => {
  // A full phone: every write to the browser's store succeeds as a request, then its transaction
  // is aborted, as a browser out of room does at commit.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      const request = put.apply(this, args);
      request.addEventListener('success', () => this.transaction.abort());
      return request;
    };
  });
  const { form, applicant } = await sendOffline(page, context, 'transcripts', 'releves.pdf');
  // Not "kept on this device": it is not, and closing the page would lose it.
  await expect(page.getByTestId('form-notice')).toHaveText(fr.ApplicationOutbox.offlineNotKept);
  await expect(form.email).toHaveValue(applicant.email);

  await context.setOffline(false);
  await expectStoredOnce(page, applicant.email, 'releves.pdf');
});
