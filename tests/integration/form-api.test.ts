import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { referencePattern } from '@/db/references';
import { admissionRequests, contactSubmissions } from '@/db/schema';
import { throwawayDatabase } from './support/postgres';
import { applicationFields as admission, contactFields as contact } from './support/form-fixtures';
import { closeServerDatabase } from './support/server-database';

/** Every value a visitor typed: none may reach the logs. */
const personal = [...Object.values(admission), ...Object.values(contact)].filter(
  (v) => !['master', 'audit-controle-gestion'].includes(v),
);

function post(body: unknown, headers: Record<string, string> = {}): Request {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: text,
  });
}

/** Loads the route handlers afresh for a database configuration (the env is read at import). */
async function loadApi(env: { DATABASE_URL?: string; PGLITE_DATA_DIR?: string }) {
  await closeServerDatabase();
  vi.resetModules();
  delete process.env.DATABASE_URL;
  delete process.env.PGLITE_DATA_DIR;
  Object.assign(process.env, env);
  const admissions = await import('@/app/api/admissions/route');
  const contactRoute = await import('@/app/api/contact/route');
  const { getDatabase } = await import('@/db');
  return { postAdmission: admissions.POST, postContact: contactRoute.POST, getDatabase };
}

let logs: string[] = [];
beforeAll(() => {
  const capture = (...args: unknown[]) => void logs.push(args.map(String).join(' '));
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
});
afterEach(() => {
  for (const line of logs) for (const value of personal) expect(line).not.toContain(value);
  logs = [];
});
afterAll(async () => {
  await closeServerDatabase();
  vi.restoreAllMocks();
  delete process.env.DATABASE_URL;
  delete process.env.PGLITE_DATA_DIR;
});

function handlerSuite(
  kind: 'postgres' | 'pglite',
  configure: () => { DATABASE_URL?: string; PGLITE_DATA_DIR?: string },
) {
  describe(`form endpoints on ${kind}`, () => {
    let api: Awaited<ReturnType<typeof loadApi>>;
    let handle: DatabaseHandle;

    beforeAll(async () => {
      api = await loadApi(configure());
      handle = await api.getDatabase();
      expect(handle.kind).toBe(kind);
    });

    it('stores an application with every typed value and answers 201 with its reference', async () => {
      const response = await api.postAdmission(post({ ...admission, locale: 'en' }));
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      expect(reference).toMatch(referencePattern);
      expect(reference.startsWith('ADM-')).toBe(true);
      const rows = await handle.db.select().from(admissionRequests);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        reference,
        fullName: admission.fullName,
        email: admission.email,
        phone: admission.phone,
        diploma: admission.diploma,
        programType: 'master',
        programSlug: 'audit-controle-gestion',
        programName: 'Audit et contrôle de gestion',
        motivationLetter: admission.message,
        locale: 'en',
      });
    });

    it('stores the general-form sentence for an empty message', async () => {
      const response = await api.postAdmission(
        post({ ...admission, programType: 'licence', program: 'genie-logiciel', message: '' }),
      );
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      const rows = await handle.db.select().from(admissionRequests);
      const row = rows.find((r) => r.reference === reference);
      expect(row).toMatchObject({
        programType: 'licence',
        programSlug: 'genie-logiciel',
        motivationLetter: 'Candidature soumise via le formulaire général',
        locale: 'fr',
      });
    });

    it('stores a contact message with every typed value', async () => {
      const response = await api.postContact(post(contact));
      expect(response.status).toBe(201);
      const { reference } = (await response.json()) as { reference: string };
      expect(reference).toMatch(/^MSG-\d{4}-/);
      const rows = await handle.db.select().from(contactSubmissions);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ ...contact, reference, locale: 'fr' });
    });

    it('answers 422 with a message per field, in French by default and in English on request', async () => {
      const before = (await handle.db.select().from(admissionRequests)).length;
      const french = await api.postAdmission(
        post({ ...admission, fullName: 'Al', program: 'genie-logiciel' }),
      );
      expect(french.status).toBe(422);
      expect(await french.json()).toEqual({
        errors: { fullName: 'Le nom complet est requis', program: 'Le programme souhaité est requis' },
      });
      const english = await api.postContact(
        post(
          { name: 'A', email: 'x', subject: 'ab', message: 'short' },
          { 'Accept-Language': 'en-GB,en;q=0.9' },
        ),
      );
      expect(english.status).toBe(422);
      expect(await english.json()).toEqual({
        errors: {
          name: 'Name is required',
          email: 'Invalid email',
          subject: 'Subject is required',
          message: 'Message must be at least 10 characters long',
        },
      });
      const bodyLocale = await api.postContact(post({ ...contact, subject: '', locale: 'en' }));
      expect(await bodyLocale.json()).toEqual({ errors: { subject: 'Subject is required' } });
      expect((await handle.db.select().from(admissionRequests)).length).toBe(before);
    });

    it('answers 400 to a body that is not JSON, and 413 to one over 16 KB', async () => {
      expect((await api.postContact(post('{"name": '))).status).toBe(400);
      expect((await api.postAdmission(post(''))).status).toBe(400);
      const huge = await api.postContact(post({ ...contact, message: 'x'.repeat(17 * 1024) }));
      expect(huge.status).toBe(413);
      expect((await handle.db.select().from(contactSubmissions)).length).toBe(1);
    });
  });
}

