import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { referencePattern } from '@/db/references';
import { admissionRequests, contactSubmissions, rateLimits } from '@/db/schema';
import { FORM_TOKEN_COOKIE, verifyFormToken } from '@/lib/security/form-token';
import { rateLimitKey } from '@/lib/security/rate-limit';
import { deriveKey } from '@/lib/security/signing-key';
import { throwawayDatabase } from './support/postgres';
import {
  applicationFields as admission,
  contactFields as contact,
  formPost,
  formTokenCookie as tokenCookie,
  serverSecret,
} from './support/form-fixtures';
import { closeServerDatabase } from './support/server-database';

const personal = [
  admission.fullName,
  admission.email,
  admission.phone,
  admission.message,
  contact.name,
  contact.email,
  contact.message,
];

/**
 * A post as the site's own form sends it, from `address` (behind one trusted proxy), with a form
 * token of its own served a minute before (a `Cookie` header given replaces it; '' sends none).
 */
function post(body: unknown, headers: Record<string, string> = {}, address = '203.0.113.10'): Request {
  return formPost(body, address, headers);
}

/** A body streamed in chunks, with no Content-Length (Transfer-Encoding: chunked on the wire). */
function chunkedPost(parts: Uint8Array[]): Request {
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[next++];
      if (part) controller.enqueue(part);
      else controller.close();
    },
  });
  return new Request('http://localhost:3000/api/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.20' },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** The route handlers loaded afresh under a configuration (the env is read at import). */
async function loadApi(env: Record<string, string>) {
  await closeServerDatabase();
  vi.resetModules();
  for (const key of ['DATABASE_URL', 'PGLITE_DATA_DIR', 'SERVER_SECRET']) delete process.env[key];
  // A key learnt from another test's database is not this one's.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('university.formTokenKey')];
  Object.assign(process.env, env);
  const admissions = await import('@/app/api/admissions/route');
  const contactRoute = await import('@/app/api/contact/route');
  const { getDatabase } = await import('@/db');
  return { postAdmission: admissions.POST, postContact: contactRoute.POST, getDatabase };
}

const limits = {
  TRUST_PROXY: '1',
  FORM_RATE_LIMIT_ADMISSIONS: '2',
  FORM_RATE_LIMIT_CONTACT: '3',
  FORM_RATE_LIMIT_WINDOW_SECONDS: '600',
  FORM_MIN_FILL_MS: '1500',
  SERVER_SECRET: serverSecret,
};

let logs: string[] = [];
beforeAll(() => {
  const capture = (...args: unknown[]) => void logs.push(args.map(String).join(' '));
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
});
afterEach(() => {
  for (const line of logs) {
    // One JSON object per line, with a request id, and nothing the visitor typed.
    const event = JSON.parse(line) as { requestId?: string };
    if (line.includes('"form')) expect(event.requestId).toMatch(/^[0-9a-f-]{36}$/);
    for (const value of personal) expect(line).not.toContain(value);
  }
  logs = [];
});
afterAll(async () => {
  await closeServerDatabase();
  vi.restoreAllMocks();
  for (const key of ['DATABASE_URL', ...Object.keys(limits)]) delete process.env[key];
});

