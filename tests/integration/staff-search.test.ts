import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { admissionRequests, contactSubmissions } from '@/db/schema';
import { exportCsv } from '@/lib/admin/csv-export';
import { parseFilters, type InboxKind } from '@/lib/admin/filters';
import { listInbox } from '@/lib/admin/inbox-queries';
import { testServerUrl } from './support/postgres';

// "Zénaba" as some phones send it: "e" then U+0301 COMBINING ACUTE ACCENT (NFD), and as typed on
// a computer: "é" as one character (NFC). The office must find it whichever way each side came.
const decomposed = 'Ze\u0301naba Ali'.normalize('NFD');
const composedName = 'Zénaba Ali'.normalize('NFC');

async function seed(db: DatabaseHandle['db']) {
  await db.insert(admissionRequests).values({
    reference: 'ADM-2026-00000D',
    fullName: decomposed,
    email: 'ze\u0301naba@example.org',
    phone: '+235 66 00 00 00',
    diploma: 'Bac',
    programType: 'master',
    programSlug: 'management-ong',
    programName: 'Management des ONG',
    motivationLetter: 'Lettre',
  });
  await db.insert(contactSubmissions).values({
    reference: 'MSG-2026-00000D',
    name: decomposed,
    email: 'contact@example.org',
    subject: 'Frais',
    message: 'Bonjour',
  });
}

async function found(db: DatabaseHandle['db'], kind: InboxKind, q: string): Promise<string[]> {
  const parsed = parseFilters(kind, { q });
  expect(parsed.ok).toBe(true);
  return (await listInbox(db, kind, parsed.filters)).entries.map((entry) => entry.reference);
}

async function expectFoundEitherForm(db: DatabaseHandle['db']) {
  expect(decomposed).not.toBe(composedName);
  for (const q of ['Zénaba', 'zénaba', 'Ze\u0301naba', 'énaba ali', 'ze\u0301naba@', 'zénaba@example']) {
    expect(await found(db, 'admissions', q.normalize('NFC')), q).toEqual(['ADM-2026-00000D']);
    expect(await found(db, 'admissions', q.normalize('NFD')), q).toEqual(['ADM-2026-00000D']);
  }
  expect(await found(db, 'contact', composedName)).toEqual(['MSG-2026-00000D']);
  expect(await found(db, 'contact', 'Zenaba')).toEqual([]);
  const parsed = parseFilters('admissions', { q: composedName });
  expect(parsed.ok && (await exportCsv(db, 'admissions', parsed.filters)).rows).toBe(1);
}

describe('staff search across Unicode forms', () => {
  const server = new pg.Client({ connectionString: testServerUrl });
  const database = `staff_search_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    await server.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await server.end();
  });

  it('finds a name stored decomposed by a composed or decomposed search, on PostgreSQL', async () => {
    await server.connect();
    await server.query(`CREATE DATABASE ${database}`);
    const url = new URL(testServerUrl);
    url.pathname = `/${database}`;
    handle = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: 'unused' });
    await handle.migrate();
    await seed(handle.db);
    await expectFoundEitherForm(handle.db);
  });

  it('and on the embedded PGlite database', { timeout: 120_000 }, async () => {
    const pglite = await openDatabase({ pgliteDataDir: 'memory://' });
    try {
      await pglite.migrate();
      await seed(pglite.db);
      await expectFoundEitherForm(pglite.db);
    } finally {
      await pglite.close();
    }
  });
});
