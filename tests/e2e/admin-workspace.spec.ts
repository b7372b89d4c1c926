import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { statusLabels } from '@/lib/admin/labels';
import { createStaff, logIn } from './support/admin';
import { sendApplication } from './support/applications';

// Project 'admin' (playwright.config.ts): the staff server, on the test database reached directly.
// An officer's own work on the applications: internal notes, who is in charge, bulk changes.

// Each test sends applications, signs staff in and walks several pages: longer than the default on
// a busy machine.
test.describe.configure({ timeout: 120_000 });

async function signedInOfficer(page: Page): Promise<string> {
  const password = `pw-${randomUUID()}`;
  const email = createStaff(password);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/admissions/);
  return email;
}

test('an internal note shows with its author and time on the detail page, never on the tracking page', async ({
  page,
}) => {
  const { reference, email: applicantEmail } = await sendApplication(page.request);
  const officer = await signedInOfficer(page);

  await page.goto(`/admin/admissions/${reference}`);
  await expect(page.getByText('Aucune note.')).toBeVisible();
  const first = `Relevé de notes illisible, rappeler la candidate ${randomUUID().slice(0, 6)}.`;
  const second = `Rappelée : elle renvoie le relevé cette semaine ${randomUUID().slice(0, 6)}.`;
  for (const text of [first, second]) {
    await page.getByLabel('Nouvelle note').fill(text);
    await page.getByRole('button', { name: 'Ajouter la note' }).click();
    await expect(page.getByRole('status')).toHaveText('Note ajoutée.');
  }
  // Newest first, each with who wrote it and when (N'Djamena time, as the history shows it).
  const notes = page.getByTestId('notes').getByRole('listitem');
  await expect(notes).toHaveCount(2);
  await expect(notes.nth(0)).toContainText(second);
  await expect(notes.nth(0)).toContainText(`par ${officer}`);
  await expect(notes.nth(0).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(notes.nth(1)).toContainText(first);

  // A note of spaces only is refused with a sentence, and the page keeps everything else.
  await page.getByLabel('Nouvelle note').fill('   ');
  await page.getByRole('button', { name: 'Ajouter la note' }).click();
  await expect(page.locator('#note-problem')).toContainText('La note est vide');
  await expect(notes).toHaveCount(2);

  // The print view leaves the notes out unless asked for them.
  await page.getByRole('link', { name: 'Version imprimable' }).click();
  await expect(page.getByTestId('print-view')).toBeVisible();
  await expect(page.getByText(first)).toHaveCount(0);
  await page.getByRole('link', { name: 'Avec les notes internes' }).click();
  await expect(page.getByTestId('print-notes')).toContainText(first);
  await expect(page.getByTestId('print-notes')).toContainText(second);
  await page.goBack();
  await page.goBack();

  // The applicant, looking their application up, sees its status but none of the office's notes.
  const applicant = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
  await applicant.goto('/admissions/status');
  await applicant.getByLabel('Référence de la demande').fill(reference);
  await applicant.getByLabel('Adresse e-mail').fill(applicantEmail);
  await applicant.getByRole('button', { name: 'Voir où en est ma demande' }).click();
  const result = applicant.getByRole('region', { name: `Demande ${reference}` });
  await expect(result.getByTestId('tracking-status')).toHaveText('Reçue');
  await expect(applicant.getByText(first)).toHaveCount(0);
  await expect(applicant.getByText(second)).toHaveCount(0);
  expect(await applicant.content()).not.toContain('rappeler la candidate');
  await applicant.close();
});

test('an application given to a colleague is found under their « Mes dossiers »', async ({
  page,
  browser,
}) => {
  const { reference } = await sendApplication(page.request);
  const colleaguePassword = `pw-${randomUUID()}`;
  const colleague = createStaff(colleaguePassword);
  await signedInOfficer(page);

  await page.goto(`/admin/admissions/${reference}`);
  await expect(page.getByTestId('assignee')).toHaveText('personne');
  await page.getByLabel('Assigner à').selectOption({ label: colleague });
  await page.getByRole('button', { name: 'Assigner', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Responsable enregistré.');
  await expect(page.getByTestId('assignee')).toHaveText(colleague);

  // The colleague signs in and ticks « Mes dossiers »: this application, and only what is theirs.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const theirs = await context.newPage();
  await logIn(theirs, colleague, colleaguePassword);
  await expect(theirs).toHaveURL(/\/admin\/admissions/);
  await theirs.getByLabel('Mes dossiers').check();
  await theirs.getByRole('button', { name: 'Filtrer' }).click();
  await expect(theirs).toHaveURL(/[?&]mine=1/);
  await expect(theirs.getByTestId('inbox-total')).toHaveText('1 demande');
  const row = theirs.locator('tbody tr', { hasText: reference });
  await expect(row.getByTestId('row-assignee')).toHaveText(colleague);
  await context.close();

  // Anyone else's « Mes dossiers » does not list it.
  await page.goto('/admin/admissions?mine=1');
  await expect(page.getByTestId('inbox-total')).toHaveText('0 demande');
});

test('three applications ticked in the list change status at once, each with its own history line', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 8);
  const references: string[] = [];
  for (const n of [1, 2, 3]) {
    references.push(
      (await sendApplication(page.request, { email: `bulk${n}.${tag}@example.org` })).reference,
    );
  }
  const officer = await signedInOfficer(page);

  await page.goto(`/admin/admissions?q=${tag}`);
  await expect(page.getByTestId('inbox-total')).toHaveText('3 demandes');
  for (const reference of references) {
    await page.getByRole('checkbox', { name: `Sélectionner ${reference}` }).check();
  }
  await page.getByLabel('Nouveau statut').selectOption({ label: statusLabels.incomplete });
  await page.getByRole('button', { name: 'Changer le statut' }).click();

  // Back on the same filtered list, with a confirmation; every row moved.
  await expect(page.getByTestId('bulk-notice')).toHaveText('Statut changé pour 3 lignes.');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(page.locator('tbody tr', { hasText: statusLabels.incomplete })).toHaveCount(3);

  for (const reference of references) {
    await page.goto(`/admin/admissions/${reference}`);
    const history = page.getByTestId('status-history').getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText(
      `${statusLabels.new} → ${statusLabels.incomplete}, par ${officer}`,
    );
  }

  // « Tout sélectionner sur cette page » then « Assigner à »: every row of the page is theirs.
  await page.goto(`/admin/admissions?q=${tag}`);
  await page.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }).check();
  for (const reference of references) {
    await expect(page.getByRole('checkbox', { name: `Sélectionner ${reference}` })).toBeChecked();
  }
  await page.getByLabel('Membre du personnel').selectOption({ label: officer });
  await page.getByRole('button', { name: 'Assigner à' }).click();
  await expect(page.getByTestId('bulk-notice')).toHaveText('Responsable enregistré pour 3 lignes.');
  await page.goto(`/admin/admissions?q=${tag}&mine=1`);
  await expect(page.getByTestId('inbox-total')).toHaveText('3 demandes');

  // Nothing ticked: it says so, and changes nothing.
  await page.getByLabel('Nouveau statut').selectOption({ label: statusLabels.accepted });
  await page.getByRole('button', { name: 'Changer le statut' }).click();
  await expect(page.getByTestId('bulk-notice')).toContainText('Aucune ligne cochée');
  await expect(page.locator('tbody tr', { hasText: statusLabels.incomplete })).toHaveCount(3);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('« Tout sélectionner sur cette page » alone takes every row of the page; a cross-site post changes nothing', async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    const references: string[] = [];
    for (const n of [1, 2]) {
      references.push(
        (await sendApplication(page.request, { email: `nojs${n}.${tag}@example.org` })).reference,
      );
    }
    await signedInOfficer(page);

    // The same posts from another site (or with no Origin at all) are refused, whatever the cookie.
    const forged = { ref: references[0]!, action: 'status', status: 'refused' };
    for (const [path, form] of [
      ['/admin/admissions/lot', forged],
      [`/admin/admissions/${references[0]}/notes`, { note: 'forgée' }],
      [`/admin/admissions/${references[0]}/attribution`, { assignee: 'none' }],
    ] as const) {
      for (const headers of [{}, { Origin: 'https://evil.example' }] as Record<string, string>[]) {
        const answer = await page.request.post(path, { form, headers, maxRedirects: 0 });
        expect(answer.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }

    await page.goto(`/admin/admissions?q=${tag}`);
    await expect(page.getByTestId('inbox-total')).toHaveText('2 demandes');
    await expect(page.locator('tbody tr', { hasText: statusLabels.new })).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Tout sélectionner sur cette page' }).check();
    await page.getByLabel('Nouveau statut').selectOption({ label: statusLabels.waitlisted });
    await page.getByRole('button', { name: 'Changer le statut' }).click();
    await expect(page.getByTestId('bulk-notice')).toHaveText('Statut changé pour 2 lignes.');
    await expect(page.locator('tbody tr', { hasText: statusLabels.waitlisted })).toHaveCount(2);
  });
});
