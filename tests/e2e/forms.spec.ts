import { randomUUID } from 'node:crypto';
import { expect, test, type Page, type Route } from '@playwright/test';
import { admissionOptions } from '@/content/programmes';
import { catalogues } from '@/messages';
import { DatabaseProxy, e2eDatabaseUrl } from './support/database';
import { AdmissionFormPage, ContactFormPage, storedRows, takeAPersonsTime } from './support/forms';
import { openPage } from './support/site';
import { sampleApplication } from '../support/sample-application';

const fr = catalogues.fr;
const port = Number(process.env.E2E_PORT ?? 3100);

// One worker runs these tests in order: the outage test cuts the database for the whole server.
test.describe.configure({ mode: 'default' });

let proxy: DatabaseProxy | undefined;
test.beforeAll(async () => {
  if (!e2eDatabaseUrl) return;
  proxy = new DatabaseProxy(port, e2eDatabaseUrl);
  await proxy.open();
});
test.afterAll(async () => {
  await proxy?.cut();
});

function uniqueEmail(who: string): string {
  return `${who}.${randomUUID().slice(0, 8)}@example.org`;
}

function admissionValues() {
  return { ...sampleApplication(), email: uniqueEmail('achta') };
}

/** Holds the next POST to `url` until `release` is called, so its in-flight state can be seen. */
async function holdRequest(page: Page, url: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a valid application is stored once with every typed value, then the form resets', async ({ page }) => {
  await openPage(page, '/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  const values = admissionValues();
  await form.fill(values);
  await takeAPersonsTime();

  const release = await holdRequest(page, '**/api/admissions');
  const response = page.waitForResponse('**/api/admissions');
  await form.submit.click();
  // Submitting: the button is disabled and says so.
  await expect(form.submit).toBeDisabled();
  await expect(form.submit).toHaveText('Envoi en cours...');
  release();
  expect((await response).status()).toBe(201);
  const { reference } = (await (await response).json()) as { reference: string };

  await expect(page.getByText("Demande d'admission envoyée !")).toBeVisible();
  await expect(
    page.getByText('Nous examinerons votre candidature et vous répondrons dans les plus brefs délais.'),
  ).toBeVisible();
  await expect(form.reference).toContainText(reference);
  await expect(form.submit).toHaveText(fr.AdmissionForm.submit);
  for (const control of [form.fullName, form.email, form.phone, form.diploma, form.message]) {
    await expect(control).toHaveValue('');
  }
  await expect(form.programType).toHaveValue('');
  await expect(form.program).toBeDisabled();

  const rows = await storedRows('admission_requests', values.email);
  test
    .info()
    .annotations.push({ type: 'database', description: rows ? 'PostgreSQL rows read' : 'PGlite: API only' });
  if (rows) {
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference,
      full_name: values.fullName,
      email: values.email,
      phone: values.phone,
      diploma: values.diploma,
      program_type: 'master',
      program_slug: 'management-ong',
      program_name: 'Management des ONG',
      motivation_letter: values.message,
      locale: 'fr',
    });
  }
});

test('each invalid admission field shows the spec message, and nothing is sent', async ({ page }) => {
  await openPage(page, '/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/')) posts++;
  });

  await form.submit.click();
  expect(await form.errorOf(form.fullName)).toBe('Le nom complet est requis');
  expect(await form.errorOf(form.email)).toBe('Email invalide');
  expect(await form.errorOf(form.phone)).toBe('Numéro de téléphone invalide');
  expect(await form.errorOf(form.diploma)).toBe('Le diplôme précédent est requis');
  expect(await form.errorOf(form.programType)).toBe('Le type de programme est requis');
  // Focus goes to the first invalid field.
  await expect(form.fullName).toBeFocused();

  // Just under each boundary.
  await form.fullName.fill('Al');
  await form.email.fill('achta@example');
  await form.phone.fill('6612345');
  await form.diploma.fill('Bac D');
  await form.programType.selectOption('licence');
  await form.submit.click();
  expect(await form.errorOf(form.fullName)).toBe('Le nom complet est requis');
  expect(await form.errorOf(form.email)).toBe('Email invalide');
  expect(await form.errorOf(form.phone)).toBe('Numéro de téléphone invalide');
  expect(await form.errorOf(form.program)).toBe('Le programme souhaité est requis');
  await expect(form.diploma).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.programType).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.fullName).toBeFocused();
  expect(posts).toBe(0);
});

