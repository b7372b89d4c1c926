import { randomInt, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createStaff, logIn, query } from './support/admin';
import { uniqueEmail } from './support/applications';

// Project 'admin' (playwright.config.ts): the staff server, on the test database reached directly.

/** Crockford's base 32, as db/references.ts draws references from it. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function reference(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `ADM-2026-${code}`;
}

/** Letters only, so that a search for it finds this test's applications and nothing else. */
function word(): string {
  return Array.from({ length: 10 }, () => 'abcdefghjkmnpqrstvwxyz'[randomInt(22)]).join('');
}

interface Stored {
  reference: string;
  fullName: string;
  email: string;
  phone: string;
  status?: string;
  programme?: string;
}

/** Applications stored as the form stores them, without going through it: exact phones and statuses. */
async function store(applications: Stored[]) {
  for (const {
    reference,
    fullName,
    email,
    phone,
    status = 'new',
    programme = 'audit-controle-gestion',
  } of applications) {
    await query(
      `INSERT INTO admission_requests (reference, full_name, email, phone, diploma, program_type, program_slug,
         program_name, motivation_letter, status)
       VALUES ($1, $2, $3, $4, 'Baccalauréat', 'master', $5, 'Programme', 'Lettre', $6)`,
      [reference, fullName, email, phone, programme, status],
    );
  }
}

async function search(page: Page, text: string) {
  await page.goto('/admin/admissions');
  await page.getByLabel('Nom, e-mail, référence ou téléphone').fill(text);
  await page.getByRole('button', { name: 'Filtrer' }).click();
}

/** The list's row of this application (its own link is the cell's; a duplicate's sits in a marker). */
function rowOf(page: Page, reference: string) {
  return page.locator('tbody tr', { has: page.locator('td > a', { hasText: new RegExp(`^${reference}$`) }) });
}

test('an officer finds an application by reference or phone, sees it unread until opened, the counts per status and the possible duplicates', async ({
  page,
}) => {
  const surname = word();
  // Eight random digits after 6: a number no other test stores.
  const digits = `6${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const spaced = digits.replace(/(\d\d)(?=\d)/g, '$1 ');
  const first = {
    reference: reference(),
    fullName: `Éloïse ${surname}`,
    email: uniqueEmail('eloise'),
    phone: `+235 ${spaced}`,
  };
  // The same person again, the number written without the country code: a possible duplicate.
  const second = {
    reference: reference(),
    fullName: `Eloise ${surname}`,
    email: uniqueEmail('eloise'),
    phone: spaced,
  };
  const other = {
    reference: reference(),
    fullName: `Ahmat ${surname}`,
    email: uniqueEmail('ahmat'),
    phone: `+235 9${digits.slice(1)}`,
    status: 'in_review',
  };
  await store([first, second, other]);

  const password = `pw-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions/);

  // By reference, whole or in part, any case.
  for (const text of [first.reference, first.reference.toLowerCase().slice(0, -1)]) {
    await search(page, text);
    await expect(rowOf(page, first.reference)).toBeVisible();
  }

  // By phone, written three ways: both applications with that number, not the other.
  for (const text of [`+235 ${spaced}`, digits, `00235${digits}`]) {
    await search(page, text);
    await expect(page.getByTestId('inbox-total')).toHaveText('2 demandes');
    await expect(rowOf(page, first.reference)).toBeVisible();
    await expect(rowOf(page, second.reference)).toBeVisible();
  }

  // By name, accents ignored; the counts per status follow the search.
  await search(page, `eloise ${surname}`.toUpperCase());
  await expect(page.getByTestId('inbox-total')).toHaveText('2 demandes');
  await page.goto(`/admin/admissions?q=${surname}`);
  const counts = page.getByTestId('status-counts');
  await expect(counts.getByRole('link', { name: 'Tous : 3' })).toBeVisible();
  await expect(counts.getByRole('link', { name: 'Nouveau : 2' })).toBeVisible();
  await expect(counts.getByRole('link', { name: "En cours d'examen : 1" })).toBeVisible();
  await expect(counts.getByRole('link', { name: 'Accepté : 0' })).toBeVisible();
  await counts.getByRole('link', { name: "En cours d'examen : 1" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${surname}.*status=in_review|status=in_review.*q=${surname}`));
  await expect(page.getByTestId('inbox-total')).toHaveText('1 demande');
  await expect(rowOf(page, other.reference)).toBeVisible();
  // Counted under the other filters, not the status: the other statuses stay reachable.
  await expect(counts.getByRole('link', { name: 'Nouveau : 2' })).toBeVisible();

  // Both applications with the same number for the same programme are flagged, each linking to the other.
  await page.goto(`/admin/admissions?q=${surname}`);
  for (const [item, twin] of [
    [first, second],
    [second, first],
  ] as const) {
    const marker = rowOf(page, item.reference).getByTestId('duplicate-marker');
    await expect(marker).toContainText('doublon possible');
    await expect(marker.getByRole('link', { name: twin.reference })).toBeVisible();
  }
  await expect(rowOf(page, other.reference).getByTestId('duplicate-marker')).toHaveCount(0);

  // Unread until someone opens it.
  await expect(rowOf(page, first.reference).getByTestId('unread-marker')).toHaveText('non lu');
  await expect(page.getByTestId('unread-count-admissions')).toBeVisible();
  await rowOf(page, first.reference).getByRole('link', { name: first.reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.reference);
  const notice = page.getByTestId('duplicates');
  await expect(notice).toContainText('doublon possible');
  await notice.getByRole('link', { name: second.reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(second.reference);
  await page.goto(`/admin/admissions?q=${surname}`);
  await expect(rowOf(page, first.reference).getByTestId('unread-marker')).toHaveCount(0);
  await expect(rowOf(page, second.reference).getByTestId('unread-marker')).toHaveCount(0);
  await expect(rowOf(page, other.reference).getByTestId('unread-marker')).toHaveText('non lu');
});