describe('hardened form endpoints on PostgreSQL', () => {
  const database = throwawayDatabase('hard');
  let api: Awaited<ReturnType<typeof loadApi>>;
  let handle: DatabaseHandle;
  const count = async (table: typeof admissionRequests | typeof contactSubmissions) =>
    (await handle.db.select().from(table)).length;
  beforeAll(async () => {
    await database.create();
    api = await loadApi({ DATABASE_URL: database.url, ...limits });
    handle = await api.getDatabase();
  });

  afterAll(async () => {
    await closeServerDatabase();
    await database.drop();
  });

  it('answers 415 to anything but JSON, a form-encoded or text/plain post included', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '']) {
      const response = await api.postContact(post(contact, { 'Content-Type': type }));
      expect(response.status).toBe(415);
    }
    const latin1 = await api.postContact(
      post(contact, { 'Content-Type': 'application/json; charset=latin1' }),
    );
    expect(latin1.status).toBe(415);
    const utf8 = await api.postContact(post(contact, { 'Content-Type': 'application/json; charset=UTF-8' }));
    expect(utf8.status).toBe(201);
  });

  it('answers 413 to a body over 16 KB, declared or streamed in chunks, and 400 to invalid UTF-8', async () => {
    const before = await count(contactSubmissions);
    const declared = await api.postContact(post({ ...contact, message: 'x'.repeat(17 * 1024) }));
    expect(declared.status).toBe(413);
    const chunk = new TextEncoder().encode(`{"message":"${'x'.repeat(1000)}`);
    const streamed = await api.postContact(chunkedPost(Array.from({ length: 40 }, () => chunk)));
    expect(streamed.status).toBe(413);
    const badUtf8 = await api.postContact(
      chunkedPost([
        new TextEncoder().encode('{"name":"'),
        new Uint8Array([0xc3, 0x28]),
        new TextEncoder().encode('"}'),
      ]),
    );
    expect(badUtf8.status).toBe(400);
    expect(await count(contactSubmissions)).toBe(before);
  });

  it('answers 403 to a post sent from another site', async () => {
    const before = await count(contactSubmissions);
    const crossSite = await api.postContact(
      post(contact, { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }),
    );
    expect(crossSite.status).toBe(403);
    // An older browser sends Origin only.
    const originOnly = await api.postContact(
      post(contact, { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' }),
    );
    expect(originOnly.status).toBe(403);
    const sameSite = await api.postContact(post(contact, { 'Sec-Fetch-Site': 'same-site' }));
    expect(sameSite.status).toBe(403);
    expect(await count(contactSubmissions)).toBe(before);
  });

  it('answers 422 to unknown fields and wrong types, with the message in the request language', async () => {
    const extra = await api.postContact(post({ ...contact, isAdmin: true }));
    expect(extra.status).toBe(422);
    expect(await extra.json()).toEqual({ errors: { form: 'Le formulaire contient un champ inconnu' } });
    const english = await api.postAdmission(post({ ...admission, id: 'x', locale: 'en' }));
    expect(await english.json()).toEqual({ errors: { form: 'The form contains an unknown field' } });
    const array = await api.postContact(post([contact]));
    expect(array.status).toBe(422);
    const types = await api.postContact(post({ ...contact, name: 42, fillMs: 'slow' }));
    expect(types.status).toBe(422);
    expect(Object.keys(((await types.json()) as { errors: object }).errors).sort()).toEqual([
      'fillMs',
      'name',
    ]);
    // Strings are trimmed before they are measured and stored.
    const padded = await api.postContact(
      post({ ...contact, name: `   ${contact.name}   ` }, {}, '203.0.113.11'),
    );
    expect(padded.status).toBe(201);
    const { reference } = (await padded.json()) as { reference: string };
    const rows = await handle.db.select().from(contactSubmissions);
    expect(rows.find((r) => r.reference === reference)?.name).toBe(contact.name);
  });

  it('refuses a body naming __proto__ as an unknown field, never reading inherited values', async () => {
    const before = await count(contactSubmissions);
    const response = await api.postContact(post(`{"__proto__": ${JSON.stringify(contact)}}`));
    expect(response.status).toBe(422);
    expect(await count(contactSubmissions)).toBe(before);
  });

  it('stores a filled honeypot or a form sent too soon after its page flagged as suspected, with its own reference, and logs it', async () => {
    const trappedKey = 'k_' + randomUUID().replaceAll('-', '');
    const trapped = await api.postAdmission(
      post({ ...admission, website: 'https://spam.example', idempotencyKey: trappedKey }, {}, '203.0.113.30'),
    );
    expect(trapped.status).toBe(201);
    const trappedReference = ((await trapped.json()) as { reference: string }).reference;
    // Its page was served 300 ms before; what the client says of its fill time counts for nothing.
    const fast = await api.postAdmission(
      post({ ...admission, fillMs: 60_000 }, { Cookie: tokenCookie(300) }, '203.0.113.30'),
    );
    expect(fast.status).toBe(201);
    const fastReference = ((await fast.json()) as { reference: string }).reference;
    const rows = await handle.db.select().from(admissionRequests);
    // Each answer names the row that holds it: nothing is dropped, a slow phone loses nothing.
    expect(rows.find((r) => r.reference === trappedReference)?.suspectedReason).toBe('honeypot');
    expect(rows.find((r) => r.reference === fastReference)?.suspectedReason).toBe('too_fast');
    const suspected = logs.filter((l) => l.includes('"form_suspected"'));
    expect(suspected.some((l) => l.includes('"honeypot"'))).toBe(true);
    expect(suspected.some((l) => l.includes('"too_fast"'))).toBe(true);
    // The robot's retry gets the same reference: nothing tells it how it was classified.
    const retried = await api.postAdmission(
      post({ ...admission, website: 'https://spam.example', idempotencyKey: trappedKey }, {}, '203.0.113.30'),
    );
    expect(((await retried.json()) as { reference: string }).reference).toBe(trappedReference);
    // A person who took their time is stored unflagged.
    const person = await api.postAdmission(post({ ...admission, website: '' }, {}, '203.0.113.12'));
    const personReference = ((await person.json()) as { reference: string }).reference;
    const personRow = (await handle.db.select().from(admissionRequests)).find(
      (r) => r.reference === personReference,
    );
    expect(personRow?.suspectedReason).toBeNull();
  });

  it('refuses NUL and lone surrogates with a field message, before any limit is counted', async () => {
    const address = '203.0.113.31';
    const before = await count(contactSubmissions);
    for (const bad of ['Ngarlem\u0000Dionadji', 'Ngarlem \ud800', 'Ngarlem \udc00 x']) {
      const response = await api.postContact(post({ ...contact, name: bad }, {}, address));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        errors: { name: 'Ce champ contient des caractères qui ne peuvent pas être enregistrés' },
      });
    }
    const inMessage = await api.postAdmission(
      post({ ...admission, message: 'Bonjour\u0000', locale: 'en' }, {}, address),
    );
    expect(await inMessage.json()).toEqual({
      errors: { message: 'This field contains characters that cannot be stored' },
    });
    // A real pair (an emoji) is text.
    const emoji = await api.postContact(post({ ...contact, subject: 'Frais 😀 de scolarité' }, {}, address));
    expect(emoji.status).toBe(201);
    expect(await count(contactSubmissions)).toBe(before + 1);
    // Only the stored post counted against the address's limits.
    const mine = (await handle.db.select().from(rateLimits)).filter((r) => r.key === rateLimitKey(address));
    expect(mine.map((r) => [r.bucket, r.attempts.length])).toEqual([['contact', 1]]);
  });

  it("refuses an e-mail whose local part is over 64 characters, and never shows zod's own English", async () => {
    const long = await api.postContact(post({ ...contact, email: `${'a'.repeat(65)}@example.org` }));
    expect(long.status).toBe(422);
    expect(await long.json()).toEqual({ errors: { email: 'Email invalide' } });
    const sixtyFour = await api.postContact(
      post({ ...contact, email: `${'a'.repeat(64)}@example.org` }, {}, '203.0.113.32'),
    );
    expect(sixtyFour.status).toBe(201);
    const envelope = await api.postContact(post({ ...contact, fillMs: 'slow', idempotencyKey: 'short' }));
    expect(await envelope.json()).toEqual({
      errors: {
        fillMs: 'Le formulaire envoyé est illisible',
        idempotencyKey: 'Le formulaire envoyé est illisible',
      },
    });
  });

  it('binds an idempotency key to its body: another body under it is a 409, a new key stores it', async () => {
    const address = '203.0.113.33';
    const idempotencyKey = 'k_' + randomUUID().replaceAll('-', '');
    const first = await api.postAdmission(
      post({ ...admission, idempotencyKey, fillMs: 20_000 }, {}, address),
    );
    const { reference } = (await first.json()) as { reference: string };
    // The answer was lost; the visitor corrects the e-mail and sends again under the same key.
    const corrected = { ...admission, email: 'achta.saleh@example.org', fillMs: 30_000 };
    const conflict = await api.postAdmission(post({ ...corrected, idempotencyKey }, {}, address));
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      errors: { form: 'Cet envoi a changé depuis une tentative précédente : renvoyez le formulaire.' },
    });
    // The same body again (only the fill time differs: it is not a field) is the same submission.
    const again = await api.postAdmission(
      post({ ...admission, idempotencyKey, fillMs: 40_000 }, {}, address),
    );
    expect(again.status).toBe(201);
    expect(((await again.json()) as { reference: string }).reference).toBe(reference);
    // The form renews its key when the values change: the correction is stored.
    const renewed = await api.postAdmission(
      post({ ...corrected, idempotencyKey: 'k_' + randomUUID().replaceAll('-', '') }, {}, address),
    );
    expect(renewed.status).toBe(201);
    const renewedReference = ((await renewed.json()) as { reference: string }).reference;
    expect(renewedReference).not.toBe(reference);
    const rows = await handle.db.select().from(admissionRequests);
    expect(rows.find((r) => r.reference === renewedReference)?.email).toBe('achta.saleh@example.org');
    expect(rows.find((r) => r.reference === reference)?.email).toBe(admission.email);
  });

  it('refuses an Origin of another scheme than the address the post was sent to', async () => {
    const response = await api.postContact(
      post(contact, { Origin: 'https://localhost:3000', 'Sec-Fetch-Site': '' }, '203.0.113.34'),
    );
    expect(response.status).toBe(403);
  });

  it('counts an IPv6 client once, however its address is written', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:05:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const statuses = [];
    for (const written of ['2001:DB8:AA::1', '2001:0db8:00aa:0000::2', '2001:db8:aa:0:ffff::3']) {
      statuses.push((await api.postAdmission(post(admission, {}, written))).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('stores a retried or double-clicked submission once and answers the same reference', async () => {
    const before = await count(admissionRequests);
    const idempotencyKey = 'k_' + randomUUID().replaceAll('-', '');
    const body = { ...admission, idempotencyKey, fillMs: 20_000 };
    // A double click: two sends at once.
    const [a, b] = await Promise.all([
      api.postAdmission(post(body, {}, '203.0.113.13')),
      api.postAdmission(post(body, {}, '203.0.113.13')),
    ]);
    // A retry after a lost answer.
    const c = await api.postAdmission(post(body, {}, '203.0.113.13'));
    const references = await Promise.all(
      [a, b, c].map(async (r) => {
        expect(r.status).toBe(201);
        return ((await r.json()) as { reference: string }).reference;
      }),
    );
    expect(new Set(references).size).toBe(1);
    expect(await count(admissionRequests)).toBe(before + 1);
    const rows = await handle.db.select().from(admissionRequests);
    expect(rows.filter((r) => r.idempotencyKey === idempotencyKey)).toHaveLength(1);
    // A malformed key is refused, not stored without one.
    const bad = await api.postAdmission(post({ ...admission, idempotencyKey: 'short' }, {}, '203.0.113.13'));
    expect(bad.status).toBe(422);
  });

  it('answers 429 with Retry-After past the per-address limit, per form, per address, in the database', async () => {
    // The clock stands still, so the wait is known to the second. Only Date is faked; I/O keeps
    // real timers.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:05:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const address = '192.0.2.50';
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await api.postAdmission(post(admission, {}, address))).status);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await api.postAdmission(post(admission, {}, address));
    expect(refused.status).toBe(429);
    // The first send leaves the 600-second window in 600 seconds.
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(await refused.json()).toEqual({ error: 'rate_limited', retryAfter: 600 });
    // Contact messages have their own limit; another visitor is not affected.
    expect((await api.postContact(post(contact, {}, address))).status).toBe(201);
    expect((await api.postAdmission(post(admission, {}, '192.0.2.51'))).status).toBe(201);
    // The address the client wrote itself (left of the proxy's entry) changes nothing.
    const spoofed = await api.postAdmission(post(admission, { 'X-Forwarded-For': `10.9.9.9, ${address}` }));
    expect(spoofed.status).toBe(429);
    // The counters are rows: every server instance on this database sees them.
    const rows = await handle.db.select().from(rateLimits);
    expect(rows.some((r) => r.bucket === 'admission' && r.attempts.length === 2)).toBe(true);
    expect(rows.some((r) => r.key.includes('192.0.2'))).toBe(false);
    expect(logs.some((l) => l.includes('"form_rate_limited"'))).toBe(true);
  });

  it('lets only the limit through when one address sends many posts at once, each 201 a stored row', async () => {
    const address = '192.0.2.70';
    const before = await count(contactSubmissions);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => api.postContact(post(contact, {}, address))),
    );
    // FORM_RATE_LIMIT_CONTACT is 3 here: the address's row, locked from its count to the commit
    // of the row counted, serialises the address's posts, whatever their number.
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(3).fill(201), ...Array<number>(9).fill(429)]);
    const references = await Promise.all(
      answers
        .filter((answer) => answer.status === 201)
        .map(async (answer) => ((await answer.json()) as { reference: string }).reference),
    );
    const rows = await handle.db.select().from(contactSubmissions);
    expect(rows.filter((row) => references.includes(row.reference))).toHaveLength(3);
    expect(await count(contactSubmissions)).toBe(before + 3);
  });

  it('answers 503 with Retry-After when the database fails, stores nothing, then recovers', async () => {
    const before = await count(contactSubmissions);
    await handle.db.execute('ALTER TABLE rate_limits RENAME TO rate_limits_away');
    try {
      const response = await api.postContact(post(contact, {}, '192.0.2.60'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(await response.json()).toEqual({ error: 'unavailable' });
    } finally {
      await handle.db.execute('ALTER TABLE rate_limits_away RENAME TO rate_limits');
    }
    expect(await count(contactSubmissions)).toBe(before);
    expect((await api.postContact(post(contact, {}, '192.0.2.60'))).status).toBe(201);
  });
});