test('the programme list depends on the type: disabled first, 18 licences, 4 masters, cleared on change', async ({
  page,
}) => {
  await openPage(page, '/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  await expect(form.program).toBeDisabled();

  await form.programType.selectOption('licence');
  await expect(form.program).toBeEnabled();
  const licenceOptions = form.program.locator('option:not([value=""])');
  await expect(licenceOptions).toHaveCount(18);
  await expect(licenceOptions).toHaveText(admissionOptions('licence').map((p) => p.title.fr));
  await form.program.selectOption('genie-logiciel');

  await form.programType.selectOption('master');
  await expect(form.program).toHaveValue('');
  const masterOptions = form.program.locator('option:not([value=""])');
  await expect(masterOptions).toHaveCount(4);
  await expect(masterOptions).toHaveText(admissionOptions('master').map((p) => p.title.fr));
  await form.program.selectOption('audit-controle-gestion');

  await form.programType.selectOption('');
  await expect(form.program).toBeDisabled();
  await expect(form.program).toHaveValue('');
});

test("a programme's admission link preselects its type and programme; invalid values are ignored", async ({
  page,
}) => {
  await openPage(page, '/admissions?programType=licence&program=sciences-infirmieres');
  const form = new AdmissionFormPage(page);
  await form.ready();
  await expect(form.programType).toHaveValue('licence');
  await expect(form.program).toHaveValue('sciences-infirmieres');

  // A master's slug under licence: the type is kept, the programme is not.
  await openPage(page, '/admissions?programType=licence&program=management-ong');
  await expect(form.programType).toHaveValue('licence');
  await expect(form.program).toHaveValue('');

  await openPage(page, '/en/admissions?programType=doctorat&program=genie-logiciel');
  await expect(form.programType).toHaveValue('');
  await expect(form.program).toBeDisabled();
});

test('the application draft survives a reload and is erased once sent', async ({ page }) => {
  await openPage(page, '/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  await expect(page.getByText(fr.AdmissionForm.draftNote)).toBeVisible();
  const values = admissionValues();
  await form.fill(values);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('admission-form-draft')))
    .toContain(values.message);

  await page.reload();
  await form.ready();
  await expect(form.fullName).toHaveValue(values.fullName);
  await expect(form.email).toHaveValue(values.email);
  await expect(form.phone).toHaveValue(values.phone);
  await expect(form.diploma).toHaveValue(values.diploma);
  await expect(form.programType).toHaveValue('master');
  await expect(form.program).toHaveValue('management-ong');
  await expect(form.message).toHaveValue(values.message);

  await form.submit.click();
  await expect(page.getByText("Demande d'admission envoyée !")).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('admission-form-draft'))).toBeNull();
  await page.reload();
  await form.ready();
  await expect(form.fullName).toHaveValue('');
  expect(await storedRows('admission_requests', values.email).then((r) => r?.length ?? 1)).toBe(1);
});

test('a valid contact message is stored once with every typed value, then the form resets', async ({
  page,
}) => {
  await openPage(page, '/contact');
  const form = new ContactFormPage(page);
  await expect(form.form).toBeVisible();
  const values = {
    name: 'Ngarlem Dionadji',
    email: uniqueEmail('ngarlem'),
    subject: 'Frais de scolarité',
    message: 'Bonjour, pouvez-vous me communiquer les frais de la licence en génie logiciel ?',
  };
  await form.fill(values);
  await takeAPersonsTime();
  const release = await holdRequest(page, '**/api/contact');
  const response = page.waitForResponse('**/api/contact');
  await form.submit.click();
  await expect(form.submit).toBeDisabled();
  await expect(form.submit).toHaveText('Envoi en cours...');
  release();
  expect((await response).status()).toBe(201);
  const { reference } = (await (await response).json()) as { reference: string };

  await expect(page.getByText('Message envoyé avec succès !')).toBeVisible();
  await expect(page.getByText('Nous vous répondrons dans les plus brefs délais.')).toBeVisible();
  await expect(form.reference).toContainText(reference);
  for (const control of [form.name, form.email, form.subject, form.message]) {
    await expect(control).toHaveValue('');
  }
  const rows = await storedRows('contact_submissions', values.email);
  if (rows) {
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...values, reference, locale: 'fr' });
  }
});

