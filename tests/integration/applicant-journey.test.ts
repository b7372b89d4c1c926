import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { admissionRequests, applicationDocuments, mailOutbox, staffUsers } from '@/db/schema';
import { issueUploadToken, UPLOAD_TOKEN_MAX_AGE_MS } from '@/lib/documents/upload-token';
import { throwawayDatabase } from './support/postgres';
import {
  applicationFields as application,
  formTokenCookie,
  serverSecret,
  uploadKey,
} from './support/form-fixtures';
import { closeServerDatabase } from './support/server-database';

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(500, 1)]);
/** A Windows executable's first bytes ("MZ", then the DOS stub), whatever its name says. */
const executable = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(4000, 0),
]);

interface ReceivedMail {
  to: string;
  raw: string;
}

const received: ReceivedMail[] = [];
/** How many of the next messages the SMTP server refuses (a mail server that is down). */
let refuseNext = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(_address, _session, callback) {
    if (refuseNext > 0) {
      refuseNext--;
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
      return;
    }
    callback();
  },
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

/** A received message's headers and body, decoded (quoted-printable, encoded words) to UTF-8 text. */
function decode(raw: string): string {
  const bytes = (text: string) =>
    text.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const latin1 = raw
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('latin1')
        : bytes(text.replace(/_/g, ' ')),
    )
    .replace(/=\r?\n/g, '');
  const [head = '', ...body] = latin1.split(/\r?\n\r?\n/);
  return Buffer.from(`${head}\n\n${bytes(body.join('\n\n'))}`, 'latin1').toString('utf8');
}

const database = throwawayDatabase('h21s_journey');
let api: Awaited<ReturnType<typeof loadApi>>;
let handle: DatabaseHandle;
const configured: Record<string, string> = {};

async function loadApi(env: Record<string, string>) {
  await closeServerDatabase();
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('university.formTokenKey')];
  Object.assign(process.env, env);
  Object.assign(configured, env);
  return {
    admissions: await import('@/app/api/admissions/route'),
    documents: await import('@/app/api/admissions/documents/route'),
    confirmation: await import('@/app/api/admissions/confirmation/route'),
    status: await import('@/app/api/admissions/status/route'),
    outbox: await import('@/lib/notify/outbox'),
    statusChanges: await import('@/lib/admin/status-changes'),
    db: await import('@/db'),
  };
}

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await database.create();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  api = await loadApi({
    DATABASE_URL: database.url,
    SERVER_SECRET: serverSecret,
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    SITE_URL: 'https://universite.example',
    TRUST_PROXY: '1',
    STATUS_RATE_LIMIT: '6',
    STATUS_RATE_LIMIT_PER_REFERENCE: '4',
    STATUS_FAILURES_PER_REFERENCE_AND_ADDRESS: '3',
    DOCUMENT_RATE_LIMIT: '100',
  });
  handle = await api.db.getDatabase();
});

afterAll(async () => {
  await closeServerDatabase();
  await database.drop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  for (const key of Object.keys(configured)) delete process.env[key];
  vi.restoreAllMocks();
});

const siteHeaders = (address: string) => ({
  Host: 'localhost:3000',
  Origin: 'http://localhost:3000',
  'Sec-Fetch-Site': 'same-origin',
  'X-Forwarded-For': address,
});

