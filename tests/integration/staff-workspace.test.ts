import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database, type DatabaseHandle } from '@/db/client';
import {
  admissionRequests,
  contactSubmissions,
  mailOutbox,
  staffUsers,
  statusChanges,
  submissionNotes,
} from '@/db/schema';
import { assign } from '@/lib/admin/assignment';
import { applyBulk, parseBulkForm } from '@/lib/admin/bulk-actions';
import { exportCsv } from '@/lib/admin/csv-export';
import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { parseFilters, type InboxFilters } from '@/lib/admin/filters';
import { getAdmission, listInbox } from '@/lib/admin/inbox-queries';
import { addNote, listNotes, MAX_NOTE_LENGTH, parseNote } from '@/lib/admin/notes';
import { deleteStaffAccount, setStaffDisabled } from '@/lib/admin/staff-accounts';
import { applicationRow } from '../support/inbox-rows';
import { throwawayDatabase } from './support/postgres';

// The office's workspace (per-inbox statuses, internal notes, assignment, bulk actions) on both
// databases the site runs on, and the migration that moved the old statuses to the new ones.

const MIGRATION = '_inbox_statuses_notes_assignment';

/** A copy of the migrations folder that stops just before the status migration. */
function migrationsBeforeStatuses(): { folder: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'hact-migrations-'));
  const folder = path.join(root, 'migrations');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(root, { recursive: true, force: true }) };
}

async function migrateTo(handle: DatabaseHandle, folder: string) {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
}

