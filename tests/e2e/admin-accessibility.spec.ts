import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createStaff, failConfirmation, inboxRow, logIn } from './support/admin';
import { sendApplication, uploadDocument } from './support/applications';
import { axeViolations } from './support/axe';
import { smallPdf } from './support/documents';

// Project 'admin' (playwright.config.ts): the staff server, on the test database reached directly.
// The admissions office works in the staff area all day, some of it on a phone or with a screen
// reader: its pages are held to the public site's bar (WCAG 2.2 AA), at desktop and phone widths.

test.describe.configure({ timeout: 120_000 });

const widths = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } } as const;

for (const [name, viewport] of Object.entries(widths)) {
  test(`axe: every staff page at ${name} width has no WCAG 2.2 AA violation`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { reference, uploadToken } = await sendApplication(page.request);
    const upload = await uploadDocument(page.request, uploadToken, {
      kind: 'transcripts',
      name: 'releves.pdf',
      body: smallPdf(),
    });
    expect(upload.status()).toBe(201);
    await failConfirmation(reference);

    const failures: string[] = [];
    const check = async (path: string) => {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      failures.push(...(await axeViolations(page)).map((line) => `${path}: ${line}`));
    };

    await check('/admin/connexion');
    const password = `pw-${randomUUID()}`;
    await logIn(page, createStaff(password), password);
    for (const path of [
      '/admin/admissions',
      `/admin/admissions/${reference}`,
      `/admin/admissions/${reference}/imprimer`,
      '/admin/contact',
      '/admin/modeles',
      '/admin/sessions',
      '/admin/courriels',
    ])
      await check(path);
    await page.goto('/admin/modeles');
    const template = await page.locator('main a[href^="/admin/modeles/"]').first().getAttribute('href');
    await check(template!);

    expect(failures, `axe violations at ${name} width`).toEqual([]);
  });
}

test('on a phone, the staff pages fit the screen: short rows in the list, a long run of duplicates cut short, an application and its print view without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize(widths.phone);
  // Four applications from one phone number for one programme: each is a duplicate of three.
  const phone = `+235 6${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const sent = [];
  for (let i = 0; i < 3; i++) sent.push(await sendApplication(page.request, { phone }));
  // The newest with an e-mail address longer than a phone's line, and a document.
  const email = `mahamat.abdelkerim.youssouf.${randomUUID().slice(0, 8)}@etudiants-universite.example`;
  sent.push(await sendApplication(page.request, { phone, email }));
  const upload = await uploadDocument(page.request, sent.at(-1)!.uploadToken, {
    kind: 'transcripts',
    name: 'releves-de-notes-du-baccalaureat-serie-D.pdf',
    body: smallPdf(),
  });
  expect(upload.status()).toBe(201);
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  const password = `pw-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await page.goto('/admin/admissions');

  expect(await pageWidth()).toBeLessThanOrEqual(375);
  const heights = await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.clientHeight));
  expect(heights.length).toBeGreaterThan(0);
  // A few lines each: not an e-mail address broken a letter a line, nor every duplicate listed.
  expect(Math.max(...heights)).toBeLessThan(120);

  const newest = sent.at(-1)!.reference;
  const marker = inboxRow(page, newest).getByTestId('duplicate-marker');
  await expect(marker.getByRole('link')).toHaveCount(2);
  await expect(marker).toContainText('et 1 autre');
  // The application's own page lists all three, and wraps them; its documents' table scrolls in
  // its own region. Neither it nor its print view scrolls sideways.
  await page.goto(`/admin/admissions/${newest}`);
  await expect(page.getByTestId('duplicate-marker').getByRole('link')).toHaveCount(3);
  await expect(page.getByTestId('documents')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  await page.goto(`/admin/admissions/${newest}/imprimer`);
  await expect(page.getByTestId('documents')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(375);
});