let applicants = 0;
/** Sends an application as the form does; its reference and upload token. */
async function apply(
  overrides: Record<string, string> = {},
  idempotencyKey = `key-${Date.now()}-${applicants}`,
) {
  applicants++;
  const response = await api.admissions.POST(
    new Request('http://localhost:3000/api/admissions', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...siteHeaders(`203.0.113.${applicants}`),
        Cookie: formTokenCookie(),
      },
      body: JSON.stringify({ ...application, idempotencyKey, ...overrides }),
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { reference: string; uploadToken: string };
}

function upload(
  token: string,
  body: Buffer | ReadableStream<Uint8Array>,
  {
    kind = 'transcripts',
    name = 'releve.pdf',
    key = crypto.randomUUID(),
    locale = 'fr',
    headers = {},
  } = {} as {
    kind?: string;
    name?: string;
    key?: string;
    locale?: string;
    headers?: Record<string, string>;
  },
) {
  const query = new URLSearchParams({ kind, name, locale });
  return api.documents.POST(
    new Request(`http://localhost:3000/api/admissions/documents?${query}`, {
      method: 'POST',
      headers: {
        ...siteHeaders('198.51.100.7'),
        'Content-Type': 'application/pdf',
        'X-Upload-Token': token,
        'Idempotency-Key': key,
        ...headers,
      },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

function lookUp(body: Record<string, string>, address = '198.51.100.20') {
  return api.status.POST(
    new Request('http://localhost:3000/api/admissions/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...siteHeaders(address) },
      body: JSON.stringify(body),
    }),
  );
}

async function applicationId(reference: string): Promise<string> {
  const [row] = await handle.db
    .select({ id: admissionRequests.id })
    .from(admissionRequests)
    .where(eq(admissionRequests.reference, reference));
  return row!.id;
}

describe('the upload token', () => {
  it('comes with the 201 of an application and again, valid, with a replayed send', async () => {
    const first = await apply({}, 'replayed-application-key-1');
    expect(first.uploadToken).toMatch(/^u1\./);
    const replay = await apply({}, 'replayed-application-key-1');
    expect(replay.reference).toBe(first.reference);
    expect((await upload(replay.uploadToken, pdf)).status).toBe(201);
  });
});

describe('POST /api/admissions/documents', () => {
  it('stores a PDF once, whatever the number of retries under its key', async () => {
    const { reference, uploadToken } = await apply();
    const first = await upload(uploadToken, pdf, { key: 'the-same-file-key' });
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { document } = (await first.json()) as { document: Record<string, unknown> };
    expect(document).toMatchObject({
      kind: 'transcripts',
      name: 'releve.pdf',
      size: pdf.length,
      mediaType: 'application/pdf',
    });
    const again = await upload(uploadToken, pdf, { key: 'the-same-file-key' });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { document: { id: string } }).document.id).toBe(document.id);
    const rows = await handle.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.admissionRequestId, await applicationId(reference)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.content.equals(pdf)).toBe(true);
  });

  it('judges the type by the bytes: an executable named .pdf and declared as a PDF is refused', async () => {
    const { uploadToken } = await apply();
    const french = await upload(uploadToken, executable, { name: 'diplome.pdf' });
    expect(french.status).toBe(415);
    expect(await french.json()).toEqual({
      error: 'wrongType',
      message: "Ce fichier n'est ni une photo (JPEG, PNG, HEIC) ni un PDF : il n'a pas été envoyé.",
    });
    const english = await upload(uploadToken, executable, { name: 'diploma.pdf', locale: 'en' });
    expect(((await english.json()) as { message: string }).message).toBe(
      'This file is neither a photo (JPEG, PNG, HEIC) nor a PDF: it was not sent.',
    );
    // A PNG named .pdf is a PNG.
    const photo = await upload(uploadToken, png, { name: 'scan.pdf', kind: 'identity' });
    expect(((await photo.json()) as { document: { mediaType: string } }).document.mediaType).toBe(
      'image/png',
    );
  });

  it('refuses a file over 5 MB while it streams, without reading it to the end', async () => {
    const { uploadToken } = await apply();
    const chunk = new Uint8Array(256 * 1024);
    chunk.set(Buffer.from('%PDF-1.7'));
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 400)
          controller.close(); // 100 MB: far more than is ever read
        else controller.enqueue(chunk);
      },
    });
    const response = await upload(uploadToken, endless);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe('tooLarge');
    expect(pulled).toBeLessThan(30);
    // An honest Content-Length over the limit is refused before anything is read.
    const declared = await upload(uploadToken, pdf, {
      headers: { 'Content-Length': String(6 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
  });

  it('refuses a fourth file of one kind with a clear message', async () => {
    const { uploadToken } = await apply();
    for (let i = 0; i < 3; i++)
      expect((await upload(uploadToken, pdf, { kind: 'diploma' })).status).toBe(201);
    const fourth = await upload(uploadToken, pdf, { kind: 'diploma', locale: 'en' });
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({ error: 'tooMany' });
    expect((await upload(uploadToken, pdf, { kind: 'identity' })).status).toBe(201);
  });

  it('answers 404 to an unknown reference, a forged, expired or missing token', async () => {
    const { reference, uploadToken } = await apply();
    const other = await apply({ email: 'other@example.org' });
    const unknown = issueUploadToken(uploadKey, 'ADM-2026-ZZZZZZ');
    const expired = issueUploadToken(uploadKey, reference, Date.now() - UPLOAD_TOKEN_MAX_AGE_MS - 1000);
    // Someone else's reference under this token's signature.
    const forged = uploadToken.replace(reference, other.reference);
    for (const token of [unknown, expired, forged, '', 'u1.nonsense']) {
      const response = await upload(token, pdf);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'notFound' });
    }
    const rows = await handle.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.admissionRequestId, await applicationId(other.reference)));
    expect(rows).toHaveLength(0);
  });

  it('answers 422 to an unknown kind of document', async () => {
    const { uploadToken } = await apply();
    expect((await upload(uploadToken, pdf, { kind: 'passport' })).status).toBe(422);
  });
});

