import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '@/db/client';
import {
  admissionRequests,
  applicationDocuments,
  contactSubmissions,
  mailOutbox,
  rateLimits,
  replyTemplates,
  serverSecrets,
  staffSessions,
  staffUsers,
  statusChanges,
} from '@/db/schema';
import { throwawayDatabase } from './support/postgres';

// `npm run db:backup` and `db:restore` run as an operator runs them, in a process of their own: a
// database is backed up, lost, restored, and every row of every table must come back identical.

const folder = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every table, and the order in which its rows are compared. */
const tables = {
  admission_requests: 'id',
  contact_submissions: 'id',
  status_changes: 'id',
  staff_users: 'id',
  staff_sessions: 'id',
  rate_limits: 'bucket, key',
  server_secrets: 'name',
  application_documents: 'id',
  mail_outbox: 'id',
  reply_templates: 'key, locale',
} as const;

/** Each table's full rows as PostgreSQL prints them: the same text whatever the driver. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const [table, order] of Object.entries(tables)) {
    const result = await db.execute(
      sql.raw(`SELECT row_to_json(t)::text AS row FROM ${table} t ORDER BY ${order}`),
    );
    rows[table] = (result as { rows: { row: string }[] }).rows.map(({ row }) => row);
  }
  return rows;
}

async function seed(db: Database): Promise<void> {
  const [staff] = await db
    .insert(staffUsers)
    .values({
      email: 'office@universite.example',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
    })
    .returning();
  await db
    .insert(staffSessions)
    .values({ id: 'a'.repeat(64), userId: staff!.id, expiresAt: new Date('2026-12-01T10:00:00Z') });
  const [application] = await db
    .insert(admissionRequests)
    .values({
      reference: 'ADM-2026-BACKUP',
      fullName: 'Achta Mahamat Nour',
      email: 'achta@example.org',
      phone: '+235 66 00 00 00',
      diploma: 'Baccalauréat série D',
      programType: 'licence',
      programSlug: 'informatique',
      programName: 'Licence en informatique',
      motivationLetter:
        'Je souhaite « apprendre »,\nsur deux lignes ; avec des \'guillemets\' et des "doubles".',
      status: 'in_review',
    })
    .returning();
  const [message] = await db
    .insert(contactSubmissions)
    .values([
      {
        reference: 'CT-2026-BACKUP',
        name: 'Zara',
        email: 'zara@example.org',
        subject: 'Frais',
        message: 'Bonjour',
      },
      {
        reference: 'CT-2026-ROBOT',
        name: 'Robot',
        email: 'robot@example.org',
        subject: 'x',
        message: 'x',
        suspectedReason: 'honeypot',
      },
    ])
    .returning();
  await db.insert(statusChanges).values([
    { admissionRequestId: application!.id, fromStatus: 'new', toStatus: 'in_review', changedBy: staff!.id },
    { contactSubmissionId: message!.id, fromStatus: 'new', toStatus: 'answered', changedBy: staff!.id },
  ]);
  // A document's bytes: every value a byte can take, so that an encoding slip would show.
  await db.insert(applicationDocuments).values({
    admissionRequestId: application!.id,
    kind: 'diploma',
    fileName: 'diplôme scanné.pdf',
    mediaType: 'application/pdf',
    size: 256,
    sha256: 'f'.repeat(64),
    idempotencyKey: 'document-key-1',
    content: Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
  });
  await db.insert(mailOutbox).values({
    admissionRequestId: application!.id,
    kind: 'status',
    status: 'in_review',
    dedupeKey: 'status:backup',
    attempts: 2,
    lastError: 'ECONNECTION',
  });
  await db.insert(rateLimits).values({
    bucket: 'login',
    key: 'hash-of-an-address',
    attempts: [[1_795_000_000_000, 2]],
    expiresAt: new Date('2026-12-01T10:00:00Z'),
  });
  await db.insert(serverSecrets).values({ name: 'device-cookie', value: 'c2VjcmV0LXZhbHVl' });
  await db.insert(replyTemplates).values({
    key: 'interview',
    locale: 'fr',
    subject: 'Entretien {reference}',
    body: 'Bonjour {nom},\n« guillemets » et {programme}.',
    updatedBy: staff!.id,
  });
}

function run(script: 'db-backup' | 'db-restore', args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', `scripts/${script}.ts`, ...args], {
    encoding: 'utf8',
    env,
  });
}

function expectSuccess(result: ReturnType<typeof run>) {
  // The one line on stderr says which database was used.
  expect(result.stderr).toMatch(/^Database: (PostgreSQL postgres:|embedded PGlite database in )\S+\n$/);
  expect(result.status).toBe(0);
}

/** The database `open` opens holds exactly the rows of `expected`, every table's. */
async function expectRestored(open: () => Promise<DatabaseHandle>, expected: Record<string, string[]>) {
  const after = await open();
  try {
    expect(await snapshot(after.db)).toEqual(expected);
  } finally {
    await after.close();
  }
}

