import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { submissionStatuses } from '@/lib/admin/statuses';
import { adminServer, createStaff, failConfirmation, logIn, query } from './support/admin';
import { sendApplication } from './support/applications';
import { arbitraryContentType, arbitraryPairs, sendRaw, type FuzzTarget } from './support/staff-fuzz';

// Project 'admin' (playwright.config.ts): the staff server, on the test database reached directly.
// Every filter and every form field of the staff area gets arbitrary values (fast-check): none
// may be answered 5xx, and the staff member's session still works afterwards.

const inboxFilters = {
  q: ['achta', 'Zénaba', '%', '_', '\\'],
  status: [...submissionStatuses, 'NEW'],
  programType: ['licence', 'master', 'doctorat'],
  programme: ['audit-controle-gestion', 'genie-logiciel', '../x'],
  from: ['2026-09-01', '2026-02-30', '01/09/2026'],
  to: ['2026-09-30', '2025-01-01'],
  suspected: ['1', '0', 'on'],
  page: ['1', '2'],
  sort: ['date', 'name'],
  mine: ['1', '0'],
};
const assigneeForm = { assignee: ['', 'none', randomUUID()] };
const noteForm = { note: ['Appelé le candidat', ' ', 'x'.repeat(5000)] };
const bulkForm = {
  ...assigneeForm,
  status: [...submissionStatuses],
  action: ['status', 'assign', 'delete'],
  ref: ['ADM-2026-000001', 'MSG-2026-000001', '{admission}'],
  pageRef: ['ADM-2026-000001', 'MSG-2026-000001'],
  allOnPage: ['1', '0'],
  back: ['status=new', 'page=2', '%ZZ'],
};
const statusForm = { status: [...submissionStatuses], inform: ['1', '0', 'on'] };

/**
 * Every staff address that takes input: ONE LINE PER ADDRESS. A new filter or form field is one
 * more name in its line's `fields`; a new form is one more line.
 */
const targets: Record<string, FuzzTarget> = {
  'admissions inbox': { method: 'GET', path: '/admin/admissions', fields: inboxFilters },
  'contact inbox': { method: 'GET', path: '/admin/contact', fields: inboxFilters },
  'admissions export': { method: 'GET', path: '/admin/admissions/exporter', fields: inboxFilters },
  'contact export': { method: 'GET', path: '/admin/contact/exporter', fields: inboxFilters },
  'application page': { method: 'GET', path: '/admin/admissions/{admission}', fields: { saved: ['1'] } },
  'contact message page': { method: 'GET', path: '/admin/contact/{contact}', fields: { saved: ['1'] } },
  'sessions page': {
    method: 'GET',
    path: '/admin/sessions',
    fields: { done: ['one', 'others'], count: ['3'] },
  },
  'failed e-mails page': {
    method: 'GET',
    path: '/admin/courriels',
    fields: { done: ['resent', 'none', 'invalid'], reference: ['ADM-2026-000001'] },
  },
  'send an e-mail again': {
    method: 'POST',
    path: '/admin/courriels/renvoyer',
    fields: { mail: [randomUUID()] },
  },
  'login page': {
    method: 'GET',
    path: '/admin/connexion',
    fields: { error: ['rate', 'credentials'], wait: ['60'] },
  },
  login: {
    method: 'POST',
    path: '/admin/session',
    fields: { email: ['personne@universite.example'], password: ['un-mot-de-passe-solide'] },
    cookie: 'none',
  },
  'application status': { method: 'POST', path: '/admin/admissions/{admission}/statut', fields: statusForm },
  'contact status': { method: 'POST', path: '/admin/contact/{contact}/statut', fields: statusForm },
  'close sessions': {
    method: 'POST',
    path: '/admin/sessions/fermer',
    fields: { close: ['one', 'others'], session: ['A'.repeat(43)] },
  },
  'admissions bulk actions': { method: 'POST', path: '/admin/admissions/lot', fields: bulkForm },
  'contact bulk actions': { method: 'POST', path: '/admin/contact/lot', fields: bulkForm },
  'application note': { method: 'POST', path: '/admin/admissions/{admission}/notes', fields: noteForm },
  'contact note': { method: 'POST', path: '/admin/contact/{contact}/notes', fields: noteForm },
  'application assignee': {
    method: 'POST',
    path: '/admin/admissions/{admission}/attribution',
    fields: assigneeForm,
  },
  'contact assignee': { method: 'POST', path: '/admin/contact/{contact}/attribution', fields: assigneeForm },
  logout: { method: 'POST', path: '/admin/deconnexion', fields: {}, cookie: 'junk' },
};

/** Requests per target: bounded, so the whole table runs in a minute or two. */
const runs = Number(process.env.FUZZ_RUNS ?? 100);
/** Fixed, so a failure replays; fast-check prints it with the failing case. FUZZ_SEED changes it. */
const seed = Number(process.env.FUZZ_SEED ?? 20261126);

const base = new URL(adminServer?.baseURL ?? 'http://localhost');
let cookie = '';
let references = { admission: '', contact: '' };

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: base.origin });
  const { reference: admission } = await sendApplication(request);
  const contact = await request.post('/api/contact', {
    data: { name: 'Ngarlem', email: 'fuzz@example.org', subject: 'Frais', message: 'Bonjour, une question.' },
  });
  expect(contact.status()).toBe(201);
  references = { admission, contact: ((await contact.json()) as { reference: string }).reference };
  await request.dispose();

  const password = `pw-${randomUUID()}`;
  const email = createStaff(password);
  const login = await fetch(new URL('/admin/session', base), {
    method: 'POST',
    headers: { Origin: base.origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
    redirect: 'manual',
  });
  expect(login.status).toBe(303);
  const session = login.headers.getSetCookie().find((line) => line.startsWith('staff_session='));
  expect(session).toBeDefined();
  cookie = session!.split(';')[0]!;
});