describe('POST /api/admissions/status', () => {
  it("shows the applicant's programme, documents, missing kinds and history", async () => {
    const { reference, uploadToken } = await apply({ email: 'Mixed.Case@Example.org' });
    await upload(uploadToken, pdf, { kind: 'diploma', name: 'diplome.pdf' });
    const response = await lookUp(
      { reference: reference.toLowerCase(), email: 'mixed.case@example.org', locale: 'en' },
      '198.51.100.30',
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      reference,
      programName: 'Audit and Management Control',
      status: 'new',
      statusLabel: 'Received',
      missing: ['transcripts', 'identity'],
      documents: [{ kind: 'diploma', name: 'diplome.pdf', size: pdf.length }],
    });
    expect(body.history).toEqual([{ status: 'new', label: 'Received', at: expect.any(String) }]);
    expect(JSON.stringify(body)).not.toContain(application.phone);
  });

  it('answers one identical 404 for a wrong e-mail, an unknown reference or both', async () => {
    const { reference } = await apply();
    const answers = [];
    for (const [ref, email] of [
      [reference, 'someone.else@example.org'],
      ['ADM-2026-ZZZZZZ', application.email],
      ['ADM-2026-ZZZZZY', 'someone.else@example.org'],
    ] as const) {
      const response = await lookUp({ reference: ref, email }, '198.51.100.40');
      answers.push({ status: response.status, body: await response.text(), headers: [...response.headers] });
    }
    expect(answers[0]!.status).toBe(404);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(JSON.parse(answers[0]!.body)).toEqual({
      error: 'notFound',
      message:
        "Aucune demande ne correspond à cette référence et à cette adresse e-mail. Vérifiez-les : la référence figure dans l'e-mail de confirmation et sur l'écran affiché après l'envoi.",
    });
  });

  it("is limited per address and per reference, and strangers' failures never lock the owner out", async () => {
    const { reference } = await apply();
    // Four strangers, each from an address of its own, guess the e-mail: the reference's failures
    // (STATUS_RATE_LIMIT_PER_REFERENCE, 4 here) are spent.
    const strangers = [];
    for (let i = 0; i < 4; i++) {
      strangers.push(
        (await lookUp({ reference, email: `guess${i}@example.org` }, `192.0.2.${100 + i}`)).status,
      );
    }
    expect(strangers).toEqual([404, 404, 404, 404]);
    // None of them may guess again…
    const again = await lookUp({ reference, email: 'guess9@example.org' }, '192.0.2.100');
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    // …while the owner still finds the application, and with it the way to add documents.
    const owner = await lookUp({ reference, email: application.email }, '192.0.2.200');
    expect(owner.status).toBe(200);
    // Another stranger has one guess, no more: each guess costs an address.
    expect((await lookUp({ reference, email: 'guess10@example.org' }, '192.0.2.120')).status).toBe(404);
    expect((await lookUp({ reference, email: 'guess11@example.org' }, '192.0.2.120')).status).toBe(429);

    // One address failing on one reference: STATUS_FAILURES_PER_REFERENCE_AND_ADDRESS (3 here).
    const { reference: other } = await apply();
    const pair = [];
    for (let i = 0; i < 4; i++) {
      pair.push((await lookUp({ reference: other, email: `guess${i}@example.org` }, '192.0.2.150')).status);
    }
    expect(pair).toEqual([404, 404, 404, 429]);
    expect((await lookUp({ reference: other, email: application.email }, '192.0.2.151')).status).toBe(200);

    const fromOne = [];
    for (let i = 0; i < 7; i++) {
      fromOne.push(
        (await lookUp({ reference: `ADM-2026-00000${i}`, email: 'x@example.org' }, '192.0.2.50')).status,
      );
    }
    expect(fromOne).toEqual([404, 404, 404, 404, 404, 404, 429]);
  });
});