test('each invalid contact field shows the spec message', async ({ page }) => {
  await openPage(page, '/contact');
  const form = new ContactFormPage(page);
  await expect(form.form).toBeVisible();
  const errors = new AdmissionFormPage(page);
  await form.submit.click();
  expect(await errors.errorOf(form.name)).toBe('Le nom est requis');
  expect(await errors.errorOf(form.email)).toBe('Email invalide');
  expect(await errors.errorOf(form.subject)).toBe('Le sujet est requis');
  expect(await errors.errorOf(form.message)).toBe('Le message doit contenir au moins 10 caractères');
  await expect(form.name).toBeFocused();

  await form.fill({ name: 'N', email: 'ngarlem@example.org', subject: 'Ab', message: '123456789' });
  await form.submit.click();
  expect(await errors.errorOf(form.name)).toBe('Le nom est requis');
  expect(await errors.errorOf(form.subject)).toBe('Le sujet est requis');
  expect(await errors.errorOf(form.message)).toBe('Le message doit contenir au moins 10 caractères');
  await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
});

test('the English forms speak English', async ({ page }) => {
  await openPage(page, '/en/contact');
  const form = new ContactFormPage(page);
  await expect(form.form).toBeVisible();
  await form.submit.click();
  await expect(page.locator('#contact-name-error')).toHaveText('Name is required');
  await expect(page.locator('#contact-message-error')).toHaveText(
    'Message must be at least 10 characters long',
  );
});

test('with the database unreachable, the failure toast shows, every value is kept, the API answers 503 and nothing is stored', async ({
  page,
}) => {
  test.skip(
    !proxy,
    'Needs PostgreSQL behind the test proxy (E2E_DATABASE_URL); the embedded database cannot be cut',
  );
  await openPage(page, '/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  const values = admissionValues();
  await form.fill(values);
  await takeAPersonsTime();

  await proxy!.cut();
  try {
    const response = page.waitForResponse('**/api/admissions');
    await form.submit.click();
    expect((await response).status()).toBe(503);
    await expect(page.getByText("Erreur lors de l'envoi")).toBeVisible();
    await expect(page.getByText("Une erreur s'est produite. Veuillez réessayer.")).toBeVisible();
    await expect(form.reference).toHaveText('');
    await expect(form.fullName).toHaveValue(values.fullName);
    await expect(form.email).toHaveValue(values.email);
    await expect(form.phone).toHaveValue(values.phone);
    await expect(form.diploma).toHaveValue(values.diploma);
    await expect(form.programType).toHaveValue(values.programType);
    await expect(form.program).toHaveValue(values.program);
    await expect(form.message).toHaveValue(values.message);
    await expect(form.submit).toBeEnabled();

    const contact = await page.request.post('/api/contact', {
      data: { name: 'Ngarlem', email: values.email, subject: 'Frais', message: 'Bonjour, une question.' },
    });
    expect(contact.status()).toBe(503);
    expect(contact.headers()['retry-after']).toBeTruthy();
    expect(await contact.json()).toEqual({ error: 'unavailable' });
  } finally {
    await proxy!.open();
  }
  expect(await storedRows('admission_requests', values.email)).toEqual([]);
  expect(await storedRows('contact_submissions', values.email)).toEqual([]);

  // Back online: the same values are sent again without retyping anything.
  await form.submit.click();
  await expect(page.getByText("Demande d'admission envoyée !")).toBeVisible();
  expect(await storedRows('admission_requests', values.email)).toHaveLength(1);
});

test('a robot filling the hidden field gets the reference of a row flagged as suspected', async ({
  page,
}) => {
  await openPage(page, '/contact');
  const form = new ContactFormPage(page);
  await expect(form.form).toBeVisible();
  const email = uniqueEmail('robot');
  await form.fill({
    name: 'Robot',
    email,
    subject: 'Offre',
    message: 'Achetez nos produits dès maintenant.',
  });
  // People never see, reach or hear it; a robot fills every field it finds.
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await trap.evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
  await takeAPersonsTime();
  const response = page.waitForResponse('**/api/contact');
  await form.submit.click();
  expect((await response).status()).toBe(201);
  await expect(form.reference).toContainText(/MSG-\d{4}-/);
  // Stored, not dropped (a person can look like a robot), but flagged for the office.
  const rows = await storedRows('contact_submissions', email);
  if (rows) {
    expect(rows).toHaveLength(1);
    expect(rows[0]!.suspected_reason).toBe('honeypot');
    await expect(form.reference).toContainText(String(rows[0]!.reference));
  }
});

test('on a slow phone, typing before the scripts arrive and sending at once stores the application', async ({
  page,
}) => {
  // The scripts arrive 6 s late, as on a weak 3G connection; the visitor types meanwhile.
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.continue();
  });
  await page.goto('/admissions', { waitUntil: 'commit' });
  const form = new AdmissionFormPage(page);
  const values = admissionValues();
  await form.fullName.fill(values.fullName);
  await form.email.fill(values.email);
  await form.phone.fill(values.phone);
  await form.diploma.fill(values.diploma);
  await form.ready();
  // What was typed before the scripts ran is still there; the lists need the scripts.
  await expect(form.fullName).toHaveValue(values.fullName);
  await expect(form.email).toHaveValue(values.email);
  await form.programType.selectOption(values.programType);
  await form.program.selectOption(values.program);
  const response = page.waitForResponse('**/api/admissions');
  await form.submit.click();
  expect((await response).status()).toBe(201);
  await expect(page.getByText("Demande d'admission envoyée !")).toBeVisible();
  const rows = await storedRows('admission_requests', values.email);
  if (rows) {
    expect(rows).toHaveLength(1);
    // A person: not flagged, and the reference shown is that row's.
    expect(rows[0]!.suspected_reason).toBeNull();
    await expect(form.reference).toContainText(String(rows[0]!.reference));
  }
});

