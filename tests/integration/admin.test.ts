import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DatabaseError } from '@/db/errors';
import { FolderInUseError, lockFolder } from '@/db/folder-lock';
import { admissionRequests, contactSubmissions, staffSessions, staffUsers } from '@/db/schema';
import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { parseFilters, type InboxFilters } from '@/lib/admin/filters';
import { exportCsv } from '@/lib/admin/csv-export';
import { getAdmission, listInbox, PAGE_SIZE } from '@/lib/admin/inbox-queries';
import { changeStatus } from '@/lib/admin/status-changes';
import { checkCredentials, closeSession, openSession, saveStaffUser, sessionStaff } from '@/lib/admin/staff';
import { applicationRow, contactRow } from '../support/inbox-rows';
import { migratedDatabase } from './support/migrated-database';

// On a throw-away PostgreSQL database: the queries are plain Drizzle, the same on PGlite (whose
// WASM migrations would cost this busy suite tens of seconds more).
const database = migratedDatabase('admin');

const password = 'un-mot-de-passe-solide';

/** The filters of a query string the filter form could send. */
function validFilters(kind: InboxKind, params: Record<string, string>): InboxFilters {
  const parsed = parseFilters(kind, params);
  if (!parsed.ok) throw new Error(`Invalid filters: ${parsed.problems.join(', ')}`);
  return parsed.filters;
}

describe('staff accounts and sessions', () => {
  it('stores an argon2id hash and checks credentials, the e-mail case-insensitively', async () => {
    const { db } = database;
    expect(await saveStaffUser(db, 'Registrar@Universite.example', password)).toBe('created');
    const [user] = await db.select().from(staffUsers);
    expect(user!.email).toBe('registrar@universite.example');
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user!.passwordHash).not.toContain(password);
    expect(await checkCredentials(db, 'REGISTRAR@universite.example', password)).toMatchObject({
      email: 'registrar@universite.example',
    });
    expect(await checkCredentials(db, 'registrar@universite.example', `${password}!`)).toBeUndefined();
    expect(await checkCredentials(db, 'nobody@universite.example', password)).toBeUndefined();
    await expect(saveStaffUser(db, 'x@universite.example', 'court')).rejects.toThrow(/at least 12/);
  });

  it('keeps only a hash of the session token, expires sessions, and closes them on logout or a new password', async () => {
    const { db } = database;
    const staff = (await checkCredentials(db, 'registrar@universite.example', password))!;
    const { token } = await openSession(db, staff);
    expect(await sessionStaff(db, token)).toEqual(staff);
    const stored = await db.select().from(staffSessions);
    expect(stored.some((s) => s.id === token)).toBe(false);
    await closeSession(db, token);
    expect(await sessionStaff(db, token)).toBeUndefined();

    const old = await openSession(db, staff, new Date(Date.now() - 11 * 3600 * 1000));
    expect(await sessionStaff(db, old.token)).toBeUndefined();

    const open = await openSession(db, staff);
    expect(await saveStaffUser(db, 'registrar@universite.example', `${password}-2`)).toBe('updated');
    expect(await sessionStaff(db, open.token)).toBeUndefined();
  });

  it('ends a session left unused for two hours, while each use keeps it going', async () => {
    const { db } = database;
    await saveStaffUser(db, 'night-shift@universite.example', password);
    const staff = (await checkCredentials(db, 'night-shift@universite.example', password))!;
    const minutes = (n: number) => new Date(opened.getTime() + n * 60_000);
    const opened = new Date();
    const busy = await openSession(db, staff, opened);
    // Used every 90 minutes: never idle for two hours, alive until the working day ends.
    expect(await sessionStaff(db, busy.token, minutes(90))).toEqual(staff);
    expect(await sessionStaff(db, busy.token, minutes(180))).toEqual(staff);
    expect(await sessionStaff(db, busy.token, minutes(270))).toEqual(staff);

    const left = await openSession(db, staff, opened);
    expect(await sessionStaff(db, left.token, minutes(119))).toEqual(staff);
    // Two hours and a minute after that last use, the session is over.
    expect(await sessionStaff(db, left.token, minutes(119 + 121))).toBeUndefined();
  });
});

