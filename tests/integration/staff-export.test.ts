import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { admissionRequests, contactSubmissions } from '@/db/schema';
import { applicationRow } from '../support/inbox-rows';
import { throwawayDatabase } from './support/postgres';
import { closeServerDatabase } from './support/server-database';

// The export route as the browser reaches it, signed in, on a throw-away PostgreSQL database.
const database = throwawayDatabase('staff_export');

const applicants = ['achta.export@example.org', 'zara.export@example.org'];
let exportRoute: typeof import('@/app/admin/[kind]/exporter/route');
let xlsxRoute: typeof import('@/app/admin/[kind]/exporter/xlsx/route');
let cookie: string;
const logs: string[] = [];

beforeAll(async () => {
  await database.create();
  vi.resetModules();
  delete process.env.PGLITE_DATA_DIR;
  process.env.DATABASE_URL = database.url;
  const capture = (...args: unknown[]) => void logs.push(args.map(String).join(' '));
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
  const { getDatabase } = await import('@/db');
  const { db } = await getDatabase();
  const staff = await import('@/lib/admin/staff');
  await staff.saveStaffUser(db, 'office@universite.example', 'un-mot-de-passe-solide');
  const account = (await staff.checkCredentials(db, 'office@universite.example', 'un-mot-de-passe-solide'))!;
  cookie = `staff_session=${(await staff.openSession(db, account)).token}`;
  await db.insert(admissionRequests).values(
    applicants.map((email, i) =>
      applicationRow({
        reference: `ADM-2026-00000${i}`,
        fullName: `Candidate ${i}`,
        email,
        createdAt: new Date('2026-09-01T08:00:00Z'),
      }),
    ),
  );
  await db.insert(contactSubmissions).values({
    reference: 'MSG-2026-000001',
    name: 'Ngarlem',
    email: 'ngarlem.export@example.org',
    subject: 'Frais',
    message: 'Bonjour',
  });
  exportRoute = await import('@/app/admin/[kind]/exporter/route');
  xlsxRoute = await import('@/app/admin/[kind]/exporter/xlsx/route');
});

afterAll(async () => {
  await closeServerDatabase();
  vi.restoreAllMocks();
  delete process.env.DATABASE_URL;
  await database.drop();
});

function exportOf(kind: string, query: string) {
  const request = new Request(`http://localhost/admin/${kind}/exporter${query}`, { headers: { cookie } });
  return exportRoute.GET(request, { params: Promise.resolve({ kind }) });
}

