import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { catalogues } from '@/messages';
import {
  applicationsOf,
  documentsOf,
  DocumentsSection,
  executable,
  expectNoDraftLeft,
  phonePhoto,
  smallPdf,
  uploadCreating,
} from './support/documents';
import { createStaff, logIn } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { AdmissionFormPage, takeAPersonsTime } from './support/forms';
import { openPage } from './support/site';

// Project 'admin' (playwright.config.ts): its server reaches the test database directly.
const fr = catalogues.fr;

function values() {
  return {
    fullName: 'Hawa Abakar Issa',
    email: `hawa.${randomUUID().slice(0, 8)}@example.org`,
    phone: '+235 66 98 76 54',
    diploma: 'Baccalauréat série A4 (2025)',
    programType: 'licence',
    program: 'sciences-infirmieres',
    message: '',
  };
}

async function openForm(page: Page) {
  await openPage(page, '/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  return form;
}

test('a 4 MB phone photo is sent at 500 KB at most, with its progress shown, and stored with its name and size', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const photo = await phonePhoto();
  // The premise: a real phone photo's weight.
  expect(photo.length).toBeGreaterThan(3.5 * 1024 * 1024);
  expect(photo.length).toBeLessThan(5 * 1024 * 1024);

  const form = await openForm(page);
  const documents = new DocumentsSection(page);
  const applicant = values();
  await form.fill(applicant);
  await documents.attach('transcripts', 'releves-2025.jpg', 'image/jpeg', photo);
  const row = documents.item('releves-2025.jpg');
  await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });

  // The upload is held until its progress bar has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const uploads: Request[] = [];
  await page.route('**/api/admissions/uploads**', async (route) => {
    uploads.push(route.request());
    await held;
    await route.continue();
  });
  await takeAPersonsTime();
  await form.submit.click();

  const receipt = page.getByTestId('application-receipt');
  await expect(receipt.getByTestId('application-reference')).toHaveText(/^ADM-/);
  const sending = receipt.getByTestId('document-item').filter({ hasText: 'releves-2025.jpg' });
  await expect(sending).toHaveAttribute('data-status', 'uploading');
  await expect(sending.getByRole('progressbar')).toBeVisible();
  await expect(sending.getByTestId('document-status')).toHaveText(/^Envoi en cours : \d+ %$/);
  release();

  await expect(sending).toHaveAttribute('data-status', 'sent');
  await expect(sending.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  // One resumable upload, its bytes in pieces.
  expect(uploads.filter((request) => request.method() === 'POST')).toHaveLength(1);
  const sent = Buffer.concat(
    uploads.filter((request) => request.method() === 'PATCH').map((request) => request.postDataBuffer()!),
  );
  expect(sent.length).toBeLessThanOrEqual(500 * 1024);
  expect([...sent.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  const stored = await documentsOf(applicant.email);
  expect(stored).toEqual([
    { kind: 'transcripts', file_name: 'releves-2025.jpg', size: sent.length, media_type: 'image/jpeg' },
  ]);
  await expect(sending.getByTestId('document-status')).toContainText('Reçu');
  // Everything is stored: the draft and its files are erased.
  await expectNoDraftLeft(page);

  // The admissions office sees it on the application's page, with its name and size.
  const reference = (await receipt.getByTestId('application-reference').textContent())!;
  const password = `pw-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions/);
  await page.goto(`/admin/admissions/${reference}`);
  const staffRow = page.getByTestId('documents').locator('tr', { hasText: 'releves-2025.jpg' });
  await expect(staffRow).toContainText('Relevés de notes');
  const shown = (await staffRow.getByTestId('document-size').textContent()) ?? '';
  expect(shown).toMatch(/^\d+\u00a0Ko$/);
  expect(Number.parseInt(shown, 10)).toBe(Math.round(sent.length / 1024));
});

test('a 6 MB PDF and an executable renamed .pdf are refused with their messages, and never uploaded', async ({
  page,
}) => {
  const form = await openForm(page);
  const documents = new DocumentsSection(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/admissions/uploads')) uploads.push(request.url());
  });
  await documents.attach('diploma', 'scan-diplome.pdf', 'application/pdf', smallPdf(6 * 1024 * 1024));
  await documents.attach('identity', 'carte-identite.pdf', 'application/pdf', executable());

  const large = documents.item('scan-diplome.pdf');
  await expect(large).toHaveAttribute('data-status', 'refused');
  await expect(large.getByRole('alert')).toHaveText(fr.Documents.tooLarge);
  const renamed = documents.item('carte-identite.pdf');
  await expect(renamed).toHaveAttribute('data-status', 'refused');
  await expect(renamed.getByRole('alert')).toHaveText(fr.Documents.wrongType);

  // The application itself still goes, without them.
  const applicant = values();
  await form.fill(applicant);
  await takeAPersonsTime();
  await form.submit.click();
  await expect(page.getByTestId('application-reference')).toHaveText(/^ADM-/);
  expect(uploads).toEqual([]);
  expect(await documentsOf(applicant.email)).toEqual([]);
});

test('the server refuses what the browser let through: its message is shown in English', async ({ page }) => {
  await openPage(page, '/en/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  const documents = new DocumentsSection(page);
  const applicant = values();
  await form.fill(applicant);
  await documents.attach('identity', 'passport.pdf', 'application/pdf', smallPdf());
  await expect(documents.item('passport.pdf')).toHaveAttribute('data-status', 'ready');
  await page.route('**/api/admissions/uploads**', (route) =>
    route.fulfill({
      status: 415,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'wrongType', message: 'This file is neither a photo nor a PDF.' }),
    }),
  );
  await takeAPersonsTime();
  await form.submit.click();
  const row = page.getByTestId('application-receipt').getByTestId('document-item');
  await expect(row).toHaveAttribute('data-status', 'refused');
  await expect(row.getByRole('alert')).toHaveText('This file is neither a photo nor a PDF.');
});

test('a failed upload is retried alone, and the application is stored once', async ({ page }) => {
  const form = await openForm(page);
  const documents = new DocumentsSection(page);
  const applicant = values();
  await form.fill(applicant);
  await documents.attach('transcripts', 'releves.pdf', 'application/pdf', smallPdf());
  await documents.attach('identity', 'cni.pdf', 'application/pdf', smallPdf(30_000));
  await expect(documents.item('cni.pdf')).toHaveAttribute('data-status', 'ready');

  // cni.pdf's connection is lost, through every retry, until the visitor retries it herself.
  let cut = true;
  await page.route('**/api/admissions/uploads**', async (route) => {
    if (cut && uploadCreating(route.request()) === 'cni.pdf') {
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await takeAPersonsTime();
  await form.submit.click();
  const receipt = page.getByTestId('application-receipt');
  const failed = receipt.getByTestId('document-item').filter({ hasText: 'cni.pdf' });
  await expect(failed).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  cut = false;
  await expect(receipt.getByTestId('document-item').filter({ hasText: 'releves.pdf' })).toHaveAttribute(
    'data-status',
    'sent',
  );
  await failed.getByRole('button', { name: fr.Documents.retry }).click();
  await expect(failed).toHaveAttribute('data-status', 'sent');

  expect(await applicationsOf(applicant.email)).toHaveLength(1);
  expect((await documentsOf(applicant.email)).map((d) => d.file_name)).toEqual(['cni.pdf', 'releves.pdf']);
  await expectNoDraftLeft(page);
});

test('a reload between choosing the files and sending keeps them, and they are sent with the application', async ({
  page,
}) => {
  // Two files prepared, a reload, then the application and both uploads: a long journey.
  test.setTimeout(90_000);
  const form = await openForm(page);
  const documents = new DocumentsSection(page);
  const applicant = values();
  await form.fill(applicant);
  const png = await (
    await import('sharp')
  )
    .default({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  await documents.attach('identity', 'passeport.png', 'image/png', png);
  await documents.attach('diploma', 'diplome.pdf', 'application/pdf', smallPdf());
  await expect(documents.item('passeport.png')).toHaveAttribute('data-status', 'ready');
  await expect(documents.item('diplome.pdf')).toHaveAttribute('data-status', 'ready');
  // A file shows as ready once it is kept in IndexedDB: counted at once, not polled.
  const kept = await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('admission-draft')) return 0;
    return new Promise<number>((resolve, reject) => {
      const opened = indexedDB.open('admission-draft');
      opened.onerror = () => reject(opened.error);
      opened.onsuccess = () => {
        const db = opened.result;
        if (!db.objectStoreNames.contains('files')) return (db.close(), resolve(0));
        const counted = db.transaction('files').objectStore('files').count();
        counted.onsuccess = () => (db.close(), resolve(counted.result));
        counted.onerror = () => reject(counted.error);
      };
    });
  });
  expect(kept).toBe(2);
  // The text draft is saved a moment after typing.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('admission-form-draft')))
    .toContain(applicant.email);

  await page.reload();
  await form.ready();
  await expect(form.email).toHaveValue(applicant.email);
  await expect(documents.item('passeport.png')).toHaveAttribute('data-status', 'ready');
  await expect(documents.item('diplome.pdf')).toHaveAttribute('data-status', 'ready');

  await takeAPersonsTime();
  await form.submit.click();
  const receipt = page.getByTestId('application-receipt');
  await expect(receipt.getByTestId('document-item').filter({ hasText: 'passeport.png' })).toHaveAttribute(
    'data-status',
    'sent',
  );
  await expect(receipt.getByTestId('document-item').filter({ hasText: 'diplome.pdf' })).toHaveAttribute(
    'data-status',
    'sent',
  );
  const stored = await documentsOf(applicant.email);
  expect(stored.map((d) => [d.kind, d.file_name, d.size])).toEqual([
    ['diploma', 'diplome.pdf', 20_000],
    ['identity', 'passeport.png', png.length],
  ]);
  await expectNoDraftLeft(page);
});

test("an iPhone's HEIC photo this browser cannot decode is sent as it is, and stored as HEIC", async ({
  page,
}) => {
  // An ISO-BMFF file of brand heic (what an iPhone saves), 600 KB: above the photo target, so the
  // form tries to re-encode it, and Chromium cannot decode HEIC.
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  const heic = Buffer.concat([ftyp, randomBytes(600 * 1024)]);
  const form = await openForm(page);
  const documents = new DocumentsSection(page);
  const applicant = values();
  await form.fill(applicant);
  await documents.attach('identity', 'IMG_0042.HEIC', 'image/heic', heic);
  await expect(documents.item('IMG_0042.HEIC')).toHaveAttribute('data-status', 'ready');

  await takeAPersonsTime();
  await form.submit.click();
  const receipt = page.getByTestId('application-receipt');
  await expect(receipt.getByTestId('document-item').filter({ hasText: 'IMG_0042.HEIC' })).toHaveAttribute(
    'data-status',
    'sent',
  );
  const stored = await documentsOf(applicant.email);
  expect(stored).toEqual([
    { kind: 'identity', file_name: 'IMG_0042.HEIC', size: heic.length, media_type: 'image/heic' },
  ]);
});

test('the documents and the receipt pass the accessibility gate on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const form = await openForm(page);
  const documents = new DocumentsSection(page);
  const applicant = values();
  await form.fill(applicant);
  await documents.attach('transcripts', 'releves.pdf', 'application/pdf', smallPdf());
  await documents.attach('identity', 'cni.exe.pdf', 'application/pdf', executable());
  await expect(documents.item('releves.pdf')).toHaveAttribute('data-status', 'ready');
  await expect(documents.item('cni.exe.pdf')).toHaveAttribute('data-status', 'refused');
  await expect(page.getByText(fr.Documents.choose).first()).toBeVisible();
  await expectNoAxeViolations(page, 'documents: ready and refused');

  await takeAPersonsTime();
  await form.submit.click();
  const receipt = page.getByTestId('application-receipt');
  await expect(receipt.getByTestId('document-item').filter({ hasText: 'releves.pdf' })).toHaveAttribute(
    'data-status',
    'sent',
  );
  await expect(receipt.getByRole('link', { name: fr.ApplicationReceipt.track })).toHaveAttribute(
    'href',
    '/admissions/status',
  );
  await expectNoAxeViolations(page, 'receipt');
});
