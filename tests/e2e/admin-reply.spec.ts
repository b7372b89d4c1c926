import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { isoOfficeDateTime } from '@/i18n/format';
import { statusLabels } from '@/lib/admin/labels';
import { createStaff, logIn, query } from './support/admin';
import { sendApplication, uploadDocument } from './support/applications';
import { parseCsv } from './support/csv';
import { smallPdf } from './support/documents';

// Project 'admin' (playwright.config.ts): the staff server, on the test database reached directly.

async function signIn(page: Page) {
  const password = `pw-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions/);
}

/** A link's `mailto:` address, subject and body, decoded. */
async function mailto(page: Page, name: string | RegExp) {
  const href = (await page.getByRole('link', { name, exact: true }).getAttribute('href'))!;
  expect(href).toMatch(/^mailto:/);
  const url = new URL(href);
  return { to: url.pathname, subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
}

test('the reply links carry the reference, answer in the language of the form and call the number normalised to +235', async ({
  page,
  request,
}) => {
  const english = await sendApplication(request, { locale: 'en', phone: '66.12-34 56' });
  const french = await sendApplication(request, { phone: '+33 6 12 34 56 78' });
  await signIn(page);

  await page.goto(`/admin/admissions/${english.reference}`);
  const reply = page.getByTestId('reply');
  const plain = await mailto(page, 'Répondre par e-mail');
  expect(plain.to).toBe(english.email);
  expect(plain.subject).toBe(`Your application ${english.reference}`);
  expect(plain.body).toMatch(/^Dear Achta Mahamat Saleh,/);
  await expect(reply.getByRole('link', { name: /^Appeler le/ })).toHaveAttribute('href', 'tel:+23566123456');
  await expect(reply.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/23566123456',
  );

  // A number outside Chad: a call as typed, no WhatsApp link, and why.
  await page.goto(`/admin/admissions/${french.reference}`);
  const frenchReply = await mailto(page, 'Répondre par e-mail');
  expect(frenchReply.subject).toBe(`Votre demande ${french.reference}`);
  expect(frenchReply.body).toMatch(/^Bonjour Achta Mahamat Saleh,/);
  await expect(page.getByRole('link', { name: /^Appeler le/ })).toHaveAttribute('href', 'tel:+33612345678');
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveCount(0);
  await expect(page.getByTestId('whatsapp-unavailable')).toHaveText(
    'Pas de lien WhatsApp : numéro hors du Tchad (+235).',
  );
});

test('a reply template edited by the office is the one the reply link fills, in the applicant language', async ({
  page,
  request,
}) => {
  const application = await sendApplication(request);
  await signIn(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Modèles de réponse' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modèles de réponse');
  await page.getByRole('link', { name: "Modifier « Invitation à l'entretien »" }).click();

  // A refused save keeps everything typed and says why, in French.
  const body = `Bonjour {nom},\n\nEntretien pour {programme} le lundi ${randomUUID().slice(0, 6)}.\n\nLe service`;
  await page.getByLabel('Message (français)').fill(body);
  await page.getByLabel('Objet (français)').fill('   ');
  await page.getByRole('button', { name: 'Enregistrer le modèle' }).click();
  // (Not the framework's route announcer, also an alert.)
  await expect(page.locator('main form').getByRole('alert')).toHaveText(
    "Le modèle n'a pas été enregistré : corrigez les champs signalés.",
  );
  await expect(page.getByText('Objet (français) : ce champ est obligatoire.')).toBeVisible();
  await expect(page.getByLabel('Message (français)')).toHaveValue(body);
  await expect(page.getByLabel('Objet (anglais)')).toHaveValue(
    'Your application {reference}: interview invitation',
  );

  await page.getByLabel('Objet (français)').fill('Entretien {reference} pour {nom}');
  await page.getByRole('button', { name: 'Enregistrer le modèle' }).click();
  await expect(page).toHaveURL(/\/admin\/modeles\?saved=interview$/);
  await expect(page.getByRole('status')).toHaveText("Modèle « Invitation à l'entretien » enregistré.");

  await page.goto(`/admin/admissions/${application.reference}`);
  await page.getByText('Répondre avec un modèle').click();
  const filled = await mailto(page, "Invitation à l'entretien");
  expect(filled.to).toBe(application.email);
  expect(filled.subject).toBe(`Entretien ${application.reference} pour Achta Mahamat Saleh`);
  const [programme] = await query<{ program_name: string }>(
    'SELECT program_name FROM admission_requests WHERE reference = $1',
    [application.reference],
  );
  expect(filled.body).toBe(
    body
      .replace('{nom}', 'Achta Mahamat Saleh')
      .replace('{programme}', programme!.program_name)
      .replace(/\n/g, '\r\n'),
  );
});

test('the print view holds every field of the application, its documents and its status history', async ({
  page,
  request,
}) => {
  const application = await sendApplication(request);
  expect(
    (
      await uploadDocument(request, application.uploadToken, {
        kind: 'transcripts',
        name: 'relevés.pdf',
        body: smallPdf(),
      })
    ).status(),
  ).toBe(201);
  await signIn(page);
  await page.goto(`/admin/admissions/${application.reference}`);
  await page.getByLabel('Statut').selectOption('in_review');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toHaveText('Statut enregistré.');

  await page.getByRole('link', { name: 'Version imprimable' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/admissions/${application.reference}/imprimer$`));
  const view = page.getByTestId('print-view');
  await expect(view.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  await expect(view.getByRole('heading', { level: 1 })).toContainText(application.reference);
  await expect(view.getByTestId('print-status')).toHaveText(statusLabels.in_review);

  const [row] = await query<Record<string, string>>('SELECT * FROM admission_requests WHERE reference = $1', [
    application.reference,
  ]);
  for (const [label, value] of [
    ['Nom complet', row!.full_name],
    ['E-mail', row!.email],
    ['Téléphone', row!.phone],
    ['Diplôme obtenu', row!.diploma],
    ['Type de programme', 'Master'],
    ['Programme', row!.program_name],
    ['Langue du formulaire', 'Français'],
  ] as const) {
    await expect(view.locator(`[data-field="${label}"]`)).toHaveText(value!);
  }
  await expect(view.getByTestId('submission-text')).toHaveText(row!.motivation_letter!);
  await expect(view.getByTestId('documents')).toContainText('relevés.pdf');
  await expect(view.getByTestId('document-checklist')).toContainText('Diplôme : manquant');
  await expect(view.getByTestId('status-history')).toContainText(
    `${statusLabels.new} → ${statusLabels.in_review}`,
  );
});