async function rows(db: Database, query: ReturnType<typeof sql>) {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/**
 * Rows as they were under the shared status list, then the migration: each takes the nearest
 * status of its own inbox, and so do its history and a queued status e-mail.
 */
async function checkStatusMigration(handle: DatabaseHandle) {
  const before = migrationsBeforeStatuses();
  try {
    await migrateTo(handle, before.folder);
  } finally {
    before.remove();
  }
  const { db } = handle;
  await db.execute(sql`insert into staff_users (id, email, password_hash)
    values ('00000000-0000-4000-8000-000000000001', 'old@universite.example', 'unused')`);
  await db.execute(sql`insert into admission_requests
    (id, reference, full_name, email, phone, diploma, program_type, program_slug, program_name, motivation_letter, status)
    values
    ('00000000-0000-4000-8000-0000000000a1', 'ADM-2025-OLD001', 'A', 'a@example.org', '1', 'Bac', 'licence', 'x', 'X', 'L', 'contacted'),
    ('00000000-0000-4000-8000-0000000000a2', 'ADM-2025-OLD002', 'B', 'b@example.org', '1', 'Bac', 'licence', 'x', 'X', 'L', 'accepted')`);
  await db.execute(sql`insert into contact_submissions (id, reference, name, email, subject, message, status) values
    ('00000000-0000-4000-8000-0000000000c1', 'MSG-2025-OLD001', 'C', 'c@example.org', 'S', 'M', 'in_review'),
    ('00000000-0000-4000-8000-0000000000c2', 'MSG-2025-OLD002', 'C', 'c@example.org', 'S', 'M', 'contacted'),
    ('00000000-0000-4000-8000-0000000000c3', 'MSG-2025-OLD003', 'C', 'c@example.org', 'S', 'M', 'accepted'),
    ('00000000-0000-4000-8000-0000000000c4', 'MSG-2025-OLD004', 'C', 'c@example.org', 'S', 'M', 'refused'),
    ('00000000-0000-4000-8000-0000000000c5', 'MSG-2025-OLD005', 'C', 'c@example.org', 'S', 'M', 'new')`);
  const staff = '00000000-0000-4000-8000-000000000001';
  await db.execute(sql`insert into status_changes
    (admission_request_id, contact_submission_id, from_status, to_status, changed_by, changed_at) values
    ('00000000-0000-4000-8000-0000000000a1', null, 'new', 'in_review', ${staff}, '2025-01-01T10:00:00Z'),
    ('00000000-0000-4000-8000-0000000000a1', null, 'in_review', 'contacted', ${staff}, '2025-01-02T10:00:00Z'),
    ('00000000-0000-4000-8000-0000000000a2', null, 'new', 'accepted', ${staff}, '2025-01-01T10:00:00Z'),
    (null, '00000000-0000-4000-8000-0000000000c2', 'new', 'in_review', ${staff}, '2025-01-01T10:00:00Z'),
    (null, '00000000-0000-4000-8000-0000000000c2', 'in_review', 'contacted', ${staff}, '2025-01-02T10:00:00Z'),
    (null, '00000000-0000-4000-8000-0000000000c3', 'new', 'accepted', ${staff}, '2025-01-01T10:00:00Z'),
    (null, '00000000-0000-4000-8000-0000000000c4', 'new', 'refused', ${staff}, '2025-01-01T10:00:00Z')`);
  await db.execute(sql`insert into mail_outbox (admission_request_id, kind, dedupe_key, status) values
    ('00000000-0000-4000-8000-0000000000a1', 'status', 'status:old-1', 'contacted'),
    ('00000000-0000-4000-8000-0000000000a2', 'status', 'status:old-2', 'accepted')`);

  await handle.migrate();

  expect(await rows(db, sql`select reference, status from admission_requests order by reference`)).toEqual([
    { reference: 'ADM-2025-OLD001', status: 'in_review' },
    { reference: 'ADM-2025-OLD002', status: 'accepted' },
  ]);
  expect(await rows(db, sql`select reference, status from contact_submissions order by reference`)).toEqual([
    { reference: 'MSG-2025-OLD001', status: 'in_progress' },
    { reference: 'MSG-2025-OLD002', status: 'answered' },
    { reference: 'MSG-2025-OLD003', status: 'archived' },
    { reference: 'MSG-2025-OLD004', status: 'archived' },
    { reference: 'MSG-2025-OLD005', status: 'new' },
  ]);
  expect(
    await rows(
      db,
      sql`select coalesce(a.reference, m.reference) as reference, c.from_status, c.to_status
        from status_changes c
        left join admission_requests a on a.id = c.admission_request_id
        left join contact_submissions m on m.id = c.contact_submission_id
        order by 1, c.changed_at`,
    ),
  ).toEqual([
    { reference: 'ADM-2025-OLD001', from_status: 'new', to_status: 'in_review' },
    { reference: 'ADM-2025-OLD001', from_status: 'in_review', to_status: 'in_review' },
    { reference: 'ADM-2025-OLD002', from_status: 'new', to_status: 'accepted' },
    { reference: 'MSG-2025-OLD002', from_status: 'new', to_status: 'in_progress' },
    { reference: 'MSG-2025-OLD002', from_status: 'in_progress', to_status: 'answered' },
    { reference: 'MSG-2025-OLD003', from_status: 'new', to_status: 'archived' },
    { reference: 'MSG-2025-OLD004', from_status: 'new', to_status: 'archived' },
  ]);
  expect(await rows(db, sql`select dedupe_key, status from mail_outbox order by dedupe_key`)).toEqual([
    { dedupe_key: 'status:old-1', status: 'in_review' },
    { dedupe_key: 'status:old-2', status: 'accepted' },
  ]);
  // The checks now hold each table to its own inbox's statuses.
  await expect(
    db.execute(sql`update contact_submissions set status = 'accepted' where reference = 'MSG-2025-OLD005'`),
  ).rejects.toThrow();
  await expect(
    db.execute(sql`update admission_requests set status = 'answered' where reference = 'ADM-2025-OLD002'`),
  ).rejects.toThrow();
  await expect(
    db.execute(sql`insert into status_changes (admission_request_id, from_status, to_status, changed_by)
      values ('00000000-0000-4000-8000-0000000000a2', 'new', 'archived', ${staff})`),
  ).rejects.toThrow();
}

function validFilters(kind: InboxKind, params: Record<string, string>, staffId?: string): InboxFilters {
  const parsed = parseFilters(kind, params, { staffId });
  if (!parsed.ok) throw new Error(`Invalid filters: ${parsed.problems.join(', ')}`);
  return parsed.filters;
}

function bulkForm(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  return form;
}

/** Notes, assignment and bulk actions, on a freshly migrated database. */
async function checkWorkspace({ db }: DatabaseHandle) {
  const [officer, colleague, leaver] = await db
    .insert(staffUsers)
    .values(
      ['officer', 'colleague', 'leaver'].map((name) => ({
        email: `${name}@universite.example`,
        passwordHash: 'unused',
      })),
    )
    .returning();
  const references = ['ADM-2026-WS0001', 'ADM-2026-WS0002', 'ADM-2026-WS0003', 'ADM-2026-WS0004'];
  await db.insert(admissionRequests).values(
    references.map((reference, i) =>
      applicationRow({
        reference,
        fullName: `Candidat ${i}`,
        email: `ws${i}@example.org`,
        programType: 'licence',
        programSlug: 'informatique',
        programName: 'Informatique',
        createdAt: new Date(Date.UTC(2026, 8, 1 + i)),
      }),
    ),
  );
  await db.insert(contactSubmissions).values({
    reference: 'MSG-2026-WS0001',
    name: 'Visiteur',
    email: 'v@example.org',
    subject: 'Frais',
    message: 'Bonjour',
  });

  // Notes: validated, stored under their author, newest first, « ancien compte » once deleted.
  expect(parseNote('   ')).toEqual({ ok: false, problem: 'empty' });
  expect(parseNote('x'.repeat(MAX_NOTE_LENGTH + 1))).toEqual({ ok: false, problem: 'tooLong' });
  expect(parseNote('a\u0000b')).toEqual({ ok: false, problem: 'control' });
  expect(parseNote('  Relancer pour le relevé.\nAppel le 3.  ')).toEqual({
    ok: true,
    text: 'Relancer pour le relevé.\nAppel le 3.',
  });
  expect(await addNote(db, 'admissions', references[0]!, 'Première note interne', leaver!.id)).toBe(true);
  expect(await addNote(db, 'admissions', references[0]!, 'Seconde note interne', officer!.id)).toBe(true);
  expect(await addNote(db, 'admissions', 'ADM-2026-NOPE00', 'Perdue', officer!.id)).toBe(false);
  expect(await addNote(db, 'contact', 'MSG-2026-WS0001', 'Note sur un message', officer!.id)).toBe(true);
  expect(await deleteStaffAccount(db, 'leaver@universite.example')).toBe('changed');
  const application = (await getAdmission(db, references[0]!))!;
  expect(
    (await listNotes(db, 'admissions', application.row.id)).map((note) => [note.body, note.author]),
  ).toEqual([
    ['Seconde note interne', 'officer@universite.example'],
    ['Première note interne', 'ancien compte'],
  ]);
  // Never in the exports the office shares.
  const { csv } = await exportCsv(db, 'admissions', validFilters('admissions', { q: 'ws' }));
  expect(csv).not.toContain('note interne');
  expect((await exportCsv(db, 'contact', validFilters('contact', {}))).csv).not.toContain('Note sur');

  // Assignment: to an active account or to nobody; shown in the list; « Mes dossiers ».
  expect(await assign(db, 'admissions', references[1]!, colleague!.id)).toBe('assigned');
  expect(await assign(db, 'admissions', references[2]!, officer!.id)).toBe('assigned');
  expect(await assign(db, 'admissions', 'ADM-2026-NOPE00', officer!.id)).toBe('unknown');
  expect(await assign(db, 'admissions', references[3]!, leaver!.id)).toBe('inactive');
  expect(await setStaffDisabled(db, 'colleague@universite.example', true)).toBe('changed');
  expect(await assign(db, 'admissions', references[3]!, colleague!.id)).toBe('inactive');
  expect(await setStaffDisabled(db, 'colleague@universite.example', false)).toBe('changed');
  const mine = await listInbox(
    db,
    'admissions',
    validFilters('admissions', { q: 'ws', mine: '1' }, colleague!.id),
  );
  expect(mine.entries.map((entry) => [entry.reference, entry.assignee])).toEqual([
    [references[1], 'colleague@universite.example'],
  ]);
  const all = await listInbox(db, 'admissions', validFilters('admissions', { q: 'ws' }));
  expect(all.entries.map((entry) => entry.assignee)).toEqual([null, officer!.email, colleague!.email, null]);
  expect(await assign(db, 'admissions', references[1]!, null)).toBe('assigned');
  expect(
    (await listInbox(db, 'admissions', validFilters('admissions', { q: 'ws', mine: '1' }, colleague!.id)))
      .total,
  ).toBe(0);

  // Bulk: three applications to « Liste d'attente » at once, each with its own history line.
  const ticked = references.slice(0, 3);
  const statusForm = parseBulkForm(
    'admissions',
    bulkForm([
      ...ticked.map((r): [string, string] => ['ref', r]),
      ['action', 'status'],
      ['status', 'waitlisted'],
    ]),
  );
  expect(statusForm.ok).toBe(true);
  if (!statusForm.ok) return;
  expect(await applyBulk(db, 'admissions', statusForm.request, officer!.id)).toEqual({ ok: true, count: 3 });
  for (const reference of ticked) {
    const detail = (await getAdmission(db, reference))!;
    expect(detail.row.status).toBe('waitlisted');
    expect(detail.history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      ['new', 'waitlisted', officer!.email],
    ]);
  }
  expect((await getAdmission(db, references[3]!))!.row.status).toBe('new');

  // « Tout sélectionner sur cette page » takes every row the page listed, without JavaScript.
  const everyRow = parseBulkForm(
    'admissions',
    bulkForm([
      ...references.map((r): [string, string] => ['pageRef', r]),
      ['allOnPage', '1'],
      ['action', 'assign'],
      ['assignee', colleague!.id],
    ]),
  );
  expect(everyRow).toMatchObject({ ok: true, request: { action: 'assign', references } });
  if (!everyRow.ok) return;
  expect(await applyBulk(db, 'admissions', everyRow.request, officer!.id)).toEqual({ ok: true, count: 4 });
  expect(
    (await listInbox(db, 'admissions', validFilters('admissions', { q: 'ws', mine: '1' }, colleague!.id)))
      .total,
  ).toBe(4);

  // A row gone meanwhile: nothing changes, and it is said.
  const withMissing = parseBulkForm(
    'admissions',
    bulkForm([
      ['ref', references[3]!],
      ['ref', 'ADM-2026-GXNE99'],
      ['action', 'status'],
      ['status', 'accepted'],
    ]),
  );
  expect(withMissing.ok).toBe(true);
  if (!withMissing.ok) return;
  expect(await applyBulk(db, 'admissions', withMissing.request, officer!.id)).toEqual({
    ok: false,
    failure: 'missing',
  });
  expect((await getAdmission(db, references[3]!))!.row.status).toBe('new');
  const noneAssigned = parseBulkForm(
    'admissions',
    bulkForm([
      ['ref', references[3]!],
      ['action', 'assign'],
      ['assignee', leaver!.id],
    ]),
  );
  if (!noneAssigned.ok) throw new Error('assign form refused');
  expect(await applyBulk(db, 'admissions', noneAssigned.request, officer!.id)).toEqual({
    ok: false,
    failure: 'inactive',
  });

  // What the form cannot ask for is a problem, never a partial request.
  expect(
    parseBulkForm(
      'admissions',
      bulkForm([
        ['action', 'status'],
        ['status', 'accepted'],
      ]),
    ),
  ).toEqual({
    ok: false,
    problem: 'none',
  });
  expect(
    parseBulkForm(
      'contact',
      bulkForm([
        ['ref', 'MSG-2026-WS0001'],
        ['action', 'status'],
        ['status', 'accepted'],
      ]),
    ),
  ).toEqual({ ok: false, problem: 'status' });
  expect(
    parseBulkForm(
      'admissions',
      bulkForm([
        ['ref', 'MSG-2026-WS0001'],
        ['action', 'status'],
        ['status', 'new'],
      ]),
    ),
  ).toEqual({ ok: false, problem: 'action' });
  expect(
    parseBulkForm(
      'admissions',
      bulkForm([
        ['ref', references[0]!],
        ['action', 'assign'],
        ['assignee', 'x'],
      ]),
    ),
  ).toEqual({ ok: false, problem: 'assignee' });

  // Deleting a submission (the retention purge) takes its notes with it.
  await db.delete(admissionRequests).where(eq(admissionRequests.reference, references[0]!));
  expect(
    (
      await db.select({ body: submissionNotes.body }).from(submissionNotes).orderBy(asc(submissionNotes.body))
    ).map((note) => note.body),
  ).toEqual(['Note sur un message']);
  // Assignments and notes leave no status history; a bulk change e-mails nobody.
  const ours = sql`(select id from admission_requests where reference like 'ADM-2026-WS%')`;
  expect(
    await db
      .select()
      .from(statusChanges)
      .where(sql`${statusChanges.admissionRequestId} in ${ours}`),
  ).toHaveLength(2);
  expect(
    await db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.admissionRequestId} in ${ours}`),
  ).toEqual([]);
}

describe('staff workspace on PostgreSQL', () => {
  const migrated = throwawayDatabase('hact_workspace');
  const fresh = throwawayDatabase('hact_migration');
  afterAll(async () => {
    await migrated.drop();
    await fresh.drop();
  });

  it('maps the old statuses of existing rows, their history and queued e-mails', async () => {
    await fresh.create();
    const handle = await openDatabase({ databaseUrl: fresh.url, pgliteDataDir: 'unused' });
    try {
      await checkStatusMigration(handle);
    } finally {
      await handle.close();
    }
  });

  it('keeps notes, assignees and bulk changes', async () => {
    await migrated.create();
    const handle = await openDatabase({ databaseUrl: migrated.url, pgliteDataDir: 'unused' });
    try {
      await handle.migrate();
      await checkWorkspace(handle);
    } finally {
      await handle.close();
    }
  });
});

describe('staff workspace on PGlite', () => {
  // Every migration runs in WebAssembly: slow on a busy machine.
  it(
    'maps the old statuses, then keeps notes, assignees and bulk changes',
    { timeout: 300_000 },
    async () => {
      const handle = await openDatabase({ pgliteDataDir: 'memory://' });
      try {
        await checkStatusMigration(handle);
        await checkWorkspace(handle);
      } finally {
        await handle.close();
      }
    },
  );
});
