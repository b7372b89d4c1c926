import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/db/client';
import {
  admissionRequests,
  applicationDocuments,
  contactSubmissions,
  staffUsers,
  statusChanges,
  submissionNotes,
  type AdmissionStatus,
  type ContactStatus,
} from '@/db/schema';
import { throwawayDatabase } from './support/postgres';

// `npm run purge` run as cron runs it, on rows whose decisions and replies are dated in the past:
// exactly the ones past their retention period go, with their documents, history and notes.

const now = new Date();
function monthsAgo(months: number, days = 0): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
}

type Change<Status> = [to: Status, at: Date];

/** Applications: reference → the status changes they went through and their documents. */
const applications: Record<
  string,
  { changes: Change<AdmissionStatus>[]; documents: number; createdAt?: Date }
> = {
  // Decided more than 24 months ago: expired.
  'ADM-2023-ACCEPT': { changes: [['accepted', monthsAgo(25)]], documents: 2 },
  'ADM-2023-REFUSE': {
    changes: [
      ['in_review', monthsAgo(26)],
      ['refused', monthsAgo(24, 2)],
    ],
    documents: 0,
  },
  // Kept: decided 23 months ago; never decided; a decision changed a month ago; no dated decision.
  'ADM-2024-RECENT': { changes: [['accepted', monthsAgo(23)]], documents: 1 },
  'ADM-2022-REVIEW': { changes: [['in_review', monthsAgo(30)]], documents: 1 },
  'ADM-2022-CHANGED': {
    changes: [
      ['accepted', monthsAgo(30)],
      ['refused', monthsAgo(1)],
    ],
    documents: 0,
  },
  'ADM-2022-UNDATED': { changes: [], documents: 0, createdAt: monthsAgo(36) },
};

/** Contact messages: reference → their status changes. */
const messages: Record<string, { changes: Change<ContactStatus>[]; createdAt?: Date }> = {
  // Answered (Répondu) or archived (Archivé) more than 12 months ago: expired.
  'MSG-OLD-REPLY': {
    changes: [
      ['in_progress', monthsAgo(14)],
      ['answered', monthsAgo(13)],
    ],
  },
  'MSG-OLD-ARCHIVED': { changes: [['archived', monthsAgo(13)]] },
  // Kept: answered 11 months ago; never answered; in progress for long; answered long ago, then
  // reopened.
  'MSG-RECENT': { changes: [['answered', monthsAgo(11)]] },
  'MSG-NEVER': { changes: [], createdAt: monthsAgo(60) },
  'MSG-IN-PROGRESS': { changes: [['in_progress', monthsAgo(30)]] },
  'MSG-REOPENED': {
    changes: [
      ['answered', monthsAgo(20)],
      ['in_progress', monthsAgo(19)],
    ],
  },
};

const expired = {
  applications: ['ADM-2023-ACCEPT', 'ADM-2023-REFUSE'],
  messages: ['MSG-OLD-ARCHIVED', 'MSG-OLD-REPLY'],
};

/** Internal notes: on an expired application and message, and on kept ones. */
const notes = ['ADM-2023-ACCEPT', 'ADM-2024-RECENT', 'MSG-OLD-REPLY', 'MSG-RECENT'];

async function seed(db: Database) {
  const [staff] = await db
    .insert(staffUsers)
    .values({ email: 'office@universite.example', passwordHash: 'unused' })
    .returning();
  for (const [reference, { changes, documents, createdAt }] of Object.entries(applications)) {
    const [row] = await db
      .insert(admissionRequests)
      .values({
        reference,
        fullName: 'Candidate',
        email: `${reference.toLowerCase()}@example.org`,
        phone: '+235 66 00 00 00',
        diploma: 'Baccalauréat',
        programType: 'licence',
        programSlug: 'informatique',
        programName: 'Informatique',
        motivationLetter: 'Une lettre.',
        createdAt: createdAt ?? monthsAgo(40),
        status: changes.at(-1)?.[0] ?? (createdAt ? 'accepted' : 'new'),
      })
      .returning();
    if (notes.includes(reference)) {
      await db
        .insert(submissionNotes)
        .values({ admissionRequestId: row!.id, body: reference, authorId: staff!.id });
    }
    let from: AdmissionStatus = 'new';
    for (const [to, at] of changes) {
      await db.insert(statusChanges).values({
        admissionRequestId: row!.id,
        fromStatus: from,
        toStatus: to,
        changedBy: staff!.id,
        changedAt: at,
      });
      from = to;
    }
    for (let index = 0; index < documents; index++) {
      await db.insert(applicationDocuments).values({
        admissionRequestId: row!.id,
        kind: 'diploma',
        fileName: `${reference}-${index}.pdf`,
        mediaType: 'application/pdf',
        size: 4,
        sha256: 'x',
        idempotencyKey: `${reference}-${index}`,
        content: Buffer.from('%PDF'),
      });
    }
  }
  for (const [reference, { changes, createdAt }] of Object.entries(messages)) {
    const [row] = await db
      .insert(contactSubmissions)
      .values({
        reference,
        name: 'Visitor',
        email: 'visitor@example.org',
        subject: 'Question',
        message: 'Bonjour',
        createdAt: createdAt ?? monthsAgo(40),
        status: changes.at(-1)?.[0] ?? 'new',
      })
      .returning();
    if (notes.includes(reference)) {
      await db
        .insert(submissionNotes)
        .values({ contactSubmissionId: row!.id, body: reference, authorId: staff!.id });
    }
    let from: ContactStatus = 'new';
    for (const [to, at] of changes) {
      await db.insert(statusChanges).values({
        contactSubmissionId: row!.id,
        fromStatus: from,
        toStatus: to,
        changedBy: staff!.id,
        changedAt: at,
      });
      from = to;
    }
  }
}

