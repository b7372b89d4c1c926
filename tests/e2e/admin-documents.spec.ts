import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createStaff, logIn, query } from './support/admin';
import { sendApplication, uploadDocument } from './support/applications';
import { smallPdf } from './support/documents';

// Project 'admin' (playwright.config.ts): the staff server, on the test database reached directly.

test("an application's documents are listed on its detail page with name and size, and download for staff only", async ({
  page,
  request,
  playwright,
}) => {
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
  await expect(row.getByTestId('document-size')).toHaveText('48 Ko');

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
  expect(refused.headers()['location']).toMatch(/\/admin\/login$/);
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
