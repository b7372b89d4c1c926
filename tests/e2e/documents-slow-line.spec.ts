import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { createStaff, logIn, query } from './support/admin';
import { documentsOf, DocumentsSection, expectNoDraftLeft } from './support/documents';
import { AdmissionFormPage, takeAPersonsTime } from './support/forms';
import { openPage } from './support/site';

// Project 'admin' (playwright.config.ts): its server reaches the test database directly.

/** ≈ 256 kbit/s each way, with a mobile network's latency. */
const slowLine = { latency: 150, downloadThroughput: 32_000, uploadThroughput: 32_000 };

async function throttle(session: CDPSession, offline = false) {
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', { offline, ...slowLine });
}

/** Bytes the server holds of this applicant's unfinished upload (0 before it begins). */
async function heldBytes(email: string): Promise<number> {
  const rows = await query<{ offset: number }>(
    `SELECT u."offset" FROM document_uploads u JOIN admission_requests a ON a.id = u.admission_request_id
      WHERE a.email = $1`,
    [email],
  );
  return rows[0]?.offset ?? 0;
}

/** The connection drops for a few seconds mid-file, as it does on a bus between two towers. */
async function cut(page: Page, session: CDPSession, email: string) {
  const before = await heldBytes(email);
  await throttle(session, true);
  await page.waitForTimeout(3000);
  // Nothing of a file on its way is shown to staff: no document row until it is whole.
  expect(await documentsOf(email)).toEqual([]);
  await throttle(session);
  return before;
}

test('a 5 MB PDF sent over a 256 kbit/s line cut twice and by a reload arrives whole, once, and staff download the same bytes', async ({
  page,
}) => {
  test.setTimeout(8 * 60_000);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5_000_000 - 9)]);
  const checksum = createHash('sha256').update(pdf).digest('hex');
  const email = `zara.${randomUUID().slice(0, 8)}@example.org`;

  await openPage(page, '/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  await form.fill({
    fullName: 'Zara Mahamat Nour',
    email,
    phone: '+235 66 12 34 56',
    diploma: 'Baccalauréat série C (2025)',
    programType: 'licence',
    program: 'sciences-infirmieres',
    message: '',
  });
  const documents = new DocumentsSection(page);
  await documents.attach('transcripts', 'releves-2025.pdf', 'application/pdf', pdf);
  await expect(documents.item('releves-2025.pdf')).toHaveAttribute('data-status', 'ready');

  // Every request of the upload, by method, with the offset it started from; and those cut.
  const requests: { method: string; offset: number }[] = [];
  let failed = 0;
  page.on('request', (request) => {
    if (!request.url().includes('/api/admissions/uploads')) return;
    requests.push({ method: request.method(), offset: Number(request.headers()['upload-offset'] ?? 0) });
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/admissions/uploads')) failed++;
  });

  const session = await page.context().newCDPSession(page);
  await throttle(session);
  await takeAPersonsTime();
  await form.submit.click();
  const receipt = page.getByTestId('application-receipt');
  await expect(receipt.getByTestId('application-reference')).toHaveText(/^ADM-/, { timeout: 30_000 });
  const reference = (await receipt.getByTestId('application-reference').textContent())!;
  const item = receipt.getByTestId('document-item').filter({ hasText: 'releves-2025.pdf' });

  // Cut twice mid-file: each time the upload goes on from the bytes the server holds.
  const stages = [1_000_000, 2_200_000];
  const heldAtCuts: number[] = [];
  for (const stage of stages) {
    await expect.poll(() => heldBytes(email), { timeout: 120_000, intervals: [1000] }).toBeGreaterThan(stage);
    heldAtCuts.push(await cut(page, session, email));
  }
  // The progress shown is what the server holds, not what left the phone.
  await expect(item).toHaveAttribute('data-status', 'uploading', { timeout: 30_000 });
  const shown = Number(await item.getByRole('progressbar').getAttribute('aria-valuenow'));
  expect(shown).toBeLessThanOrEqual(Math.ceil(((await heldBytes(email)) / pdf.length) * 100));

  // Then the page is reloaded: the kept file resumes where the server stopped.
  await expect
    .poll(() => heldBytes(email), { timeout: 120_000, intervals: [1000] })
    .toBeGreaterThan(3_400_000);
  const heldAtReload = await heldBytes(email);
  expect(await documentsOf(email)).toEqual([]);
  await page.reload();
  await throttle(session);
  await form.ready();
  await expect(
    page
      .getByTestId('application-receipt')
      .getByTestId('document-item')
      .filter({ hasText: 'releves-2025.pdf' }),
  ).toHaveAttribute('data-status', 'sent', { timeout: 180_000 });
  await expectNoDraftLeft(page);

  // The cuts did cut requests mid-file (the reload may cut one more).
  expect(failed).toBeGreaterThanOrEqual(2);
  // One upload was created, and every resumption started at or after the bytes held before it.
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  const patches = requests.filter((r) => r.method === 'PATCH').map((r) => r.offset);
  for (const held of [...heldAtCuts, heldAtReload]) {
    expect(patches.some((offset) => offset >= held && offset < held + 200_000)).toBe(true);
  }
  expect(patches.filter((offset) => offset === 0)).toHaveLength(1);

  // Once: one document, the same bytes.
  const stored = await query<{ size: number; sha256: string; computed: string }>(
    `SELECT d.size, d.sha256, encode(sha256(d.content), 'hex') AS computed FROM application_documents d
       JOIN admission_requests a ON a.id = d.admission_request_id WHERE a.email = $1`,
    [email],
  );
  expect(stored).toEqual([{ size: pdf.length, sha256: checksum, computed: checksum }]);
  expect(
    await query(
      'SELECT 1 FROM document_upload_chunks c JOIN document_uploads u ON u.id = c.upload_id JOIN admission_requests a ON a.id = u.admission_request_id WHERE a.email = $1',
      [email],
    ),
  ).toEqual([]);

  // Staff download it from the application's page: the same bytes.
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const password = `pw-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions/);
  await page.goto(`/admin/admissions/${reference}`);
  const link = page.getByTestId('documents').getByRole('link', { name: 'releves-2025.pdf' });
  const href = (await link.getAttribute('href'))!;
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('filename="releves-2025.pdf"');
  expect(
    createHash('sha256')
      .update(await download.body())
      .digest('hex'),
  ).toBe(checksum);
});