async function remaining(db: Database) {
  const references = async (table: typeof admissionRequests | typeof contactSubmissions) =>
    (await db.select({ reference: table.reference }).from(table).orderBy(asc(table.reference))).map(
      (row) => row.reference,
    );
  return {
    applications: await references(admissionRequests),
    messages: await references(contactSubmissions),
    documents: (await db.select({ fileName: applicationDocuments.fileName }).from(applicationDocuments))
      .map((row) => row.fileName)
      .sort(),
    statusChanges: (await db.select().from(statusChanges)).length,
    notes: (await db.select({ body: submissionNotes.body }).from(submissionNotes))
      .map((row) => row.body)
      .sort(),
  };
}

const kept = {
  applications: Object.keys(applications)
    .filter((reference) => !expired.applications.includes(reference))
    .sort(),
  messages: Object.keys(messages)
    .filter((reference) => !expired.messages.includes(reference))
    .sort(),
  documents: ['ADM-2022-REVIEW-0.pdf', 'ADM-2024-RECENT-0.pdf'],
  notes: ['ADM-2024-RECENT', 'MSG-RECENT'],
};
const allChanges =
  Object.values(applications).reduce((sum, item) => sum + item.changes.length, 0) +
  Object.values(messages).reduce((sum, item) => sum + item.changes.length, 0);
// ADM-2023-ACCEPT: 1, ADM-2023-REFUSE: 2, MSG-OLD-REPLY: 2, MSG-OLD-ARCHIVED: 1.
const expiredCounts = { applications: 2, documents: 2, contactMessages: 2, statusChanges: 6 };

function purge(args: string[], env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'info', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  if (!env.PGLITE_DATA_DIR) delete childEnv.PGLITE_DATA_DIR;
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/purge.ts', ...args], {
    encoding: 'utf8',
    env: childEnv,
  });
  // The one line on stderr says which database was used.
  expect(result.stderr).toMatch(/^Database: (PostgreSQL postgres:|embedded PGlite database in )\S+\n$/);
  expect(result.status).toBe(0);
  const lines = result.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

describe('npm run purge on PostgreSQL', () => {
  const database = throwawayDatabase('h22c_purge');
  afterAll(() => database.drop());

  it('counts with --dry-run, deleting nothing, then deletes exactly the expired rows and their documents', async () => {
    await database.create();
    const handle = await openDatabase({ databaseUrl: database.url, pgliteDataDir: 'unused' });
    try {
      await handle.migrate();
      await seed(handle.db);
      const before = await remaining(handle.db);

      const dry = purge(['--dry-run'], { DATABASE_URL: database.url });
      expect(dry).toMatchObject({ level: 'info', event: 'retention_purge', dryRun: true, ...expiredCounts });
      expect(await remaining(handle.db)).toEqual(before);

      const real = purge([], { DATABASE_URL: database.url });
      expect(real).toMatchObject({ event: 'retention_purge', dryRun: false, ...expiredCounts });
      expect(await remaining(handle.db)).toEqual({
        ...kept,
        statusChanges: allChanges - expiredCounts.statusChanges,
      });

      // Nothing left to purge: a second run deletes nothing.
      const again = purge([], { DATABASE_URL: database.url });
      expect(again).toMatchObject({ applications: 0, documents: 0, contactMessages: 0, statusChanges: 0 });
    } finally {
      await handle.close();
    }
  }, 120_000);
});

describe('npm run purge on PGlite', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'h22c-purge-'));
  const dataDir = path.join(folder, 'pglite');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  // A fresh PGlite folder runs every migration in WebAssembly: slow on a busy machine.
  it('deletes the same rows from the embedded database', async () => {
    const seeded = await openDatabase({ pgliteDataDir: dataDir });
    try {
      await seeded.migrate();
      await seed(seeded.db);
    } finally {
      await seeded.close();
    }

    expect(purge([], { PGLITE_DATA_DIR: dataDir })).toMatchObject({ dryRun: false, ...expiredCounts });

    const reopened = await openDatabase({ pgliteDataDir: dataDir });
    try {
      expect(await remaining(reopened.db)).toEqual({
        ...kept,
        statusChanges: allChanges - expiredCounts.statusChanges,
      });
    } finally {
      await reopened.close();
    }
  }, 300_000);
});