describe('CSV export', () => {
  it('exports what valid filters select', async () => {
    const response = await exportOf('admissions', '?status=new&from=2026-09-01&to=2026-09-01');
    expect(response.status).toBe(200);
    const csv = await response.text();
    for (const email of applicants) expect(csv).toContain(email);
  });

  it('answers 400 naming each filter it cannot apply, never a wider file', async () => {
    for (const [kind, query, named] of [
      ['admissions', '?status=lost', 'Statut'],
      ['admissions', '?status=new&status=refused', 'Statut'],
      ['admissions', '?programme=..%2Fx', 'Programme'],
      ['admissions', '?q=%00', 'Nom, e-mail, référence ou téléphone'],
      ['admissions', `?q=${encodeURIComponent(applicants[0]!)}%00`, 'Nom, e-mail, référence ou téléphone'],
      ['admissions', '?from=0000-01-01', 'Du'],
      ['admissions', '?to=0001-01-01', 'Au'],
      ['admissions', '?from=2026-02-30', 'Du'],
      ['admissions', '?suspected=0', 'Envois suspects'],
      ['contact', '?programme=management-ong', 'Programme'],
    ] as const) {
      const response = await exportOf(kind, query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      const body = await response.text();
      expect(body, query).toMatch(/^Export refusé/);
      expect(body, query).toContain(`- ${named} `);
      expect(body, query).not.toMatch(/@example\.org/);
    }
    // The refusals are logged by filter name, without the values typed.
    const refused = logs.filter((line) => line.includes('submissions_export_refused'));
    expect(refused).toHaveLength(10);
    for (const line of logs) expect(line).not.toContain(applicants[0]);
  });
});

describe('Excel export', () => {
  function xlsxOf(kind: string, query: string) {
    const request = new Request(`http://localhost/admin/${kind}/exporter/xlsx${query}`, {
      headers: { cookie },
    });
    return xlsxRoute.GET(request, { params: Promise.resolve({ kind }) });
  }

  it('holds the rows and columns of the CSV export under the same filters, the phone as text', async () => {
    const query = `?q=${encodeURIComponent(applicants[1]!)}`;
    const response = await xlsxOf('admissions', query);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="demandes-admission-.*\.xlsx"$/,
    );
    const [sheet] = await readXlsxFile(Buffer.from(await response.arrayBuffer()));
    const [header, ...rows] = sheet!.data;
    const csv = await (await exportOf('admissions', query)).text();
    expect(header!.join(';')).toBe(csv.replace(/^\uFEFF/, '').split('\r\n')[0]);
    expect(rows).toHaveLength(1);
    expect(rows[0]![header!.indexOf('E-mail')]).toBe(applicants[1]);
    expect(rows[0]![header!.indexOf('Téléphone')]).toBe('+235 66 00 00 00');
    // 08:00 UTC is 09:00 in N'Djamena.
    expect(rows[0]![1]).toEqual(new Date('2026-09-01T09:00:00Z'));
  });

  it('refuses filters it cannot apply, as the CSV export does', async () => {
    const response = await xlsxOf('admissions', '?status=lost');
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^Export refusé/);
  });
});

describe('A long export', () => {
  it('holds every selected row once, in order, across the batches it is read in', async () => {
    const { getDatabase } = await import('@/db');
    const { db } = await getDatabase();
    // 1,234 applications on 2026-10-05, in groups of 5 sharing one instant to the microsecond: the
    // batches (500 rows) end inside a group, where a cursor of millisecond dates skips or repeats.
    await db.execute(sql`
      INSERT INTO admission_requests (reference, full_name, email, phone, diploma, program_type,
        program_slug, program_name, motivation_letter, created_at)
      SELECT 'ADM-2026-9' || lpad(n::text, 5, '0'), 'Long ' || n, 'long' || n || '@example.org',
        '0066 00 00 00', 'Bac', 'master', 'management-ong', 'Management des ONG', 'Lettre',
        timestamptz '2026-10-05 08:00:00.000001+00' + ((n / 5) * interval '1.000001 second')
      FROM generate_series(1, 1234) AS n`);
    const csv = await (await exportOf('admissions', '?from=2026-10-05&to=2026-10-05')).text();
    const emails = [...csv.matchAll(/long(\d+)@example\.org/g)].map((match) => Number(match[1]));
    expect(emails).toHaveLength(1234);
    expect(new Set(emails).size).toBe(1234);
    // Newest first: the groups in descending order.
    const groups = emails.map((n) => Math.floor(n / 5));
    expect(groups).toEqual([...groups].sort((a, b) => b - a));

    const xlsx = await xlsxRoute.GET(
      new Request('http://localhost/admin/admissions/exporter/xlsx?from=2026-10-05&to=2026-10-05', {
        headers: { cookie },
      }),
      { params: Promise.resolve({ kind: 'admissions' }) },
    );
    const [sheet] = await readXlsxFile(Buffer.from(await xlsx.arrayBuffer()));
    const [header, ...rows] = sheet!.data;
    expect(rows).toHaveLength(1234);
    const email = header!.indexOf('E-mail');
    expect(new Set(rows.map((row) => row[email])).size).toBe(1234);
    // A phone number starting with 0 stays as typed, a text cell.
    expect(rows[0]![header!.indexOf('Téléphone')]).toBe('0066 00 00 00');
    expect(rows.at(-1)![1]).toEqual(new Date('2026-10-05T09:00:00Z'));
  });
});
