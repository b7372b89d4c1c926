import { expect, test, type Page, type Route } from '@playwright/test';
import { sendApplication, uploadDocument } from './support/applications';
import { finishedRequests, transferredBytes } from './support/transfer';
import { phonePhoto, smallPdf, uploadCreating } from './support/documents';
import { openPage } from './support/site';

// Project 'admin' (playwright.config.ts): the lookups need applications in the database, which the
// staff server reaches directly (the main server's is cut now and then by the forms spec).

async function lookUp(
  page: Page,
  path: string,
  reference: string,
  email: string,
  labels: { reference: string; email: string; submit: string },
) {
  await page.goto(path);
  await page.getByLabel(labels.reference).fill(reference);
  await page.getByLabel(labels.email).fill(email);
  await page.getByRole('button', { name: labels.submit }).click();
}

const french = {
  reference: 'Référence de la demande',
  email: 'Adresse e-mail',
  submit: 'Voir où en est ma demande',
};
const english = {
  reference: 'Application reference',
  email: 'E-mail address',
  submit: 'See where my application stands',
};

test.describe('the tracking page', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('finds an application by reference and e-mail, in French, and says plainly when nothing matches', async ({
    page,
    request,
  }) => {
    const { reference, uploadToken, email } = await sendApplication(request);
    expect(
      (
        await uploadDocument(request, uploadToken, {
          kind: 'transcripts',
          name: 'releves.pdf',
          body: smallPdf(),
        })
      ).status(),
    ).toBe(201);

    await lookUp(page, '/admissions/status', reference.toLowerCase(), email.toUpperCase(), french);
    const result = page.getByRole('region', { name: `Demande ${reference}` });
    await expect(result.getByTestId('tracking-programme')).toHaveText('Audit et contrôle de gestion');
    await expect(result.getByRole('heading', { name: `Demande ${reference}` })).toBeFocused();
    await expect(result.getByTestId('tracking-status')).toHaveText('Reçue');
    await expect(result.getByTestId('tracking-history')).toContainText('Reçue');
    await expect(result.getByTestId('tracking-documents')).toContainText('Relevés de notes : releves.pdf');
    const missing = result.getByTestId('tracking-missing');
    await expect(missing.locator('li[data-kind]')).toHaveCount(2);
    await expect(missing).toContainText('Copie de votre diplôme');
    await expect(missing).toContainText("Pièce d'identité");
    // Nothing wider than a small phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await lookUp(page, '/admissions/status', reference, 'someone.else@example.org', french);
    await expect(page.getByRole('status')).toContainText(
      'Aucune demande ne correspond à cette référence et à cette adresse e-mail.',
    );
    await expect(page.getByTestId('tracking-programme')).toHaveCount(0);
  });

  test('answers in English on /en, found and not found', async ({ page, request }) => {
    const { reference, email } = await sendApplication(request, { locale: 'en' });
    await lookUp(page, '/en/admissions/status', reference, email, english);
    const result = page.getByRole('region', { name: `Application ${reference}` });
    await expect(result.getByTestId('tracking-programme')).toHaveText('Audit and Management Control');
    await expect(result.getByTestId('tracking-status')).toHaveText('Received');
    await expect(result).toContainText('No documents received yet.');

    await lookUp(page, '/en/admissions/status', 'ADM-2026-ZZZZZZ', email, english);
    await expect(page.getByRole('status')).toContainText(
      'No application matches this reference and e-mail address.',
    );
  });

  test('a missing document added on the tracking page moves to the received ones, with the focus, and stays there', async ({
    page,
    request,
  }) => {
    const { reference, email } = await sendApplication(request);
    await lookUp(page, '/admissions/status', reference, email, french);
    const missing = page.getByTestId('tracking-missing');
    const identity = missing.locator('li[data-kind="identity"] input[type="file"]');
    await identity.focus();
    await identity.setInputFiles({
      name: 'carte-identite.pdf',
      mimeType: 'application/pdf',
      buffer: smallPdf(30_000),
    });
    const received = page.getByTestId('tracking-documents');
    await expect(received.getByText("Pièce d'identité : carte-identite.pdf")).toBeFocused({
      timeout: 20_000,
    });
    await expect(missing.locator('li[data-kind]')).toHaveCount(2);
    await expect(missing.locator('li[data-kind="identity"]')).toHaveCount(0);

    // Looked up again (another visit), the file is there and no longer missing.
    await lookUp(page, '/admissions/status', reference, email, french);
    await expect(received).toContainText('carte-identite.pdf');
    await expect(missing.locator('li[data-kind="identity"]')).toHaveCount(0);
  });

  test('a kind stays among the missing ones until every file picked for it has arrived; with all in, none is missing', async ({
    page,
    request,
  }) => {
    const { reference, email } = await sendApplication(request);
    await lookUp(page, '/admissions/status', reference, email, french);
    // The second transcript's upload is cut, through every retry, as a dead connection would.
    let cut = true;
    await page.route('**/api/admissions/uploads**', (route) => {
      if (!cut || uploadCreating(route.request()) !== 'releve-2.pdf') return route.continue();
      return route.abort('connectionreset');
    });
    const missing = page.getByTestId('tracking-missing');
    const received = page.getByTestId('tracking-documents');
    const transcripts = missing.locator('li[data-kind="transcripts"]');
    await transcripts.locator('input[type="file"]').setInputFiles(
      ['releve-1.pdf', 'releve-2.pdf'].map((name) => ({
        name,
        mimeType: 'application/pdf',
        buffer: smallPdf(),
      })),
    );
    const retry = transcripts.getByRole('button', { name: 'Réessayer' });
    await expect(retry).toBeVisible({ timeout: 20_000 });
    await expect(received).toContainText('Relevés de notes : releve-1.pdf');
    await expect(transcripts.getByTestId('document-item')).toHaveCount(2);

    cut = false;
    await retry.click();
    await expect(transcripts).toHaveCount(0, { timeout: 20_000 });
    await expect(received).toContainText('Relevés de notes : releve-2.pdf');
    await expect(received.getByText('releve-2.pdf')).toBeFocused();

    for (const [kind, name] of [
      ['diploma', 'diplome.pdf'],
      ['identity', 'carte.pdf'],
    ] as const) {
      await missing.locator(`li[data-kind="${kind}"] input[type="file"]`).setInputFiles({
        name,
        mimeType: 'application/pdf',
        buffer: smallPdf(),
      });
      await expect(received).toContainText(name, { timeout: 20_000 });
    }
    await expect(missing).toHaveCount(0);
    await expect(page.getByTestId('tracking-none-missing')).toHaveText(
      'Tous les documents demandés ont été reçus.',
    );
  });

  test('a photo removed while it is being made lighter is not sent; the file picked with it is', async ({
    page,
    request,
  }) => {
    // A slow phone takes seconds to decode a photo: here, until the test says so, and then it
    // fails (the photo would go as it is: quicker to wait for than its re-encoding).
    await page.addInitScript(() => {
      const slow = window as unknown as { finishDecoding?: () => void };
      window.createImageBitmap = (() =>
        new Promise<ImageBitmap>((_, reject) => {
          slow.finishDecoding = () => reject(new DOMException('Not decoded', 'InvalidStateError'));
        })) as typeof window.createImageBitmap;
    });
    const { reference, email } = await sendApplication(request);
    await lookUp(page, '/admissions/status', reference, email, french);
    const uploads: string[] = [];
    page.on('request', (r) => {
      const name = uploadCreating(r);
      if (name) uploads.push(name);
    });
    const identity = page.getByTestId('tracking-missing').locator('li[data-kind="identity"]');
    await identity.locator('input[type="file"]').setInputFiles([
      { name: 'photo-carte.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() },
      { name: 'carte-identite.pdf', mimeType: 'application/pdf', buffer: smallPdf() },
    ]);
    const photo = identity.getByTestId('document-item').filter({ hasText: 'photo-carte.jpg' });
    await expect(photo).toHaveAttribute('data-status', 'preparing');
    await page.waitForFunction(() => 'finishDecoding' in window);
    await photo.getByRole('button', { name: 'Retirer' }).click();
    await expect(photo).toHaveCount(0);
    await page.evaluate(() => (window as unknown as { finishDecoding: () => void }).finishDecoding());

    // The files go one after the other: once the second is in, the first would have gone.
    await expect(page.getByTestId('tracking-documents')).toContainText('carte-identite.pdf', {
      timeout: 20_000,
    });
    expect(uploads).toEqual(['carte-identite.pdf']);
    await expect(page.getByTestId('tracking-documents')).not.toContainText('photo-carte');
    await expect(identity).toHaveCount(0);
  });
});

