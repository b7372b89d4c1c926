import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/db/client';
import { admissionRequests, applicationDocuments, documentUploadChunks, documentUploads } from '@/db/schema';
import { issueUploadToken } from '@/lib/documents/upload-token';
import { throwawayDatabase } from './support/postgres';
import {
  applicationFields as application,
  formTokenCookie,
  serverSecret,
  uploadKey,
} from './support/form-fixtures';
import { closeServerDatabase } from './support/server-database';

/** A PDF of `size` bytes whose every byte depends on its place, so a misplaced piece shows. */
function pdfOf(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
}
const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4000)]);

const database = throwawayDatabase('uploads_tus');
let api: Awaited<ReturnType<typeof loadApi>>;
let handle: DatabaseHandle;
const configured: Record<string, string> = {};

/** The routes as a freshly started server instance has them (no state kept in memory between). */
async function loadApi(env: Record<string, string> = {}) {
  await closeServerDatabase();
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('university.formTokenKey')];
  Object.assign(process.env, env);
  Object.assign(configured, env);
  const loaded = {
    admissions: await import('@/app/api/admissions/route'),
    documents: await import('@/app/api/admissions/documents/route'),
    uploads: await import('@/app/api/admissions/uploads/[[...id]]/route'),
    status: await import('@/app/api/admissions/status/route'),
    sweep: await import('@/lib/documents/upload-sweep'),
    clear: await import('@/lib/admin/clear-suspicion'),
    db: await import('@/db'),
  };
  handle = await loaded.db.getDatabase();
  return loaded;
}

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await database.create();
  api = await loadApi({
    DATABASE_URL: database.url,
    SERVER_SECRET: serverSecret,
    SITE_URL: 'https://universite.example',
    TRUST_PROXY: '1',
    DOCUMENT_RATE_LIMIT: '100',
    FORM_RATE_LIMIT_ADMISSIONS: '100',
    STATUS_RATE_LIMIT: '100',
  });
});

afterAll(async () => {
  await closeServerDatabase();
  await database.drop();
  for (const key of Object.keys(configured)) delete process.env[key];
  vi.restoreAllMocks();
});

const site = 'http://localhost:3000';
const siteHeaders = {
  Host: 'localhost:3000',
  Origin: site,
  'Sec-Fetch-Site': 'same-origin',
  'X-Forwarded-For': '198.51.100.9',
};