describe('on PostgreSQL', () => {
  const database = throwawayDatabase('forms');

  beforeAll(() => database.create());

  afterAll(async () => {
    await closeServerDatabase();
    await database.drop();
  });

  handlerSuite('postgres', () => ({ DATABASE_URL: database.url }));

  it('answers 503 without writing anything when a query fails, then recovers', async () => {
    const api = await loadApi({ DATABASE_URL: database.url });
    const { db } = await api.getDatabase();
    const before = (await db.select().from(contactSubmissions)).length;
    await db.execute('ALTER TABLE contact_submissions RENAME TO contact_submissions_away');
    try {
      const response = await api.postContact(post(contact));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      const text = await response.text();
      expect(text).toBe('{"error":"unavailable"}');
      expect(logs.some((l) => l.includes('form_store_failed') && l.includes('42P01'))).toBe(true);
    } finally {
      await db.execute('ALTER TABLE contact_submissions_away RENAME TO contact_submissions');
    }
    expect((await db.select().from(contactSubmissions)).length).toBe(before);
    expect((await api.postContact(post(contact))).status).toBe(201);
  });
});

describe('with PostgreSQL unreachable', () => {
  it('answers 503 with Retry-After, never 500, and reveals nothing', async () => {
    // Nothing listens on port 1.
    const api = await loadApi({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/forms_none' });
    for (const response of [await api.postAdmission(post(admission)), await api.postContact(post(contact))]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(await response.json()).toEqual({ error: 'unavailable' });
    }
    expect(logs.some((l) => l.includes('form_store_failed') && l.includes('ECONNREFUSED'))).toBe(true);
  });

  it('migrates and stores on the next post once the database exists', async () => {
    const database = throwawayDatabase('forms');
    try {
      const api = await loadApi({ DATABASE_URL: database.url });
      // The database does not exist yet: the post fails and nothing is remembered.
      expect((await api.postContact(post(contact))).status).toBe(503);
      await database.create();
      const response = await api.postContact(post(contact));
      expect(response.status).toBe(201);
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      const stored = await check.query('SELECT name, email, subject, message FROM contact_submissions');
      await check.end();
      expect(stored.rows).toEqual([contact]);
    } finally {
      await closeServerDatabase();
      await database.drop();
    }
  });
});

describe('on embedded PGlite', () => {
  handlerSuite('pglite', () => ({ PGLITE_DATA_DIR: 'memory://' }));

  it('answers 503 when its data folder cannot be opened', async () => {
    // A folder under a file can never be created.
    const api = await loadApi({ PGLITE_DATA_DIR: '/dev/null/pglite' });
    const response = await api.postContact(post(contact));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'unavailable' });
    expect(logs.some((l) => l.includes('form_store_failed') && l.includes('ENOTDIR'))).toBe(true);
  });
});
