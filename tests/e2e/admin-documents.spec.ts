import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { createStaff, logIn, query } from './support/admin';
import { sendApplication, uploadDocument } from './support/applications';
import { smallPdf } from './support/documents';

// Project 'admin' (playwright.config.ts): the staff server, on the test database reached directly.

test("an application's documents are listed on its detail page with name and size, and download for staff only", async ({
  page,
  request,
  playwright,
}) => {
  // An application, its uploads, a staff login and two downloads in two browser contexts.
  test.setTimeout(60_000);
  const { reference, uploadToken } = await sendApplication(request);
  const stored = await uploadDocument(request, uploadToken, {
    kind: 'diploma',
    name: 'diplôme licence.pdf',
    body: smallPdf(48 * 1024),
  });
  expect(stored.status()).toBe(201);

  // A staff account made the way an operator makes one, then its login.
  const password = `pw-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions/);

  await page.goto(`/admin/admissions/${reference}`);
  const row = page.getByTestId('documents').locator('tr', { hasText: 'diplôme licence.pdf' });
  await expect(row).toContainText('Diplôme');
  await expect(row).toContainText('PDF');
  await expect(row.getByTestId('document-size')).toHaveText('48\u00a0Ko');

  const link = row.getByRole('link', { name: 'diplôme licence.pdf' });
  const href = (await link.getAttribute('href'))!;
  const download = await Promise.all([page.waitForEvent('download'), link.click()]).then(([d]) => d);
  expect(download.suggestedFilename()).toBe('diplôme licence.pdf');
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Without a staff session: the login page, never the file.
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const refused = await anonymous.get(href, { maxRedirects: 0 });
  expect([303, 307]).toContain(refused.status());
  expect(refused.headers()['location']).toMatch(/\/admin\/connexion$/);
  await anonymous.dispose();

  // The status form offers to tell the applicant; ticked, the e-mail is queued for them.
  await page.getByLabel('Statut').selectOption('in_review');
  await page.getByLabel(/Informer le candidat par e-mail/).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText('Statut enregistré.');
  const queued = await query<{ kind: string; status: string }>(
    `SELECT m.kind, m.status FROM mail_outbox m JOIN admission_requests a ON a.id = m.admission_request_id
      WHERE a.reference = $1 AND m.kind = 'status'`,
    [reference],
  );
  expect(queued).toEqual([{ kind: 'status', status: 'in_review' }]);
});

test('a photo of a document shows as a thumbnail, served inline but still sandboxed; a PDF never inline; the checklist says what is missing', async ({
  page,
  request,
}) => {
  const { reference, uploadToken } = await sendApplication(request);
  const photo = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  expect(
    (
      await uploadDocument(request, uploadToken, { kind: 'identity', name: 'carte.png', body: photo })
    ).status(),
  ).toBe(201);
  expect(
    (
      await uploadDocument(request, uploadToken, { kind: 'diploma', name: 'diplôme.pdf', body: smallPdf() })
    ).status(),
  ).toBe(201);

  const password = `pw-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions/);
  await page.goto(`/admin/admissions/${reference}`);

  const checklist = page.getByTestId('document-checklist');
  await expect(checklist.locator('[data-kind="transcripts"]')).toHaveText('Relevés de notes : manquant');
  await expect(checklist.locator('[data-kind="diploma"]')).toHaveText('Diplôme : ✓ reçu');
  await expect(checklist.locator('[data-kind="identity"]')).toHaveText("Pièce d'identité : ✓ reçu");

  const thumbnail = page.getByRole('img', { name: 'Aperçu de carte.png' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await expect(page.getByRole('img', { name: 'Aperçu de diplôme.pdf' })).toHaveCount(0);

  const inline = await page.request.get((await thumbnail.getAttribute('src'))!);
  expect(inline.status()).toBe(200);
  expect(inline.headers()['content-type']).toBe('image/png');
  expect(inline.headers()['content-disposition']).toMatch(/^inline;/);
  expect(inline.headers()['x-content-type-options']).toBe('nosniff');
  expect(inline.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");

  // Asked inline, a PDF still comes as a download.
  const pdfHref = (await page.getByRole('link', { name: 'diplôme.pdf' }).getAttribute('href'))!;
  const pdf = await page.request.get(`${pdfHref}?inline=1`);
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(pdf.headers()['content-security-policy']).toBe("sandbox; default-src 'none'");
});