let applicants = 0;
async function apply(overrides: Record<string, string> = {}, formToken = true) {
  applicants++;
  const response = await api.admissions.POST(
    new Request(`${site}/api/admissions`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...siteHeaders,
        'X-Forwarded-For': `203.0.113.${applicants}`,
        ...(formToken ? { Cookie: formTokenCookie() } : {}),
      },
      body: JSON.stringify({ ...application, idempotencyKey: `tus-application-${applicants}`, ...overrides }),
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { reference: string; uploadToken?: string };
}

const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

function tus(
  method: string,
  path: string,
  token: string,
  headers: Record<string, string> = {},
  body?: BodyInit,
) {
  return api.uploads[method as 'POST'](
    new Request(`${site}${path}`, {
      method,
      headers: { ...siteHeaders, 'Tus-Resumable': '1.0.0', 'X-Upload-Token': token, ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

async function create(
  token: string,
  size: number,
  { kind = 'transcripts', name = 'releve.pdf', key = crypto.randomUUID(), locale = 'fr' } = {},
) {
  return tus('POST', '/api/admissions/uploads', token, {
    'Upload-Length': String(size),
    'Upload-Metadata': metadata({ kind, name, key }),
    'X-Locale': locale,
  });
}

function patch(token: string, location: string, offset: number, body: BodyInit) {
  return tus(
    'PATCH',
    location,
    token,
    {
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
    },
    body,
  );
}

async function offsetOf(token: string, location: string): Promise<number> {
  const head = await tus('HEAD', location, token);
  expect(head.status).toBe(200);
  return Number(head.headers.get('upload-offset'));
}

/** The offset once the cut request's last piece is written (it may land just after the answer). */
async function settledOffset(token: string, location: string): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await offsetOf(token, location);
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A request body that delivers `bytes`, 16 kB at a time as a slow line does, then breaks. */
function cutAfter(bytes: Buffer): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (at < bytes.length) {
        controller.enqueue(new Uint8Array(bytes.subarray(at, at + 16_384)));
        at += 16_384;
      } else controller.error(new Error('connection reset'));
    },
  });
}

async function documentsOf(reference: string) {
  const [row] = await handle.db
    .select({ id: admissionRequests.id })
    .from(admissionRequests)
    .where(eq(admissionRequests.reference, reference));
  return handle.db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.admissionRequestId, row!.id));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('resumable uploads (tus)', () => {
  it('keep what a cut request delivered, resume on another instance, and store the file once, whole', async () => {
    const { reference, uploadToken } = await apply();
    const file = pdfOf(700_000);
    const created = await create(uploadToken!, file.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/admissions\/uploads\/[0-9a-f]{32}$/);

    // A first request, cut after 300 000 bytes: what arrived is kept.
    await patch(uploadToken!, location, 0, cutAfter(file.subarray(0, 300_000))).catch(() => undefined);
    const held = await settledOffset(uploadToken!, location);
    expect(held).toBeGreaterThan(250_000);
    expect(held).toBeLessThanOrEqual(300_000);
    // Nothing of it is a document yet: staff see no part of a file.
    expect(await documentsOf(reference)).toHaveLength(0);

    // The next request reaches another server instance: it resumes from the bytes held.
    api = await loadApi();
    expect(await offsetOf(uploadToken!, location)).toBe(held);
    // A request from the wrong place is refused without changing anything.
    expect((await patch(uploadToken!, location, 0, new Uint8Array(file.subarray(0, 10)))).status).toBe(409);
    const done = await patch(uploadToken!, location, held, new Uint8Array(file.subarray(held)));
    expect(done.status).toBe(204);
    const document = JSON.parse(decodeURIComponent(done.headers.get('x-document')!)) as { name: string };
    expect(document).toMatchObject({ name: 'releve.pdf', size: file.length, mediaType: 'application/pdf' });

    const rows = await documentsOf(reference);
    expect(rows).toHaveLength(1);
    expect(sha256(rows[0]!.content)).toBe(sha256(file));
    // Its pieces are gone; a HEAD after a lost answer learns which document it became.
    expect(await handle.db.select().from(documentUploadChunks)).toHaveLength(0);
    const again = await tus('HEAD', location, uploadToken!);
    expect(Number(again.headers.get('upload-offset'))).toBe(file.length);
    expect(again.headers.get('x-document')).toBe(done.headers.get('x-document'));
  });

  it("answers someone else's upload as unknown, and checks every rule before taking a byte", async () => {
    const mine = await apply();
    const theirs = await apply({ email: 'autre@example.org' });
    const created = await create(mine.uploadToken!, 1000);
    const location = created.headers.get('location')!;
    expect((await tus('HEAD', location, theirs.uploadToken!)).status).toBe(404);
    const foreign = await patch(theirs.uploadToken!, location, 0, new Uint8Array(pdfOf(1000)));
    expect(foreign.status).toBe(404);
    expect(await offsetOf(mine.uploadToken!, location)).toBe(0);

    const tooLarge = await create(mine.uploadToken!, 6 * 1024 * 1024, { locale: 'en' });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      error: 'tooLarge',
      message: 'This file is over 5 MB. Choose a smaller file, or send a photo of the document.',
    });
    expect((await create('u1.forged', 1000)).status).toBe(404);
    // An extension this server does not offer is the request's fault: 400, not 501.
    const deferred = await tus('POST', '/api/admissions/uploads', mine.uploadToken!, {
      'Upload-Defer-Length': '1',
      'Upload-Metadata': metadata({ kind: 'identity', name: 'a.pdf', key: 'deferred-key-1' }),
    });
    expect(deferred.status).toBe(400);
    expect((await create(mine.uploadToken!, 1000, { kind: 'passport' })).status).toBe(422);
  });

  it('refuses a file that is no document at its first bytes', async () => {
    const { reference, uploadToken } = await apply();
    const created = await create(uploadToken!, executable.length, { name: 'diplome.pdf' });
    const location = created.headers.get('location')!;
    const refused = await patch(uploadToken!, location, 0, new Uint8Array(executable));
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ error: 'wrongType' });
    expect(await documentsOf(reference)).toHaveLength(0);
  });

  it('saves a file under the extension of its type, without invisible characters', async () => {
    const { reference, uploadToken } = await apply();
    const file = pdfOf(2000);
    for (const [name, key] of [
      ['releve.html', 'name-key-html'],
      ['releve\u202Eatm.pdf.hta', 'name-key-rlo'],
    ] as const) {
      const created = await create(uploadToken!, file.length, { name, key });
      const location = created.headers.get('location')!;
      expect((await patch(uploadToken!, location, 0, new Uint8Array(file))).status).toBe(204);
    }
    const names = (await documentsOf(reference)).map((row) => row.fileName).sort();
    expect(names).toEqual(['releve.pdf', 'releveatm.pdf']);
    // The same through the one-request route.
    const response = await api.documents.POST(
      new Request(`${site}/api/admissions/documents?kind=identity&name=photo.exe&locale=fr`, {
        method: 'POST',
        headers: { ...siteHeaders, 'X-Upload-Token': uploadToken!, 'Idempotency-Key': 'one-request-name' },
        body: new Uint8Array(pdfOf(500)),
      }),
    );
    expect(((await response.json()) as { document: { name: string } }).document.name).toBe('photo.pdf');
  });

  it('answers 409 to a reused upload key with another file, on both routes', async () => {
    const { reference, uploadToken } = await apply();
    const first = pdfOf(3000);
    const other = Buffer.concat([first.subarray(0, 2000), Buffer.alloc(1000, 7)]);
    const send = (bytes: Buffer) =>
      api.documents.POST(
        new Request(`${site}/api/admissions/documents?kind=diploma&name=diplome.pdf&locale=fr`, {
          method: 'POST',
          headers: { ...siteHeaders, 'X-Upload-Token': uploadToken!, 'Idempotency-Key': 'reused-key-1' },
          body: new Uint8Array(bytes),
        }),
      );
    expect((await send(first)).status).toBe(201);
    expect((await send(first)).status).toBe(200);
    const reused = await send(other);
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ error: 'keyReused' });

    const created = await create(uploadToken!, other.length, { key: 'reused-key-1', kind: 'diploma' });
    const finished = await patch(uploadToken!, created.headers.get('location')!, 0, new Uint8Array(other));
    expect(finished.status).toBe(409);
    expect(await finished.json()).toMatchObject({ error: 'keyReused' });
    const rows = await documentsOf(reference);
    expect(rows).toHaveLength(1);
    expect(sha256(rows[0]!.content)).toBe(sha256(first));
  });

  it('gives a flagged application no upload token, and takes no document for it', async () => {
    const flagged = await apply({}, false);
    expect(flagged.uploadToken).toBeUndefined();
    const [row] = await handle.db
      .select({ suspectedReason: admissionRequests.suspectedReason })
      .from(admissionRequests)
      .where(eq(admissionRequests.reference, flagged.reference));
    expect(row!.suspectedReason).toBe('no_token');
    // A token got some other way (issued before the flag, forged with the key) opens nothing.
    const token = issueUploadToken(uploadKey, flagged.reference);
    const refused = await create(token, 1000);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'held' });
    // The tracking page gives none either, until staff clear the flag.
    const lookUp = async () =>
      (await (
        await api.status.POST(
          new Request(`${site}/api/admissions/status`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...siteHeaders },
            body: JSON.stringify({ reference: flagged.reference, email: application.email, locale: 'fr' }),
          }),
        )
      ).json()) as { uploadToken: string | null };
    expect((await lookUp()).uploadToken).toBeNull();
    expect(await api.clear.clearSuspicion(handle.db, flagged.reference)).toBe(true);
    const cleared = await lookUp();
    expect(cleared.uploadToken).toMatch(/^u1\./);
    expect((await create(cleared.uploadToken!, 1000)).status).toBe(201);
  });

  it('answers past the storage cap of all applicants with a retryable 503 that says so', async () => {
    const { uploadToken } = await apply();
    api = await loadApi({ DOCUMENT_STORAGE_CAP_BYTES: '1' });
    try {
      const refused = await create(uploadToken!, 1000);
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({
        error: 'storageFull',
        message: expect.stringContaining('réessayez dans une heure'),
      });
    } finally {
      delete process.env.DOCUMENT_STORAGE_CAP_BYTES;
      api = await loadApi();
    }
  });

  it('deletes unfinished uploads once they expire', async () => {
    const { uploadToken } = await apply();
    const file = pdfOf(5000);
    const created = await create(uploadToken!, file.length);
    const location = created.headers.get('location')!;
    await patch(uploadToken!, location, 0, cutAfter(file.subarray(0, 4000))).catch(() => undefined);
    const id = location.split('/').pop()!;
    await handle.db
      .update(documentUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentUploads.id, id));
    expect(await api.sweep.sweepExpiredUploads()).toBeGreaterThanOrEqual(1);
    expect(await handle.db.select().from(documentUploads).where(eq(documentUploads.id, id))).toHaveLength(0);
    expect(
      await handle.db.select().from(documentUploadChunks).where(eq(documentUploadChunks.uploadId, id)),
    ).toHaveLength(0);
    expect((await tus('HEAD', location, uploadToken!)).status).toBe(404);
  });
});