test('before its scripts run, the lookup sends nothing and keeps the e-mail out of the address; then it works', async ({
  page,
  request,
}) => {
  const { reference, email } = await sendApplication(request);
  const held: Route[] = [];
  let release = false;
  await page.route('**/_next/static/chunks/**/*.js', (route) =>
    release ? route.continue() : void held.push(route),
  );
  // Not to the load event: the loader may insert the held scripts before it, and they hold it.
  await page.goto('/admissions/status', { waitUntil: 'commit' });
  await page.getByLabel(french.reference).fill(reference);
  await page.getByLabel(french.email).fill(email);
  const send = page.getByRole('button', { name: french.submit });
  await expect(send).toBeDisabled();
  await page.getByLabel(french.email).press('Enter');
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel(french.email)).toHaveValue(email);

  release = true;
  for (const route of held) await route.continue();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(
    page.getByRole('region', { name: `Demande ${reference}` }).getByTestId('tracking-status'),
  ).toHaveText('Reçue');
});

test('the admissions page links to the tracking page', async ({ page }) => {
  await page.goto('/admissions');
  await page.getByRole('link', { name: 'Suivre ma demande' }).first().click();
  await expect(page).toHaveURL(/\/admissions\/status$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suivre ma demande');
});

test("the tracking page's first-load scripts weigh at most 15 kB more than a plain content page's", async ({
  browser,
}) => {
  const scriptBytes = async (path: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests = finishedRequests(page);
    // The start-up scripts come after the first paint: counted once the page has hydrated and
    // its network is idle (a busy machine can paint later than the load event's idle window).
    await openPage(page, path);
    await page.waitForLoadState('networkidle');
    const bytes = await transferredBytes(requests.filter((request) => request.resourceType() === 'script'));
    await context.close();
    return bytes;
  };
  // The legal notice: a page with no script of its own, only the layout's (Next's floor here).
  const floor = await scriptBytes('/legal-notice');
  const tracking = await scriptBytes('/admissions/status');
  console.log(`First-load scripts: /legal-notice ${floor} B, /admissions/status ${tracking} B`);
  expect(tracking).toBeGreaterThan(floor);
  expect(tracking - floor).toBeLessThanOrEqual(15 * 1024);
});
