import { randomInt, randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createStaff, inboxRow, logIn, query } from './support/admin';
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

/** The inbox as the search box lists it for this text (the box is a plain GET form: its address). */
async function search(page: Page, text: string) {
  await page.goto(`/admin/admissions?q=${encodeURIComponent(text)}`);
}

/**
 * Three applications of one surname: Éloïse's two for the same programme, her number written with
 * and without Chad's code (possible duplicates), and Ahmat's, another number, in review.
 */
async function family() {
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
  return { surname, digits, spaced, first, second, other };
}

// One officer for the file's tests (one per worker): made with the CLI, as an operator makes one.
const password = `pw-${randomUUID()}`;
let officer: string;
test.beforeAll(() => {
  officer = createStaff(password);
});

test.beforeEach(async ({ page }) => {
  await logIn(page, officer, password);
  await expect(page).toHaveURL(/\/admin\/admissions/);
});

test('an officer finds an application by its reference, whole or in part, and by its phone written three ways', async ({
  page,
}) => {
  test.setTimeout(60_000); // Seven lists, on a server shared with the other specs.
  const { surname, digits, spaced, first, second } = await family();

  // Typed in the search box, as the office does.
  await page.getByLabel('Nom, e-mail, référence ou téléphone').fill(first.reference);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page.getByTestId('inbox-total')).toHaveText('1 demande');
  await expect(inboxRow(page, first.reference)).toBeVisible();

  await search(page, first.reference.toLowerCase().slice(0, -1));
  await expect(inboxRow(page, first.reference)).toBeVisible();

  // Both applications with that number, not the other.
  for (const text of [`+235 ${spaced}`, digits, `00235${digits}`]) {
    await search(page, text);
    await expect(page.getByTestId('inbox-total')).toHaveText('2 demandes');
    await expect(inboxRow(page, first.reference)).toBeVisible();
    await expect(inboxRow(page, second.reference)).toBeVisible();
  }

  // By name, accents and case ignored.
  await search(page, `eloise ${surname}`.toUpperCase());
  await expect(page.getByTestId('inbox-total')).toHaveText('2 demandes');
});

test('the counts per status follow the other filters, and each links to its status', async ({ page }) => {
  const { surname, other } = await family();
  await search(page, surname);
  const counts = page.getByTestId('status-counts');
  await expect(counts.getByRole('link', { name: 'Tous : 3' })).toBeVisible();
  await expect(counts.getByRole('link', { name: 'Nouveau : 2' })).toBeVisible();
  await expect(counts.getByRole('link', { name: "En cours d'examen : 1" })).toBeVisible();
  await expect(counts.getByRole('link', { name: 'Accepté : 0' })).toBeVisible();

  await counts.getByRole('link', { name: "En cours d'examen : 1" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${surname}&status=in_review$`));
  await expect(page.getByTestId('inbox-total')).toHaveText('1 demande');
  await expect(inboxRow(page, other.reference)).toBeVisible();
  // Counted under the other filters, not the status: the other statuses stay reachable.
  await expect(counts.getByRole('link', { name: 'Nouveau : 2' })).toBeVisible();
});

test('two applications with the same phone for the same programme are both flagged « doublon possible »', async ({
  page,
}) => {
  const { surname, first, second, other } = await family();
  await search(page, surname);
  for (const [item, twin] of [
    [first, second],
    [second, first],
  ] as const) {
    const marker = inboxRow(page, item.reference).getByTestId('duplicate-marker');
    await expect(marker).toContainText('doublon possible');
    await expect(marker.getByRole('link', { name: twin.reference })).toBeVisible();
  }
  await expect(inboxRow(page, other.reference).getByTestId('duplicate-marker')).toHaveCount(0);

  // On the application's page too, linking to the other.
  await page.goto(`/admin/admissions/${first.reference}`);
  const notice = page.getByTestId('duplicates');
  await expect(notice).toContainText('doublon possible');
  await notice.getByRole('link', { name: second.reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(second.reference);
});

test('an application is « non lu » until a staff member opens its page', async ({ page }) => {
  const { surname, first, second } = await family();
  await search(page, surname);
  for (const item of [first, second]) {
    await expect(inboxRow(page, item.reference).getByTestId('unread-marker')).toHaveText('non lu');
  }
  await expect(page.getByTestId('unread-count-admissions')).toContainText(/\d+ non lus?/);

  await inboxRow(page, first.reference).getByRole('link', { name: first.reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.reference);
  await search(page, surname);
  await expect(inboxRow(page, first.reference).getByTestId('unread-marker')).toHaveCount(0);
  await expect(inboxRow(page, second.reference).getByTestId('unread-marker')).toHaveText('non lu');
});