describe('every 201 names a stored row', () => {
  const database = throwawayDatabase('hard');
  let api: Awaited<ReturnType<typeof loadApi>>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await database.create();
    // Ten posts of all addresses together per window, then the flood backstop flags the rest.
    api = await loadApi({ DATABASE_URL: database.url, ...limits, FORM_GLOBAL_LIMIT: '10' });
    handle = await api.getDatabase();
  });

  afterAll(async () => {
    await closeServerDatabase();
    await database.drop();
  });

  it('past the limit of all addresses together, posts are stored flagged, never dropped', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await api.postContact(post(contact, {}, `198.51.100.${i + 1}`))).status);
    }
    expect(statuses).toEqual(Array(12).fill(201));
    const reasons = (await handle.db.select().from(contactSubmissions)).map((r) => r.suspectedReason);
    expect(reasons.filter((r) => r === null)).toHaveLength(10);
    expect(reasons.filter((r) => r === 'global_cap')).toHaveLength(2);
  });

  it('answers 201 only with the reference of a row, on every path: robot, replay, limit, person', async () => {
    const key = () => 'k_' + randomUUID().replaceAll('-', '');
    const robotKey = key();
    const personKey = key();
    const reusedToken = tokenCookie();
    const sends: [string, object, string, string?][] = [
      ['honeypot', { ...admission, website: 'x', idempotencyKey: robotKey }, '192.0.2.70'],
      ['honeypot retried', { ...admission, website: 'x', idempotencyKey: robotKey }, '192.0.2.70'],
      ['too fast', { ...admission, fillMs: 10, idempotencyKey: key() }, '192.0.2.71', tokenCookie(10)],
      ['person', { ...admission, fillMs: 60_000, idempotencyKey: personKey }, '192.0.2.72'],
      ['person retried', { ...admission, fillMs: 61_000, idempotencyKey: personKey }, '192.0.2.72'],
      ['person again', { ...admission, fillMs: 62_000, idempotencyKey: key() }, '192.0.2.72'],
      ['past the limit', { ...admission, fillMs: 63_000, idempotencyKey: key() }, '192.0.2.72'],
      ['no envelope', admission, '192.0.2.73'],
      ['conflict', { ...admission, email: 'other@example.org', idempotencyKey: personKey }, '192.0.2.72'],
      ['no token', { ...admission, fillMs: 90_000 }, '192.0.2.74', ''],
      ['forged token', admission, '192.0.2.74', tokenCookie(60_000, 'another-secret-0123456789abcdefghij')],
      ['token', { ...admission, idempotencyKey: key() }, '192.0.2.75', reusedToken],
      ['token reused', { ...admission, idempotencyKey: key() }, '192.0.2.76', reusedToken],
    ];
    const answers: { label: string; status: number; reference?: string }[] = [];
    for (const [label, body, address, cookie] of sends) {
      const response = await api.postAdmission(
        post(body, cookie === undefined ? {} : { Cookie: cookie }, address),
      );
      const json = (await response.json()) as { reference?: string };
      answers.push({ label, status: response.status, reference: json.reference });
    }
    const rows = await handle.db.select().from(admissionRequests);
    const references = new Set(rows.map((r) => r.reference));
    for (const { label, status, reference } of answers) {
      if (status === 201) {
        expect(reference, label).toMatch(referencePattern);
        expect(references.has(reference!), label).toBe(true);
      } else expect(reference, label).toBeUndefined();
    }
    expect(answers.map((a) => a.status)).toEqual([
      201, 201, 201, 201, 201, 201, 429, 201, 409, 201, 201, 201, 201,
    ]);
    const reasons = new Map(rows.map((r) => [r.reference, r.suspectedReason]));
    const reasonOf = (label: string) => reasons.get(answers.find((a) => a.label === label)!.reference!);
    expect(
      ['honeypot', 'too fast', 'person', 'no token', 'forged token', 'token', 'token reused'].map(reasonOf),
    ).toEqual(['honeypot', 'too_fast', null, 'no_token', 'no_token', null, 'token_reused']);
    // Replays name their first row; no row was stored for the refused sends.
    expect(answers[1]!.reference).toBe(answers[0]!.reference);
    expect(answers[4]!.reference).toBe(answers[3]!.reference);
    expect(rows).toHaveLength(answers.filter((a) => a.status === 201).length - 2);
  });
});

