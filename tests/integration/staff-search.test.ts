import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/db/client';
import { admissionRequests, contactSubmissions, staffUsers } from '@/db/schema';
import { exportCsv } from '@/lib/admin/csv-export';
import { findDuplicates } from '@/lib/admin/duplicates';
import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { parseFilters } from '@/lib/admin/filters';
import { listInbox } from '@/lib/admin/inbox-queries';
import { markOpened, unreadCounts } from '@/lib/admin/opened';
import { countByStatus } from '@/lib/admin/status-counts';
import { applicationRow } from '../support/inbox-rows';
import { throwawayDatabase } from './support/postgres';

// "Zénaba" as some phones send it: "e" then U+0301 COMBINING ACUTE ACCENT (NFD), and as typed on
// a computer: "é" as one character (NFC). The office must find it whichever way each side came.
const decomposed = 'Ze\u0301naba Ali'.normalize('NFD');
const composedName = 'Zénaba Ali'.normalize('NFC');

const application = {
  diploma: 'Bac',
  programType: 'master',
  programSlug: 'management-ong',
  programName: 'Management des ONG',
  motivationLetter: 'Lettre',
} as const;

async function seed(db: DatabaseHandle['db']) {
  await db.insert(admissionRequests).values(
    applicationRow({
      reference: 'ADM-2026-00000D',
      fullName: decomposed,
      email: 'ze\u0301naba@example.org',
    }),
  );
  // An Arabic name as the applicant wrote it: short vowels and shadda, hamza on the alef, teh
  // marbuta, and a tatweel stretching one letter.
  await db.insert(admissionRequests).values(
    applicationRow({
      reference: 'ADM-2026-00000E',
      fullName: 'فاطِمَة الزَّهْراء أحمد عبـد الله',
      email: 'fatima.zahra@example.org',
      phone: '+235 66 00 00 01',
    }),
  );
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

type Db = DatabaseHandle['db'];

/** The rows the searches, duplicate checks and unread marks below look at, beside seed()'s. */
async function seedFinding(db: Db) {
  await db.insert(admissionRequests).values([
    // Éloïse, decomposed, with the phone written in full; her second application, phone written
    // without the country code and e-mail in capitals: a duplicate.
    {
      ...application,
      reference: 'ADM-2026-000123',
      fullName: 'E\u0301loi\u0308se Ngaba',
      email: 'eloise.ngaba@example.org',
      phone: '+235 66 12 34 56',
      createdAt: new Date('2026-09-01T08:00:00Z'),
    },
    {
      ...application,
      reference: 'ADM-2026-000124',
      fullName: 'Éloïse Ngaba',
      email: 'ELOISE.NGABA@example.org',
      phone: '66 12 34 56',
      createdAt: new Date('2026-09-02T08:00:00Z'),
    },
    // Same phone, another programme: not a duplicate of hers.
    {
      ...application,
      reference: 'ADM-2026-000125',
      fullName: 'Brahim Oumar',
      email: 'brahim@example.org',
      phone: '00235 66-12-34-56',
      programSlug: 'audit-controle-gestion',
      programName: 'Audit et contrôle de gestion',
      status: 'in_review',
    },
    // Wildcards typed in the search box must match themselves only.
    {
      ...application,
      reference: 'ADM-2026-000126',
      fullName: 'Taux 100% a_b',
      email: 'a_b@example.org',
      phone: '99 00 00 01',
    },
    {
      ...application,
      reference: 'ADM-2026-000127',
      fullName: 'Taux 1000 axb',
      email: 'axb@example.org',
      phone: '99 00 00 02',
    },
  ]);
  await db.insert(contactSubmissions).values([
    {
      reference: 'MSG-2026-000201',
      name: 'Moussa',
      email: 'Moussa@Example.org',
      subject: 'Frais',
      message: 'Un',
      createdAt: new Date('2026-09-01T08:00:00Z'),
    },
    {
      reference: 'MSG-2026-000202',
      name: 'Moussa D.',
      email: 'moussa@example.org',
      subject: 'Frais',
      message: 'Deux',
      createdAt: new Date('2026-09-02T08:00:00Z'),
    },
  ]);
}

async function expectFinding(db: Db) {
  await seedFinding(db);
  const eloise = ['ADM-2026-000124', 'ADM-2026-000123'];

  // Names and e-mails: accents, case and Unicode forms ignored, either side.
  for (const q of ['Eloise', 'ÉLOÏSE', 'éloïse'.normalize('NFD'), 'eloise ngaba', 'ELOISE.NGABA@']) {
    expect(await found(db, 'admissions', q), q).toEqual(eloise);
  }
  expect(await found(db, 'contact', 'Zenaba')).toEqual(['MSG-2026-00000D']);

  // References, whole or in part, any case; O typed for 0 (Crockford's alphabet has no O).
  for (const q of ['ADM-2026-000123', 'adm-2026-000123', '000123', 'OOO123']) {
    expect(await found(db, 'admissions', q), q).toEqual(['ADM-2026-000123']);
  }
  expect(await found(db, 'admissions', 'adm-2026-00012')).toHaveLength(5);
  expect(await found(db, 'contact', 'msg-2026-00020')).toEqual(['MSG-2026-000202', 'MSG-2026-000201']);

  // Phones: digits only, with or without Chad's code, however they were written on either side.
  for (const q of ['+235 66 12 34 56', '66123456', '0023566123456', '235 66-12-34-56', '66 12']) {
    expect((await found(db, 'admissions', q)).sort(), q).toEqual([...eloise, 'ADM-2026-000125'].sort());
  }
  expect(await found(db, 'admissions', '+235 66 12 34 57')).toEqual([]);

  // % and _ are searched for, not wildcards.
  expect(await found(db, 'admissions', '100%')).toEqual(['ADM-2026-000126']);
  expect(await found(db, 'admissions', 'a_b')).toEqual(['ADM-2026-000126']);
  expect(await found(db, 'admissions', '％')).toEqual(['ADM-2026-000126']);

  // Duplicates: same programme and same e-mail or phone; the same phone for another programme is not.
  const page = (await listInbox(db, 'admissions', { q: 'ngaba', page: 1 })).entries;
  expect(page.map(({ reference, duplicates }) => [reference, duplicates])).toEqual([
    ['ADM-2026-000124', ['ADM-2026-000123']],
    ['ADM-2026-000123', ['ADM-2026-000124']],
  ]);
  const others = await findDuplicates(db, 'admissions', [
    'ADM-2026-000125',
    'ADM-2026-000126',
    'ADM-2026-00000D',
  ]);
  expect(others.size).toBe(0);
  const contacts = await findDuplicates(db, 'contact', ['MSG-2026-000201', 'MSG-2026-00000D']);
  expect([...contacts]).toEqual([['MSG-2026-000201', ['MSG-2026-000202']]]);

  // Unread until a staff member opens the page; the first opening is the one kept.
  const [first] = await db
    .insert(staffUsers)
    .values({ email: 'first@example.org', passwordHash: 'x' })
    .returning();
  const [second] = await db
    .insert(staffUsers)
    .values({ email: 'second@example.org', passwordHash: 'x' })
    .returning();
  const unreadBefore = await unreadCounts(db);
  expect(unreadBefore).toEqual({ admissions: 7, contact: 3 });
  expect(page.every((entry) => entry.unread)).toBe(true);
  await markOpened(db, 'admissions', 'ADM-2026-000123', first!.id);
  await markOpened(db, 'admissions', 'ADM-2026-000123', second!.id);
  expect(await unreadCounts(db)).toEqual({ admissions: 6, contact: 3 });
  const after = (await listInbox(db, 'admissions', { q: 'ngaba', page: 1 })).entries;
  expect(after.map(({ reference, unread }) => [reference, unread])).toEqual([
    ['ADM-2026-000124', true],
    ['ADM-2026-000123', false],
  ]);
  const [opened] = await db
    .select({ by: admissionRequests.openedBy })
    .from(admissionRequests)
    .where(eq(admissionRequests.reference, 'ADM-2026-000123'));
  expect(opened?.by).toBe(first!.id);

  // Counts per status under the other filters, the status filter itself left out.
  const counts = async (query: Record<string, string>) => {
    const parsed = parseFilters('admissions', query);
    expect(parsed.ok).toBe(true);
    return Object.fromEntries(
      (await countByStatus(db, 'admissions', parsed.filters)).map((c) => [c.status, c.count]),
    );
  };
  const expected = { new: 2, incomplete: 0, in_review: 1, accepted: 0, refused: 0, waitlisted: 0 };
  expect(await counts({ q: '66 12 34 56' })).toEqual(expected);
  expect(await counts({ q: '66 12 34 56', status: 'accepted' })).toEqual(expected);
}

async function expectFoundEitherForm(db: DatabaseHandle['db']) {
  expect(decomposed).not.toBe(composedName);
  for (const q of ['Zénaba', 'zénaba', 'Ze\u0301naba', 'énaba ali', 'ze\u0301naba@', 'zénaba@example']) {
    expect(await found(db, 'admissions', q.normalize('NFC')), q).toEqual(['ADM-2026-00000D']);
    expect(await found(db, 'admissions', q.normalize('NFD')), q).toEqual(['ADM-2026-00000D']);
  }
  expect(await found(db, 'contact', composedName)).toEqual(['MSG-2026-00000D']);
  // Typed without diacritics or tatweel, with a bare alef, or teh marbuta written as heh.
  for (const q of ['فاطمة الزهراء', 'فاطمه', 'احمد', 'أحمد', 'عبد الله', 'فـاطمة']) {
    expect(await found(db, 'admissions', q), q).toEqual(['ADM-2026-00000E']);
  }
  expect(await found(db, 'admissions', 'فاطمة محمد')).toEqual([]);
  const parsed = parseFilters('admissions', { q: composedName });
  expect(parsed.ok && (await exportCsv(db, 'admissions', parsed.filters)).rows).toBe(1);
}

describe('staff search, duplicates and unread marks', () => {
  const database = throwawayDatabase('staff_search');
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  it('finds by name, e-mail, reference and phone whatever the accents and forms, on PostgreSQL', async () => {
    await database.create();
    handle = await openDatabase({ databaseUrl: database.url, pgliteDataDir: 'unused' });
    await handle.migrate();
    await seed(handle.db);
    await expectFoundEitherForm(handle.db);
    await expectFinding(handle.db);
  });

  it('and on the embedded PGlite database', { timeout: 120_000 }, async () => {
    const pglite = await openDatabase({ pgliteDataDir: 'memory://' });
    try {
      await pglite.migrate();
      await seed(pglite.db);
      await expectFoundEitherForm(pglite.db);
      await expectFinding(pglite.db);
    } finally {
      await pglite.close();
    }
  });
});