describe('inbox', () => {
  it('lists newest first with filters and pages, records status changes, and exports what it lists', async () => {
    const { db } = database;
    const [staff] = await db.select().from(staffUsers);
    const base = new Date('2026-09-01T08:00:00Z').getTime();
    const rows = Array.from({ length: PAGE_SIZE + 3 }, (_, i) =>
      applicationRow({
        reference: `ADM-2026-${String(i).padStart(6, '0')}`,
        fullName: i === 0 ? 'Zara <b>Oumar</b>' : `Candidat ${i}`,
        email: `candidat${i}@example.org`,
        programType: i % 2 ? 'licence' : 'master',
        createdAt: new Date(base + i * 24 * 3600 * 1000),
      }),
    );
    await db.insert(admissionRequests).values(rows);
    await db
      .insert(contactSubmissions)
      .values(contactRow({ reference: 'MSG-2026-000001', name: 'Ngarlem', email: 'n@example.org' }));

    const first = await listInbox(db, 'admissions', validFilters('admissions', {}));
    expect(first.total).toBe(PAGE_SIZE + 3);
    expect(first.pageCount).toBe(2);
    expect(first.entries).toHaveLength(PAGE_SIZE);
    expect(first.entries[0]!.reference).toBe(rows.at(-1)!.reference);
    const second = await listInbox(db, 'admissions', validFilters('admissions', { page: '2' }));
    expect(second.entries.map((e) => e.reference)).toEqual([
      'ADM-2026-000002',
      'ADM-2026-000001',
      'ADM-2026-000000',
    ]);

    const search = await listInbox(db, 'admissions', validFilters('admissions', { q: 'ZARA' }));
    expect(search.entries.map((e) => e.reference)).toEqual(['ADM-2026-000000']);
    expect((await listInbox(db, 'admissions', validFilters('admissions', { q: 'candidat1' }))).total).toBe(
      11,
    );
    // % typed in the box is a character, not a wildcard.
    expect((await listInbox(db, 'admissions', validFilters('admissions', { q: '%' }))).total).toBe(0);
    const type = await listInbox(db, 'admissions', validFilters('admissions', { programType: 'licence' }));
    expect(type.total).toBe(14);
    const programme = await listInbox(
      db,
      'admissions',
      validFilters('admissions', { programme: 'management-ong' }),
    );
    expect(programme.total).toBe(14);
    // 2026-09-01 08:00 UTC is day 0; days 2 to 4 inclusive, N'Djamena time.
    const range = await listInbox(
      db,
      'admissions',
      validFilters('admissions', { from: '2026-09-03', to: '2026-09-05' }),
    );
    expect(range.entries.map((e) => e.reference)).toEqual([
      'ADM-2026-000004',
      'ADM-2026-000003',
      'ADM-2026-000002',
    ]);

    expect(await changeStatus(db, 'admissions', 'ADM-2026-000003', 'in_review', staff!.id)).toBe(true);
    expect(await changeStatus(db, 'admissions', 'ADM-2026-000003', 'refused', staff!.id)).toBe(true);
    expect(await changeStatus(db, 'admissions', 'ADM-2026-000003', 'refused', staff!.id)).toBe(true);
    expect(await changeStatus(db, 'admissions', 'ADM-2026-999999', 'refused', staff!.id)).toBe(false);
    const detail = await getAdmission(db, 'ADM-2026-000003');
    expect(detail!.row.status).toBe('refused');
    expect(detail!.history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      ['in_review', 'refused', staff!.email],
      ['new', 'in_review', staff!.email],
    ]);
    const refused = await listInbox(db, 'admissions', validFilters('admissions', { status: 'refused' }));
    expect(refused.entries.map((e) => e.reference)).toEqual(['ADM-2026-000003']);
    expect(await changeStatus(db, 'contact', 'MSG-2026-000001', 'answered', staff!.id)).toBe(true);
    // A status of the other inbox is refused, and a filter on one is reported, never widened.
    await expect(changeStatus(db, 'contact', 'MSG-2026-000001', 'accepted', staff!.id)).rejects.toThrow();
    await expect(changeStatus(db, 'admissions', 'ADM-2026-000003', 'answered', staff!.id)).rejects.toThrow();
    expect(parseFilters('contact', { status: 'accepted' })).toMatchObject({
      ok: false,
      problems: ['status'],
    });
    expect(parseFilters('admissions', { status: 'archived' })).toMatchObject({
      ok: false,
      problems: ['status'],
    });

    const { csv, rows: count } = await exportCsv(
      db,
      'admissions',
      validFilters('admissions', { programType: 'licence' }),
    );
    expect(count).toBe(14);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(15);
    expect(csv).toContain('ADM-2026-000003;2026-09-04 09:00;Refusé;Candidat 3;candidat3@example.org;');
    const contact = await exportCsv(db, 'contact', validFilters('contact', {}));
    expect(contact.csv).toContain('MSG-2026-000001;');
    expect(contact.csv).toContain(';Répondu;Ngarlem;n@example.org;Frais;Bonjour;fr');
  });
});

describe('a failing staff query', () => {
  it('throws a DatabaseError with its code, never the query nor its parameters', async () => {
    const { db } = database;
    // What the filters now refuse (NUL in the search) makes PostgreSQL fail the query.
    const failure = await listInbox(db, 'admissions', { q: 'candidat0@example.org\u0000', page: 1 }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DatabaseError);
    expect(failure).toMatchObject({ name: 'DatabaseError', code: '22021' });
    // What a logger prints of it: message, stack and causes.
    const printed = inspect(failure, { depth: 10 });
    expect(printed).not.toMatch(/candidat0|example\.org|params|select/i);
    expect((failure as Error).cause).toBeUndefined();
  });
});

describe('embedded database folder', () => {
  it('is refused while another live process holds it, and taken over from a dead one', () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'admin-lock-')), 'pglite');
    writeFileSync(`${folder}.lock`, String(process.ppid));
    expect(() => lockFolder(folder)).toThrow(FolderInUseError);
    writeFileSync(`${folder}.lock`, '2147483646');
    const release = lockFolder(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
  });

  it('makes the command-line tools refuse a folder a running server holds', () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'admin-cli-')), 'pglite');
    writeFileSync(`${folder}.lock`, String(process.pid));
    const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: folder };
    delete env.DATABASE_URL;
    const result = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/admin-create-user.ts', '--email', 'a@universite.example'],
      { input: `${password}\n`, encoding: 'utf8', env },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`is open in process ${process.pid}`);
    expect(result.stderr).toContain('DATABASE_URL');
  });
});