describe('form tokens without SERVER_SECRET', () => {
  const database = throwawayDatabase('hard');
  const withoutSecret: Record<string, string> = { ...limits };
  delete withoutSecret.SERVER_SECRET;

  beforeAll(async () => {
    await database.create();
  });
  afterAll(async () => {
    await closeServerDatabase();
    await database.drop();
  });

  it('signs with a key made at first start and kept in the database, which every instance then uses', async () => {
    const first = await loadApi({ DATABASE_URL: database.url, ...withoutSecret });
    // Before any key exists, a post is judged like one without a token, and stored.
    const early = await first.postContact(post(contact, {}, '203.0.113.50'));
    expect(early.status).toBe(201);
    const direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
    onTestFinished(() => direct.end());
    const { rows } = await direct.query<{ value: string }>(
      `SELECT value FROM server_secrets WHERE name = 'server'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value.length).toBeGreaterThanOrEqual(43);
    const key = deriveKey(Buffer.from(rows[0]!.value, 'base64url'), 'form-token');
    // Another instance (a fresh process: nothing in memory) accepts a token the first one signed.
    const second = await loadApi({ DATABASE_URL: database.url, ...withoutSecret });
    const signed = await second.postContact(
      post(contact, { Cookie: tokenCookie(60_000, key) }, '203.0.113.51'),
    );
    expect(signed.status).toBe(201);
    const { reference } = (await signed.json()) as { reference: string };
    const stored = await direct.query<{ suspected_reason: string | null }>(
      'SELECT suspected_reason FROM contact_submissions WHERE reference = $1',
      [reference],
    );
    expect(stored.rows).toEqual([{ suspected_reason: null }]);
    // The answer hands out the next submission's token, signed with the same key.
    const next = signed.headers.get('set-cookie') ?? '';
    expect(next).toMatch(
      new RegExp(`^${FORM_TOKEN_COOKIE}=v1\\.[^;]+; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Strict$`),
    );
    const token = next.split(';')[0]!.split('=')[1];
    expect(verifyFormToken(key, token)).toBeDefined();
  });
});

describe('hardened form endpoints with PostgreSQL down', () => {
  it('answers 503 with Retry-After, never 500', async () => {
    const api = await loadApi({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/hard_none', ...limits });
    const body = { ...admission, idempotencyKey: 'k_' + randomUUID().replaceAll('-', ''), fillMs: 9000 };
    const response = await api.postAdmission(post(body));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
  });
});
