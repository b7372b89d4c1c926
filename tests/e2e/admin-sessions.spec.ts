import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatOfficeDateTime } from '@/i18n/format';
import { createStaff, logIn, query, runCli } from './support/admin';

// Project 'admin' (playwright.config.ts): the staff server, on the test database reached directly.
// Each test makes accounts with the command-line tool and signs in several browsers: slow steps.
test.describe.configure({ timeout: 120_000 });

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const windowsFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A browser of its own (its own cookies), signed in to the account; without JavaScript by default. */
async function signedInBrowser(
  browser: Browser,
  email: string,
  password: string,
  options: { userAgent?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, ...options });
  const page = await context.newPage();
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);
  return page;
}

async function expectSignedOut(page: Page) {
  await page.goto('/admin/admissions');
  await expect(page).toHaveURL(/\/admin\/connexion$/);
}

test('the staff area shows the previous sign-in, and nothing on the first one', async ({ page }) => {
  const password = `pw-${randomUUID()}`;
  const email = createStaff(password);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);
  await expect(page.getByTestId('staff-email')).toHaveText(email);
  await expect(page.getByTestId('last-login')).toHaveCount(0);
  const [first] = await query<{ last_login_at: Date }>(
    'SELECT last_login_at FROM staff_users WHERE email = $1',
    [email],
  );

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/connexion\?done=logout$/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);
  // The sign-in before this one, not this one, in the office's time.
  await expect(page.getByTestId('last-login')).toHaveText(
    `Dernière connexion : ${formatOfficeDateTime(first!.last_login_at)}`,
  );
  await page.goto('/admin/contact');
  await expect(page.getByTestId('last-login')).toHaveText(
    `Dernière connexion : ${formatOfficeDateTime(first!.last_login_at)}`,
  );
});

test("a staff member sees where they are signed in and closes their other sessions, never someone else's", async ({
  browser,
  baseURL,
}) => {
  const password = `pw-${randomUUID()}`;
  const email = createStaff(password);
  const desk = await signedInBrowser(browser, email, password);
  const phone = await signedInBrowser(browser, email, password, { userAgent: androidChrome });
  const laptop = await signedInBrowser(browser, email, password, { userAgent: windowsFirefox });
  const colleagueEmail = createStaff(password);
  const colleague = await signedInBrowser(browser, colleagueEmail, password);

  await desk.getByRole('link', { name: 'Sessions ouvertes' }).click();
  await expect(desk).toHaveURL(/\/admin\/sessions$/);
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('Sessions ouvertes');
  const rows = desk.getByTestId('sessions').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('cette session');
  await expect(rows.first().getByRole('button')).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Chrome sur Android' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Firefox sur Windows' })).toHaveCount(1);
  // Only the short label is kept, never the browser's User-Agent header.
  const stored = await query<{ device: string }>(
    'SELECT s.device FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id WHERE u.email = $1',
    [email],
  );
  expect(stored.map((row) => row.device).sort()).toEqual([
    'Chrome sur Android',
    'Chrome sur Windows',
    'Firefox sur Windows',
  ]);

  await rows
    .filter({ hasText: 'Chrome sur Android' })
    .getByRole('button', { name: /^Fermer/ })
    .click();
  await expect(desk).toHaveURL(/\/admin\/sessions\?done=one$/);
  await expect(desk.getByTestId('sessions-notice')).toHaveText('La session a été fermée.');
  await expect(rows).toHaveCount(2);
  await expectSignedOut(phone);

  // Another account's session id, posted from this session: nothing closes, nothing says whose.
  const [theirs] = await query<{ id: string }>(
    'SELECT s.id FROM staff_sessions s JOIN staff_users u ON u.id = s.user_id WHERE u.email = $1',
    [colleagueEmail],
  );
  const forged = await desk.request.post('/admin/sessions/fermer', {
    form: { close: 'one', session: theirs!.id },
    headers: { Origin: baseURL! },
  });
  expect(forged.status()).toBe(200);
  expect(forged.url()).toMatch(/\/admin\/sessions\?done=none$/);
  expect(await forged.text()).not.toContain(colleagueEmail);
  // From another site: refused before anything is read.
  const crossSite = await desk.request.post('/admin/sessions/fermer', {
    form: { close: 'others' },
    headers: { Origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  await colleague.goto('/admin/contact');
  await expect(colleague).toHaveURL(/\/admin\/contact$/);
  await laptop.goto('/admin/contact');
  await expect(laptop).toHaveURL(/\/admin\/contact$/);

  await desk.reload();
  await desk.getByRole('button', { name: 'Fermer toutes les autres sessions' }).click();
  await expect(desk.getByTestId('sessions-notice')).toHaveText('1 autre session a été fermée.');
  await expect(rows).toHaveCount(1);
  await expect(desk.getByText("Aucune autre session n'est ouverte.")).toBeVisible();
  await expectSignedOut(laptop);
  await desk.goto('/admin/admissions');
  await expect(desk).toHaveURL(/\/admin\/admissions$/);
  await colleague.goto('/admin/admissions');
  await expect(colleague).toHaveURL(/\/admin\/admissions$/);
});

test('a disabled account is signed out at once and cannot sign in until enabled again', async ({
  browser,
}) => {
  const password = `pw-${randomUUID()}`;
  const email = createStaff(password);
  const page = await signedInBrowser(browser, email, password);

  const disabled = runCli(['admin:users', '--', 'disable', '--email', email]);
  expect(disabled.status).toBe(0);
  await expectSignedOut(page);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/connexion\?error=credentials$/);

  expect(runCli(['admin:users', '--', 'enable', '--email', email]).status).toBe(0);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);
});