describe("the applicant's e-mails", () => {
  async function waitForMail(reference: string, count = 1) {
    await vi.waitFor(
      () => expect(received.filter((mail) => decode(mail.raw).includes(reference)).length).toBe(count),
      { timeout: 10_000, interval: 100 },
    );
    return received
      .filter((mail) => decode(mail.raw).includes(reference))
      .map((mail) => ({ ...mail, text: decode(mail.raw) }));
  }

  function confirm(token: string) {
    return api.confirmation.POST(
      new Request('http://localhost:3000/api/admissions/confirmation', {
        method: 'POST',
        headers: { ...siteHeaders('198.51.100.9'), 'X-Upload-Token': token },
      }),
    );
  }

  it("queues the confirmation with a person's application, not with a replayed send nor a suspected one", async () => {
    const sent = Date.now();
    const key = `key-queued-${sent}`;
    const { reference } = await apply({ email: 'queued@example.org' }, key);
    const id = await applicationId(reference);
    const queued = () => handle.db.select().from(mailOutbox).where(eq(mailOutbox.admissionRequestId, id));
    const [row] = await queued();
    expect(row).toMatchObject({ kind: 'confirmation', dedupeKey: `confirmation:${id}`, sentAt: null });
    // It waits 10 minutes for the browser to say the documents are uploaded.
    expect(row!.sendAfter.getTime() - sent).toBeGreaterThanOrEqual(10 * 60 * 1000);
    expect(row!.sendAfter.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    expect((await apply({ email: 'queued@example.org' }, key)).reference).toBe(reference);
    expect(await queued()).toHaveLength(1);
    // A filled honeypot: stored, flagged, and nothing sent to the address it gave.
    const robot = await applicationId((await apply({ email: 'robot@example.org', website: 'x' })).reference);
    const [flagged] = await handle.db.select().from(admissionRequests).where(eq(admissionRequests.id, robot));
    expect(flagged!.suspectedReason).toBe('honeypot');
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.admissionRequestId, robot))).toEqual(
      [],
    );
  });

  it('stores a fresh application in one transaction: prior sends; then the limit, the flood count, the confirmation limits, the row with its e-mail', async () => {
    // A first post learns the signing keys and sweeps the limits' rows; the next one is measured.
    await apply();
    const queries = vi.spyOn(pg.Client.prototype, 'query');
    try {
      const { reference } = await apply({ email: 'one.transaction@example.org' });
      const statements = queries.mock.calls.map(([query]) =>
        String(typeof query === 'string' ? query : (query as { text: string }).text)
          .trim()
          .split(/\s+/, 1)[0]!
          .toUpperCase(),
      );
      // BEGIN, the address's limit, the flood count, the confirmation's limits, the row with its
      // e-mail, COMMIT (a sweep of expired limits' rows may run between them: DELETE).
      const transaction = statements
        .slice(statements.indexOf('BEGIN'), statements.indexOf('COMMIT') + 1)
        .filter((statement) => statement !== 'DELETE');
      expect(transaction).toEqual(['BEGIN', 'WITH', 'SELECT', 'WITH', 'WITH', 'COMMIT']);
      const id = await applicationId(reference);
      expect(
        await handle.db.select().from(mailOutbox).where(eq(mailOutbox.admissionRequestId, id)),
      ).toHaveLength(1);
    } finally {
      queries.mockRestore();
    }
  });

  it('sends the confirmation in French once the documents are uploaded, and only once', async () => {
    const { reference, uploadToken } = await apply({ email: 'confirm.fr@example.org' });
    await upload(uploadToken, pdf, { kind: 'transcripts' });
    expect((await confirm(uploadToken)).status).toBe(202);
    const [mail] = await waitForMail(reference);
    expect(mail!.to).toBe('confirm.fr@example.org');
    expect(mail!.text).toContain(`Demande d'admission ${reference} bien reçue`);
    expect(mail!.text).toContain('Programme : Audit et contrôle de gestion');
    expect(mail!.text).toContain('Documents reçus : Relevés de notes');
    expect(mail!.text).toContain("Documents encore à envoyer : Copie de votre diplôme, Pièce d'identité");
    expect(mail!.text).toContain('https://universite.example/admissions/status');
    expect((await confirm(uploadToken)).status).toBe(202);
    await api.outbox.drainOutbox(handle.db);
    expect(await waitForMail(reference)).toHaveLength(1);
  });

  it('sends it in English to an applicant who used the English site', async () => {
    const { reference, uploadToken } = await apply({ email: 'confirm.en@example.org', locale: 'en' });
    await confirm(uploadToken);
    const [mail] = await waitForMail(reference);
    expect(mail!.text).toContain(`Admission application ${reference} received`);
    expect(mail!.text).toContain('Programme: Audit and Management Control');
    expect(mail!.text).toContain('https://universite.example/en/admissions/status');
  });

  it('sends it 10 minutes after the application when the browser never says so', async () => {
    const { reference } = await apply({ email: 'never.confirmed@example.org' });
    await api.outbox.drainOutbox(handle.db);
    expect(received.some((mail) => decode(mail.raw).includes(reference))).toBe(false);
    await api.outbox.drainOutbox(handle.db, { now: new Date(Date.now() + 10 * 60 * 1000 + 1000) });
    await waitForMail(reference);
  });

  it('tells the applicant of a status change when staff ask, in their language', async () => {
    const [staff] = await handle.db
      .insert(staffUsers)
      .values({ email: 'office@universite.example', passwordHash: 'x' })
      .returning();
    const french = await apply({ email: 'status.fr@example.org' });
    const english = await apply({ email: 'status.en@example.org', locale: 'en' });
    const { changeStatus } = api.statusChanges;
    // An internal note of the office never reaches the applicant.
    const { addNote } = await import('@/lib/admin/notes');
    expect(
      await addNote(handle.db, 'admissions', french.reference, 'Note interne : relancer', staff!.id),
    ).toBe(true);
    expect(
      await changeStatus(handle.db, 'admissions', french.reference, 'incomplete', staff!.id, {
        informApplicant: true,
      }),
    ).toBe(true);
    expect(
      await changeStatus(handle.db, 'admissions', english.reference, 'accepted', staff!.id, {
        informApplicant: true,
      }),
    ).toBe(true);
    // Without the box ticked, nothing is sent.
    expect(await changeStatus(handle.db, 'admissions', english.reference, 'refused', staff!.id)).toBe(true);
    await api.outbox.drainOutbox(handle.db);
    const [fr] = await waitForMail(french.reference);
    expect(fr!.text).toContain(
      `Demande d'admission ${french.reference} : Dossier incomplet : des documents manquent`,
    );
    // What to do: add the missing documents on the tracking page, whose address the mail gives.
    expect(fr!.text).toContain('Des documents manquent à votre dossier');
    expect(fr!.text).toContain('Documents encore à envoyer');
    expect(fr!.text).toMatch(/Suivre votre demande : https?:\/\/\S+\/admissions\/status/);
    expect(fr!.text).not.toContain('Note interne');
    const [en] = await waitForMail(english.reference);
    expect(en!.text).toContain(`Admission application ${english.reference}: Accepted`);
    expect(en!.text).not.toContain('Not accepted');
    expect(en!.text).toContain('Congratulations');

    const lookup = await lookUp(
      { reference: english.reference, email: 'status.en@example.org', locale: 'fr' },
      '198.51.100.60',
    );
    const body = (await lookup.json()) as { history: { label: string }[]; statusLabel: string };
    expect(body.history.map((step) => step.label)).toEqual(['Reçue', 'Acceptée', 'Non retenue']);
    expect(body.statusLabel).toBe('Non retenue');
  });

  it('retries a message the mail server refused, later, until it is taken', async () => {
    const { reference, uploadToken } = await apply({ email: 'retry@example.org' });
    const id = await applicationId(reference);
    refuseNext = 1;
    const answer = await confirm(uploadToken);
    // The application and the answer do not depend on the mail server.
    expect(answer.status).toBe(202);
    await vi.waitFor(
      async () => {
        const [row] = await handle.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.admissionRequestId, id), eq(mailOutbox.kind, 'confirmation')));
        expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringContaining('451') });
        expect(row!.sendAfter.getTime()).toBeGreaterThan(Date.now());
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(received.some((mail) => decode(mail.raw).includes(reference))).toBe(false);
    await api.outbox.drainOutbox(handle.db, { now: new Date(Date.now() + 2 * 60 * 1000) });
    await waitForMail(reference);
    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.admissionRequestId, id));
    expect(row!.sentAt).not.toBeNull();
  });
});