const pgDumpMissing = spawnSync('pg_dump', ['--version']).error !== undefined;
if (pgDumpMissing) console.warn('pg_dump is not on the PATH: the PostgreSQL backup round trip is skipped.');

// Each command is a process of its own that boots tsx and, for PGlite, a database: seconds each.
const timeout = 180_000;

describe('npm run db:backup and db:restore', () => {
  it.skipIf(pgDumpMissing)(
    'bring back every row of a PostgreSQL database onto a new one',
    { timeout },
    async () => {
      const original = throwawayDatabase('backup_pg');
      const replacement = throwawayDatabase('backup_pg_restored');
      const file = path.join(folder, 'postgres.dump');
      try {
        await original.create();
        const before = await openDatabase({ databaseUrl: original.url, pgliteDataDir: 'unused' });
        await before.migrate();
        await seed(before.db);
        const expected = await snapshot(before.db);
        expect(Object.values(expected).map((rows) => rows.length)).toEqual([1, 2, 2, 1, 1, 1, 1, 1, 1, 1]);
        await before.close();

        const backup = run('db-backup', [file], { ...process.env, DATABASE_URL: original.url });
        expectSuccess(backup);
        expect(backup.stdout).toContain(`written to ${file}`);
        expect(backup.stdout).toContain('admission_requests: 1');
        expect(backup.stdout).toContain('contact_submissions: 2');
        await original.drop();

        await replacement.create();
        const env = { ...process.env, DATABASE_URL: replacement.url };
        const restore = run('db-restore', [file], env);
        expectSuccess(restore);
        expect(restore.stdout).toContain('staff_users: 1');

        await expectRestored(
          () => openDatabase({ databaseUrl: replacement.url, pgliteDataDir: 'unused' }),
          expected,
        );

        // Now it holds submissions: a second restore is an accident until --force says otherwise.
        const again = run('db-restore', [file], env);
        expect(again.status).toBe(1);
        expect(again.stderr).toContain('already holds 3 submission(s)');
        expect(again.stderr).toContain('--force');
        expectSuccess(run('db-restore', [file, '--force'], env));

        // A backup restores onto its own kind only, and says so rather than half-loading.
        const pgliteEnv: NodeJS.ProcessEnv = {
          ...process.env,
          PGLITE_DATA_DIR: path.join(folder, 'wrong-kind'),
        };
        delete pgliteEnv.DATABASE_URL;
        const wrongKind = run('db-restore', [file], pgliteEnv);
        expect(wrongKind.status).toBe(1);
        expect(wrongKind.stderr).toContain('could not be loaded as a PGlite backup');
      } finally {
        await original.drop().catch(() => undefined);
        await replacement.drop().catch(() => undefined);
      }
    },
  );

  it('bring back every row of a PGlite folder, with the server stopped', { timeout }, async () => {
    const dataDir = path.join(folder, 'pglite');
    const file = path.join(folder, 'pglite.tar.gz');
    const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir };
    delete env.DATABASE_URL;

    const before = await openDatabase({ pgliteDataDir: dataDir });
    await before.migrate();
    await seed(before.db);
    const expected = await snapshot(before.db);

    // Open in another process (here, this one): the folder must not be read behind its back.
    const refused = run('db-backup', [file], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`is open in process ${process.pid}`);
    await before.close();

    const backup = run('db-backup', [file], env);
    expectSuccess(backup);
    expect(backup.stdout).toContain('status_changes: 2');
    expect(backup.stdout).toContain('application_documents: 1');
    rmSync(dataDir, { recursive: true });

    expectSuccess(run('db-restore', [file], env));
    await expectRestored(() => openDatabase({ pgliteDataDir: dataDir }), expected);

    const again = run('db-restore', [file], env);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('--force');
  });
});
