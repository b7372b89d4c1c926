import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { admissionRequests, contactSubmissions, mailOutbox } from '@/db/schema';
import { throwawayDatabase } from './support/postgres';
import {
  applicationFields as admission,
  contactFields as contact,
  formPost,
  serverSecret,
} from './support/form-fixtures';
import { closeServerDatabase } from './support/server-database';

// What the forms' answers, limits and e-mails must withstand when a visitor is not one: racing
// sends, sends cut off before they are stored, a stranger's address typed again and again, and a
// server that dies just after storing.

const post = formPost;

const key = () => 'k_' + randomUUID().replaceAll('-', '');

const received: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address).join(','),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

const database = throwawayDatabase('form_abuse');
let smtpUrl: string;
const configured: Record<string, string> = {};

let running: { stopOutbox: () => Promise<void> } | undefined;

/**
 * The route handlers loaded afresh (a server started anew) under a configuration. The previous
 * "process" dies first, as a real one would: its background outbox pass (every post kicks one)
 * finishes and it sends nothing more. Left running, a pass of an earlier test went on with its own
 * mail server over the next one's database (one handle per process, kept on globalThis) and could
 * hold a message the next drain, an hour ahead, takes as abandoned and sends a second time.
 */
async function loadApi(env: Record<string, string> = {}) {
  await running?.stopOutbox();
  running = undefined;
  await closeServerDatabase();
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('university.formTokenKey')];
  const settings = {
    DATABASE_URL: database.url,
    SERVER_SECRET: serverSecret,
    SMTP_URL: smtpUrl,
    ADMISSIONS_NOTIFY_TO: 'admissions@universite.example',
    CONTACT_NOTIFY_TO: 'contact@universite.example',
    TRUST_PROXY: '1',
    FORM_RATE_LIMIT_ADMISSIONS: '5',
    FORM_RATE_LIMIT_CONTACT: '5',
    FORM_MIN_FILL_MS: '1500',
    CONFIRMATION_MAIL_DAILY_LIMIT: '3',
    CONFIRMATION_MAIL_LIMIT: '10',
    ...env,
  };
  for (const name of Object.keys(configured)) delete process.env[name];
  Object.assign(configured, settings);
  Object.assign(process.env, settings);
  const admissions = await import('@/app/api/admissions/route');
  const contactRoute = await import('@/app/api/contact/route');
  const outbox = await import('@/lib/notify/outbox');
  running = outbox;
  const { getDatabase } = await import('@/db');
  const handle = await getDatabase();
  return { postAdmission: admissions.POST, postContact: contactRoute.POST, outbox, db: handle.db };
}

/** Runs SQL as the database's owner, outside the application. */
async function sql(text: string) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await database.create();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await running?.stopOutbox();
  await closeServerDatabase();
  await database.drop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  for (const name of Object.keys(configured)) delete process.env[name];
  vi.restoreAllMocks();
});

describe('one idempotency key', () => {
  it('sent concurrently with different bodies stores the first and answers the others 409', async () => {
    const api = await loadApi();
    const shared = key();
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        api.postContact(
          post({ ...contact, subject: `Question ${'abcd'[n - 1]}`, idempotencyKey: shared }, `192.0.2.${n}`),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const rows = await api.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.idempotencyKey, shared));
    expect(rows).toHaveLength(1);
    const winner = answers.find((answer) => answer.status === 201)!;
    expect(((await winner.json()) as { reference: string }).reference).toBe(rows[0]!.reference);
  });
});

