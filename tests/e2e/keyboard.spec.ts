import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogues } from '@/messages';
import { AdmissionFormPage, ContactFormPage } from './support/forms';
import { localized, openPage } from './support/site';
import type { Locale } from '@/i18n/locales';

/*
 * A visitor with a keyboard only: every move is Tab, Shift+Tab, Enter, Space, an arrow key or
 * typed text. No click, no fill(), no focus() from the test.
 */

/** Presses `key` until `target` has the focus; fails if it is not reached within `max` presses. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} within ${max} presses`).toBeFocused();
}

/** Moves a focused, closed <select> with the arrow keys until it shows `value`. */
async function arrowToOption(page: Page, select: Locator, value: string) {
  await expect(select).toBeFocused();
  const count = await select.locator('option').count();
  for (let i = 0; i < count && (await select.inputValue()) !== value; i++)
    await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

const unique = () => randomUUID().slice(0, 8);

/**
 * Answers the form's POST here and returns what the browser sent. Storage is the forms spec's
 * business (which also cuts the database for the rest of the run, so a real post from another
 * file could meet a 503); this spec checks what the keyboard alone can do and send.
 */
async function answerPost(page: Page, endpoint: string, reference: string) {
  const sent: Record<string, unknown>[] = [];
  await page.route(endpoint, async (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ reference }),
    });
  });
  return sent;
}

/** What a keyboard-only applicant types and picks in the admission form. */
type KeyboardApplication = {
  fullName: string;
  email: string;
  phone: string;
  diploma: string;
  program: string;
  message?: string;
};

/**
 * The admission form of `locale`, filled and sent with the keyboard alone: the skip link first
 * (Tab order follows the reading order, right to left too), Shift+Tab back to correct a field, the
 * choices walked with the arrows, Enter on the send button. Returns what the browser sent.
 */
async function sendAdmissionByKeyboard(
  page: Page,
  locale: Locale,
  values: KeyboardApplication,
  reference: string,
) {
  const sent = await answerPost(page, '**/api/admissions', reference);
  await openPage(page, localized(locale, '/admissions'));
  const form = new AdmissionFormPage(page);
  await form.ready();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: catalogues[locale].SkipLink.label })).toBeFocused();
  await page.keyboard.press('Enter');
  await pressUntilFocused(page, form.fullName);
  await typeInto(page, form.fullName, values.fullName);
  await page.keyboard.press('Tab');
  await typeInto(page, form.email, values.email);
  await page.keyboard.press('Tab');
  await typeInto(page, form.phone, values.phone);
  // Shift+Tab goes back in the same order: correct the e-mail field, then come forward again.
  await page.keyboard.press('Shift+Tab');
  await expect(form.email).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await typeInto(page, form.diploma, values.diploma);
  await page.keyboard.press('Tab');
  await arrowToOption(page, form.programType, 'licence');
  await page.keyboard.press('Tab');
  await expect(form.program).toBeEnabled();
  await arrowToOption(page, form.program, values.program);
  if (values.message) {
    await pressUntilFocused(page, form.message);
    await typeInto(page, form.message, values.message);
  }
  await pressUntilFocused(page, form.submit);

  await page.keyboard.press('Enter');
  await expect(page.getByText(catalogues[locale].AdmissionForm.successTitle)).toBeVisible();
  await expect(form.reference).toContainText(reference);
  return sent;
}

for (const [locale, values, reference] of [
  [
    'fr',
    {
      fullName: 'Mahamat Idriss Abakar',
      email: `mahamat.${unique()}@example.org`,
      phone: '+235 66 00 11 22',
      diploma: 'Baccalauréat série C (2025)',
      program: 'genie-logiciel',
      message: "Passionné d'informatique, je souhaite devenir développeur à N'Djamena.",
    },
    'ADM-2026-KEYB01',
  ],
  [
    'ar',
    {
      fullName: 'خديجة عبد الله',
      email: `khadija.${unique()}@example.org`,
      phone: '+235 66 00 33 44',
      diploma: 'البكالوريا العربية، شعبة العلوم (2025)',
      program: 'sciences-infirmieres',
    },
    'ADM-2026-KEYB03',
  ],
] as const) {
  test(`the admission form is filled and sent with the keyboard alone (${locale})`, async ({ page }) => {
    // Every field typed key by key, and the choices walked with the arrows: a long journey.
    test.setTimeout(60_000);
    const sent = await sendAdmissionByKeyboard(page, locale, values, reference);
    const { fullName, email, phone, diploma, program } = values;
    expect(sent).toEqual([
      expect.objectContaining({ fullName, email, phone, diploma, programType: 'licence', program, locale }),
    ]);
  });
}

test('the contact form is filled and sent with the keyboard alone, in English', async ({ page }) => {
  const sent = await answerPost(page, '**/api/contact', 'MSG-2026-KEYB02');
  const email = `fatime.${unique()}@example.org`;
  await openPage(page, '/en/contact');
  const form = new ContactFormPage(page);
  await expect(form.form).toBeVisible();

  await pressUntilFocused(page, form.name);
  await typeInto(page, form.name, 'Fatimé Brahim');
  await page.keyboard.press('Tab');
  await typeInto(page, form.email, email);
  await page.keyboard.press('Tab');
  await typeInto(page, form.subject, 'Campus visit');
  await page.keyboard.press('Tab');
  await typeInto(page, form.message, 'Hello, could my family visit the campus next month?');
  await pressUntilFocused(page, form.submit);

  // Space presses a focused button, as Enter does.
  await page.keyboard.press('Space');
  await expect(page.getByText(catalogues.en.ContactForm.successTitle)).toBeVisible();
  await expect(form.reference).toContainText('MSG-2026-KEYB02');
  expect(sent).toEqual([
    expect.objectContaining({ name: 'Fatimé Brahim', email, subject: 'Campus visit', locale: 'en' }),
  ]);
});
