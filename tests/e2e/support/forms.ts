import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl } from './database';

/**
 * The form endpoints flag as suspected a post sent sooner than FORM_MIN_FILL_MS (1.5 s) after its
 * page was served (the form token's age, judged by the server's clock): people take longer, robots
 * do not. Playwright fills a form in a fraction of a second, so a test that sends as a person waits
 * that long after opening the page.
 */
export async function takeAPersonsTime(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1_600));
}

/** Page object of the admission form on /admissions. */
export class AdmissionFormPage {
  readonly form: Locator;
  readonly fullName: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly diploma: Locator;
  readonly programType: Locator;
  readonly program: Locator;
  readonly message: Locator;
  readonly submit: Locator;
  readonly reference: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('form[data-ready="true"]');
    this.fullName = page.locator('#admission-fullName');
    this.email = page.locator('#admission-email');
    this.phone = page.locator('#admission-phone');
    this.diploma = page.locator('#admission-diploma');
    this.programType = page.locator('#admission-programType');
    this.program = page.locator('#admission-program');
    this.message = page.locator('#admission-message');
    this.submit = this.form.locator('button[type="submit"]');
    this.reference = page.getByTestId('form-reference');
  }

  async ready() {
    await expect(this.form).toBeVisible();
  }

  async fill(values: {
    fullName: string;
    email: string;
    phone: string;
    diploma: string;
    programType: string;
    program: string;
    message: string;
  }) {
    await this.fullName.fill(values.fullName);
    await this.email.fill(values.email);
    await this.phone.fill(values.phone);
    await this.diploma.fill(values.diploma);
    await this.programType.selectOption(values.programType);
    await this.program.selectOption(values.program);
    await this.message.fill(values.message);
  }

  /** The error under a field, as its control announces it (aria-describedby). */
  async errorOf(control: Locator): Promise<string> {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    const ids = (await control.getAttribute('aria-describedby')) ?? '';
    const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
    expect(errorId, 'aria-describedby names the error').toBeTruthy();
    return (await this.page.locator(`#${errorId}`).textContent()) ?? '';
  }
}

/** Page object of the contact form on /contact. */
export class ContactFormPage {
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly subject: Locator;
  readonly message: Locator;
  readonly submit: Locator;
  readonly reference: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('form[data-ready="true"]');
    this.name = page.locator('#contact-name');
    this.email = page.locator('#contact-email');
    this.subject = page.locator('#contact-subject');
    this.message = page.locator('#contact-message');
    this.submit = this.form.locator('button[type="submit"]');
    this.reference = page.getByTestId('form-reference');
  }

  async fill(values: { name: string; email: string; subject: string; message: string }) {
    await this.name.fill(values.name);
    await this.email.fill(values.email);
    await this.subject.fill(values.subject);
    await this.message.fill(values.message);
  }
}

/**
 * Rows as stored, read straight from PostgreSQL. Undefined on the embedded PGlite run: the server
 * process holds the PGlite folder and no other process may open it (toolchain notes).
 */
export async function storedRows(
  table: 'admission_requests' | 'contact_submissions',
  email: string,
): Promise<Record<string, unknown>[] | undefined> {
  if (!e2eDatabaseUrl) return undefined;
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  try {
    const result = await client
      .query(`SELECT * FROM ${table} WHERE email = $1`, [email])
      .catch((error: { code?: string }) => {
        // Before the first post the server has not created the tables yet.
        if (error.code === '42P01') return { rows: [] };
        throw error;
      });
    return result.rows;
  } finally {
    await client.end();
  }
}
