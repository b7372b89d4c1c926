import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeTypes } from '@/content/types';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { admissionRequests, contactSubmissions } from '@/db/schema';
import { throwawayDatabase } from './support/postgres';

const admission = {
  reference: 'ADM-TEST0001',
  fullName: 'Achta Mahamat Saleh',
  email: 'achta@example.org',
  phone: '+235 66 00 00 01',
  diploma: 'Baccalauréat série D (2025)',
  programType: 'licence',
  programSlug: 'genie-logiciel',
  programName: 'Génie logiciel',
  motivationLetter: 'Je souhaite devenir développeuse et créer des services utiles au Tchad.',
  locale: 'fr',
};

const contact = {
  reference: 'MSG-TEST0001',
  name: 'Ngarlem Dionadji',
  email: 'ngarlem@example.org',
  subject: 'Frais de scolarité',
  message: 'Bonjour, pouvez-vous me communiquer les frais de la licence ?',
  locale: 'fr',
};

async function roundTrip(handle: DatabaseHandle) {
  await handle.migrate();
  // A second run finds nothing to do: migrations are idempotent.
  await handle.migrate();
  const [inserted] = await handle.db.insert(admissionRequests).values(admission).returning();
  expect(inserted?.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(inserted?.createdAt).toBeInstanceOf(Date);
  const [row] = await handle.db
    .select()
    .from(admissionRequests)
    .where(eq(admissionRequests.reference, admission.reference));
  expect(row).toMatchObject(admission);
  await handle.db.insert(contactSubmissions).values(contact);
  const [message] = await handle.db.select().from(contactSubmissions);
  expect(message).toMatchObject(contact);
  // The schema stores every programme type the site offers and refuses any other.
  const typed = programmeTypes.map((programType, index) => ({
    ...admission,
    reference: `ADM-TYPE000${index}`,
    programType,
  }));
  await handle.db.insert(admissionRequests).values(typed);
  await handle.db.delete(admissionRequests).where(
    inArray(
      admissionRequests.reference,
      typed.map((row) => row.reference),
    ),
  );
  await expect(
    handle.db
      .insert(admissionRequests)
      .values({ ...admission, reference: 'ADM-TEST0002', programType: 'doctorat' }),
  ).rejects.toThrow();
  // References are unique: the same application cannot be stored twice under one reference.
  await expect(handle.db.insert(admissionRequests).values(admission)).rejects.toThrow();
}

describe('database on PostgreSQL', () => {
  const database = throwawayDatabase('test');
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await database.create();
    handle = await openDatabase({ databaseUrl: database.url, pgliteDataDir: 'unused' });
  });

  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  it('applies the migrations and reads back what was inserted', async () => {
    expect(handle.kind).toBe('postgres');
    await roundTrip(handle);
  });
});

describe('several server instances starting together on one PostgreSQL', () => {
  const database = throwawayDatabase('test');

  beforeAll(() => database.create());
  afterAll(() => database.drop());

  it('all migrate without error, and the tables exist once', async () => {
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: database.url, pgliteDataDir: 'unused' })),
    );
    try {
      await Promise.all(handles.map((h) => h.migrate()));
      const rows = await handles[0]!.db.select().from(admissionRequests);
      expect(rows).toEqual([]);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});

describe('database on embedded PGlite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
  const dataDir = path.join(dir, 'nested', 'data');

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // A fresh PGlite folder runs every migration in WebAssembly: slow on a busy two-core machine.
  it('creates its data folder, migrates and reads back an insert', { timeout: 120_000 }, async () => {
    const handle = await openDatabase({ pgliteDataDir: dataDir });
    expect(handle.kind).toBe('pglite');
    try {
      await roundTrip(handle);
    } finally {
      await handle.close();
    }
  });

  it('keeps the rows in its folder across restarts', async () => {
    const handle = await openDatabase({ pgliteDataDir: dataDir });
    try {
      await handle.migrate();
      const rows = await handle.db.select().from(admissionRequests);
      expect(rows.map((r) => r.reference)).toEqual([admission.reference]);
    } finally {
      await handle.close();
    }
  });
});