/** The session still opens the inbox (not the login page). */
async function expectSessionWorks() {
  const status = await sendRaw(base, { method: 'GET', path: '/admin/admissions', headers: { cookie } });
  expect(status).toBe(200);
}

for (const [name, target] of Object.entries(targets)) {
  test(`${name}: ${target.method} ${target.path} with arbitrary ${Object.keys(target.fields).join(', ') || 'fields'} is never answered 5xx`, async () => {
    test.setTimeout(180_000);
    const path = target.path
      .replace('{admission}', references.admission)
      .replace('{contact}', references.contact);
    const property = fc.asyncProperty(
      arbitraryPairs(target),
      arbitraryContentType,
      fc.ipV4(),
      async (pairs, contentType, address) => {
        const headers: Record<string, string> = {};
        if (target.cookie === 'junk')
          headers.cookie = `staff_session=${encodeURIComponent(pairs.slice(0, 60))}`;
        else if (target.cookie !== 'none') headers.cookie = cookie;
        let request;
        if (target.method === 'GET') {
          request = { method: 'GET', path: pairs ? `${path}?${pairs}` : path, headers };
        } else {
          // A staff form's post: from the site itself, from an address of its own, so that the
          // login's delays never hold back the other specs signing in from 127.0.0.1.
          headers.origin = base.origin;
          headers['x-forwarded-for'] = address;
          if (contentType) headers['content-type'] = contentType;
          request = { method: 'POST', path, headers, body: pairs };
        }
        const status = await sendRaw(base, request);
        expect(
          status,
          `${request.method} ${request.path}\n${request.body ?? ''}`.slice(0, 2000),
        ).toBeGreaterThan(0);
        expect(
          status,
          `${request.method} ${request.path}\n${request.body ?? ''}`.slice(0, 2000),
        ).toBeLessThan(500);
      },
    );
    await fc.assert(property, { numRuns: runs, seed, endOnFailure: true });
    await expectSessionWorks();
  });
}

test('the table covers every staff form and filter the inbox offers', async ({ page }) => {
  // A filter added to the inbox's form without its line above fails here.
  const password = `pw-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);
  const seen = new Set<string>();
  // One failed e-mail, so that the failed e-mails page shows its « Renvoyer » form.
  const [application] = await query<{ reference: string }>(
    'SELECT reference FROM admission_requests LIMIT 1',
  );
  if (application) await failConfirmation(application.reference);
  for (const path of ['/admin/admissions', '/admin/contact', '/admin/sessions', '/admin/courriels']) {
    await page.goto(path);
    for (const form of await page.locator('form').all()) {
      const action = new URL((await form.getAttribute('action')) ?? path, base).pathname;
      const method = ((await form.getAttribute('method')) ?? 'get').toUpperCase();
      for (const field of await form.locator('[name]').all()) {
        seen.add(`${method} ${action} ${await field.getAttribute('name')}`);
      }
    }
  }
  const rows = await query<{ reference: string }>('SELECT reference FROM admission_requests LIMIT 1');
  if (rows[0]) {
    await page.goto(`/admin/admissions/${rows[0].reference}`);
    for (const form of await page.locator('form[method="post"]').all()) {
      const action = (await form.getAttribute('action'))!.replace(rows[0].reference, '{admission}');
      for (const field of await form.locator('[name]').all()) {
        seen.add(`POST ${action} ${await field.getAttribute('name')}`);
      }
    }
  }
  const covered = new Set(
    Object.values(targets).flatMap((target) =>
      Object.keys(target.fields).map((field) => `${target.method} ${target.path} ${field}`),
    ),
  );
  expect([...seen].filter((entry) => !covered.has(entry))).toEqual([]);
});

test('the reply template form saves or refuses arbitrary texts, never 5xx, and keeps what was typed', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // 'decision': the template no other spec reads; its default text comes back at the end.
  const password = `pw-${randomUUID()}`;
  await logIn(page, createStaff(password), password);
  await expect(page).toHaveURL(/\/admin\/admissions$/);
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 50 }).map((value) => value.replace(/[\uD800-\uDFFF]/g, '')),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0007b',
      '{nom}\n{reference}',
      'x'.repeat(2_000),
      '<script>',
      '%ZZ',
    ),
  );
  const samples = fc.sample(fc.tuple(text, text, text, text), { numRuns: Math.min(runs, 25), seed });
  try {
    for (const [frSubject, frBody, enSubject, enBody] of samples) {
      await page.goto('/admin/modeles/decision');
      await page.getByLabel('Objet (français)').fill(frSubject);
      await page.getByLabel('Message (français)').fill(frBody);
      await page.getByLabel('Objet (anglais)').fill(enSubject);
      await page.getByLabel('Message (anglais)').fill(enBody);
      // What the field holds (its maxlength may have cut the text) is what must come back.
      const typed = await page.getByLabel('Message (français)').inputValue();
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      const sample = JSON.stringify([frSubject, frBody, enSubject, enBody]).slice(0, 500);
      await expect(
        page.getByRole('status').or(page.locator('form [role="alert"]').first()),
        sample,
      ).toBeVisible();
      if (!/\?saved=decision$/.test(page.url())) {
        // Refused: what was typed is still in the fields, written back into the page's HTML, where
        // a NUL character cannot be (the HTML parser reads it as U+FFFD).
        await expect(page.getByLabel('Message (français)'), sample).toHaveValue(
          typed.replaceAll('\u0000', '\uFFFD'),
        );
      }
      expect(failures, sample).toEqual([]);
    }
  } finally {
    await query("DELETE FROM reply_templates WHERE key = 'decision'");
  }
});