test('the Excel export holds the CSV export columns, with the phone as a text cell as typed and the date as a date', async ({
  page,
  request,
}) => {
  // Digits only: a spreadsheet would read it as a number, losing nothing here but a leading 0 elsewhere.
  const application = await sendApplication(request, { phone: '66123456' });
  await signIn(page);
  await page.goto(`/admin/admissions?q=${encodeURIComponent(application.email)}`);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en Excel (.xlsx)' }).click();
  const download = await xlsxDownload;
  expect(download.suggestedFilename()).toMatch(/^demandes-admission-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [sheet] = await readXlsxFile(readFileSync((await download.path())!));
  const [header, ...rows] = sheet!.data;

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporter en CSV' }).click();
  const [csvHeader, ...csvRows] = parseCsv(
    readFileSync((await (await csvDownload).path())!).toString('utf8'),
  );
  expect(header).toEqual(csvHeader);
  expect(rows).toHaveLength(1);
  expect(csvRows).toHaveLength(1);

  const cells = rows[0]!;
  const phone = cells[header!.indexOf('Téléphone')];
  expect(typeof phone).toBe('string');
  expect(phone).toBe('66123456');
  expect(cells[0]).toBe(application.reference);

  // The date is a date cell, in the office's time as the CSV writes it.
  const date = cells[header!.indexOf('Date')];
  expect(date).toBeInstanceOf(Date);
  const [{ created_at }] = (await query<{ created_at: Date }>(
    'SELECT created_at FROM admission_requests WHERE reference = $1',
    [application.reference],
  )) as [{ created_at: Date }];
  // A spreadsheet date is a fraction of a day: read back, 20:11 may come as 20:10:59.999.
  const minute = new Date(Math.round((date as unknown as Date).getTime() / 60_000) * 60_000);
  expect(minute.toISOString().slice(0, 16).replace('T', ' ')).toBe(isoOfficeDateTime(created_at));
  expect(csvRows[0]![1]).toBe(isoOfficeDateTime(created_at));
});