describe('the per-address limit', () => {
  it('counts six identical concurrent sends once: all answered with one reference, four posts still allowed', async () => {
    const api = await loadApi();
    const address = '198.51.100.20';
    const shared = key();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api.postContact(post({ ...contact, idempotencyKey: shared }, address))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const references = new Set(
      await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference),
      ),
    );
    expect(references.size).toBe(1);
    const more = [];
    for (let i = 0; i < 5; i++)
      more.push((await api.postContact(post({ ...contact, idempotencyKey: key() }, address))).status);
    expect(more).toEqual([201, 201, 201, 201, 429]);
  });

  it('does not count a post cut off before it was stored', async () => {
    const api = await loadApi();
    const address = '198.51.100.21';
    // The insert fails after the limit was counted, in the same transaction, as if the server had
    // died before committing it.
    await sql(`CREATE FUNCTION cut_off() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'cut off'; END $$;
      CREATE TRIGGER cut_off BEFORE INSERT ON contact_submissions FOR EACH ROW EXECUTE FUNCTION cut_off();`);
    try {
      for (let i = 0; i < 5; i++) {
        expect((await api.postContact(post({ ...contact, idempotencyKey: key() }, address))).status).toBe(
          503,
        );
      }
    } finally {
      await sql('DROP TRIGGER cut_off ON contact_submissions; DROP FUNCTION cut_off();');
    }
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api.postContact(post({ ...contact, idempotencyKey: key() }, address))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("the office's notification", () => {
  it('is stored with the submission and sent by a server started after the one that stored it died', async () => {
    // The mail server cannot be reached at first; the process that stored them then dies.
    let api = await loadApi({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const answers = [
      await api.postAdmission(
        post({ ...admission, email: 'hawa@example.org', idempotencyKey: key() }, '192.0.2.40'),
      ),
      await api.postContact(post({ ...contact, idempotencyKey: key() }, '192.0.2.41')),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const [application, message] = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference),
    );
    const [applicationRow] = await api.db
      .select()
      .from(admissionRequests)
      .where(eq(admissionRequests.reference, application!));
    const [messageRow] = await api.db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.reference, message!));
    const office = await api.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'office'));
    expect(office.map((row) => row.admissionRequestId ?? row.contactSubmissionId).sort()).toEqual(
      expect.arrayContaining([applicationRow!.id, messageRow!.id]),
    );

    api = await loadApi();
    received.length = 0;
    await api.outbox.drainOutbox(api.db, { now: new Date(Date.now() + 60 * 60 * 1000) });
    const toOffice = (reference: string) =>
      received
        .filter((mail) => mail.to.endsWith('@universite.example') && mail.raw.includes(reference))
        .map((mail) => mail.to);
    expect(toOffice(application!)).toEqual(['admissions@universite.example']);
    expect(toOffice(message!)).toEqual(['contact@universite.example']);
    // Sent once: a later pass finds nothing more for the office.
    received.length = 0;
    await api.outbox.drainOutbox(api.db, { now: new Date(Date.now() + 2 * 60 * 60 * 1000) });
    expect([...toOffice(application!), ...toOffice(message!)]).toEqual([]);
  });
});

describe('confirmations to one address', () => {
  const confirmationsOf = (api: Awaited<ReturnType<typeof loadApi>>, id: string) =>
    api.db.select().from(mailOutbox).where(eq(mailOutbox.admissionRequestId, id));

  async function apply(api: Awaited<ReturnType<typeof loadApi>>, email: string, address: string) {
    const answer = await api.postAdmission(post({ ...admission, email, idempotencyKey: key() }, address));
    expect(answer.status).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    const [row] = await api.db
      .select()
      .from(admissionRequests)
      .where(eq(admissionRequests.reference, reference));
    const queued = await confirmationsOf(api, row!.id);
    return {
      withheld: row!.confirmationWithheld,
      confirmation: queued.some((mail) => mail.kind === 'confirmation'),
    };
  }

  it('stop at the daily limit, whatever the case of the address or who sends: the application is stored, the office told why', async () => {
    const api = await loadApi({ CONFIRMATION_MAIL_DAILY_LIMIT: '2' });
    const victim = 'victime@example.org';
    const results = [
      await apply(api, victim, '203.0.113.50'),
      await apply(api, 'Victime@Example.org', '203.0.113.51'),
      await apply(api, victim, '203.0.113.52'),
    ];
    expect(results).toEqual([
      { withheld: null, confirmation: true },
      { withheld: null, confirmation: true },
      { withheld: 'address_day', confirmation: false },
    ]);
    expect((await apply(api, 'autre@example.org', '203.0.113.53')).confirmation).toBe(true);
    const { withheldExplanation } = await import('@/lib/notify/confirmation-limits');
    expect(withheldExplanation('address_day')).toMatch(
      /Aucun e-mail de confirmation n'a été envoyé .* 2 en 24 heures/,
    );
  });

  it('stop at the limit of the longer window too', async () => {
    const api = await loadApi({ CONFIRMATION_MAIL_DAILY_LIMIT: '5', CONFIRMATION_MAIL_LIMIT: '1' });
    const email = 'fenetre@example.org';
    expect(await apply(api, email, '203.0.113.60')).toEqual({ withheld: null, confirmation: true });
    expect(await apply(api, email, '203.0.113.61')).toEqual({
      withheld: 'address_window',
      confirmation: false,
    });
  });
});