test('a send whose answer was lost, sent again, stores one application and shows its reference', async ({
  page,
}) => {
  await openPage(page, '/admissions');
  const form = new AdmissionFormPage(page);
  await form.ready();
  const values = admissionValues();
  await form.fill(values);
  await takeAPersonsTime();
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/admissions')) bodies.push(request.postData() ?? '');
  });
  // The first answer is lost on the way back: the visitor sends again.
  let lost = false;
  await page.route('**/api/admissions', async (route) => {
    const response = await route.fetch();
    if (!lost) {
      lost = true;
      await route.abort('connectionreset');
    } else await route.fulfill({ response });
  });
  await form.submit.click();
  // No answer at all reads as a lost connection: the application is kept to go again.
  await expect(page.getByTestId('form-notice')).toHaveText(fr.ApplicationOutbox.offline);
  await expect(form.fullName).toHaveValue(values.fullName);
  await form.submit.click();
  await expect(page.getByText("Demande d'admission envoyée !")).toBeVisible();
  const keys = bodies.map((b) => (JSON.parse(b) as { idempotencyKey?: string }).idempotencyKey);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(keys[1]).toBe(keys[0]);
  const rows = await storedRows('admission_requests', values.email);
  if (rows) {
    expect(rows).toHaveLength(1);
    await expect(form.reference).toContainText(String(rows[0]!.reference));
  }
});

test('past the limit, the form says when to try again and keeps every value', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '540', 'Content-Type': 'application/json' },
      body: JSON.stringify({ error: 'rate_limited', retryAfter: 540 }),
    }),
  );
  await openPage(page, '/contact');
  const form = new ContactFormPage(page);
  await expect(form.form).toBeVisible();
  const values = {
    name: 'Ngarlem Dionadji',
    email: uniqueEmail('ngarlem'),
    subject: 'Frais de scolarité',
    message: 'Bonjour, pouvez-vous me communiquer les frais de la licence ?',
  };
  await form.fill(values);
  await form.submit.click();
  const notice = page.getByTestId('form-notice');
  await expect(notice).toHaveText(
    'Vous avez envoyé ce formulaire trop de fois depuis cette connexion. Réessayez dans 9 min : votre saisie est conservée.',
  );
  await expect(page.getByText("Trop d'envois")).toBeVisible();
  await expect(form.message).toHaveValue(values.message);
  await expect(form.submit).toBeEnabled();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the forms say how to reach the university instead of failing silently', async ({ page }) => {
    for (const path of ['/admissions', '/contact']) {
      await page.goto(path);
      await expect(page.getByText(/Ce formulaire a besoin de JavaScript/)).toBeVisible();
      await expect(page.getByRole('button', { name: /Envoyer/ })).toBeDisabled();
      await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
      await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    }
  });
});
