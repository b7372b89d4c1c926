import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admissionRequests, staffSessions, staffUsers } from '@/db/schema';
import { getAdmission } from '@/lib/admin/inbox-queries';
import { changeStatus } from '@/lib/admin/status-changes';
import { checkCredentials, openSession, sessionStaff } from '@/lib/admin/staff';
import { migratedDatabase } from './support/migrated-database';

// `npm run admin:users` and `admin:create-user` run as an operator runs them, in a process of
// their own, against a throw-away PostgreSQL database; the staff area's own functions then say
// whether the account can still sign in.

const database = migratedDatabase('h22c_accounts');
const password = 'un-mot-de-passe-solide';

function run(script: string, args: string[], input?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'info' };
  delete env.PGLITE_DATA_DIR;
  const file = `scripts/${script}.ts`;
  return spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', file, ...args], {
    encoding: 'utf8',
    env,
    input,
  });
}

function expectSuccess(result: ReturnType<typeof run>) {
  // The one line on stderr says which database was used.
  expect(result.stderr).toBe(`Database: PostgreSQL ${database.url}\n`);
  expect(result.status).toBe(0);
}

// Each test runs the commands a dozen times, each a Node.js process of its own: slow on a busy machine.
describe('npm run admin:users', { timeout: 120_000 }, () => {
  it('lists the accounts with their state, last sign-in and open sessions', async () => {
    expectSuccess(run('admin-create-user', ['--email', 'Liste@Universite.example'], `${password}\n`));
    expectSuccess(run('admin-create-user', ['--email', 'autre@universite.example'], `${password}\n`));
    const staff = await checkCredentials(database.db, 'liste@universite.example', password);
    await openSession(database.db, staff!, new Date());

    const listed = run('admin-users', ['list']);
    expectSuccess(listed);
    const lines = listed.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^autre@universite\.example\tactive\t.*\tlast sign-in —\t0 open sessions$/);
    expect(lines[1]).toMatch(
      /^liste@universite\.example\tactive\t.*\tlast sign-in \d{4}-\d\d-\d\d \d\d:\d\d UTC\t1 open session$/,
    );
  });

  it('disables an account: it cannot sign in and its open sessions end at once; enable undoes it', async () => {
    expectSuccess(run('admin-create-user', ['--email', 'disable@universite.example'], `${password}\n`));
    const staff = await checkCredentials(database.db, 'disable@universite.example', password);
    const first = await openSession(database.db, staff!);
    const second = await openSession(database.db, staff!);
    expect(await sessionStaff(database.db, first.token)).toMatchObject({
      email: 'disable@universite.example',
    });

    const disabled = run('admin-users', ['disable', '--email', 'DISABLE@universite.example']);
    expectSuccess(disabled);
    expect(disabled.stdout).toBe('Disabled: disable@universite.example\n');
    expect(await checkCredentials(database.db, 'disable@universite.example', password)).toBeUndefined();
    expect(await sessionStaff(database.db, first.token)).toBeUndefined();
    expect(await sessionStaff(database.db, second.token)).toBeUndefined();
    const [row] = await database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'disable@universite.example'));
    expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, row!.id))).toEqual(
      [],
    );
    expect(run('admin-users', ['list']).stdout).toMatch(/disable@universite\.example\tdisabled since /);
    expect(run('admin-users', ['disable', '--email', 'disable@universite.example']).stdout).toBe(
      'Already disabled: disable@universite.example\n',
    );
    // A new password does not open a disabled account.
    expectSuccess(run('admin-create-user', ['--email', 'disable@universite.example'], `${password}\n`));
    expect(await checkCredentials(database.db, 'disable@universite.example', password)).toBeUndefined();

    const enabled = run('admin-users', ['enable', '--email', 'disable@universite.example']);
    expectSuccess(enabled);
    expect(enabled.stdout).toBe('Enabled: disable@universite.example\n');
    const again = await checkCredentials(database.db, 'disable@universite.example', password);
    expect(again).toMatchObject({ email: 'disable@universite.example' });
    const session = await openSession(database.db, again!);
    expect(await sessionStaff(database.db, session.token)).toMatchObject({ id: row!.id });
    // The sessions closed by disabling stay closed.
    expect(await sessionStaff(database.db, first.token)).toBeUndefined();
  });

  it('deletes an account: no sign-in, no session, and the history it left reads « ancien compte »', async () => {
    expectSuccess(run('admin-create-user', ['--email', 'depart@universite.example'], `${password}\n`));
    const staff = await checkCredentials(database.db, 'depart@universite.example', password);
    const session = await openSession(database.db, staff!);
    const [application] = await database.db
      .insert(admissionRequests)
      .values({
        reference: 'ADM-2026-DELETE',
        fullName: 'Achta Mahamat',
        email: 'achta@example.org',
        phone: '+235 66 00 00 00',
        diploma: 'Baccalauréat',
        programType: 'licence',
        programSlug: 'informatique',
        programName: 'Informatique',
        motivationLetter: 'Une lettre.',
      })
      .returning();
    expect(
      await changeStatus(database.db, 'admissions', application!.reference, 'in_review', staff!.id),
    ).toBe(true);

    const unconfirmed = run('admin-users', ['delete', '--email', 'depart@universite.example']);
    expect(unconfirmed.status).toBe(2);
    expect(unconfirmed.stderr).toContain('--yes');
    expect(await sessionStaff(database.db, session.token)).toMatchObject({ id: staff!.id });

    const deleted = run('admin-users', ['delete', '--email', 'depart@universite.example', '--yes']);
    expectSuccess(deleted);
    expect(deleted.stdout).toBe('Deleted: depart@universite.example\n');
    expect(await checkCredentials(database.db, 'depart@universite.example', password)).toBeUndefined();
    expect(await sessionStaff(database.db, session.token)).toBeUndefined();
    expect(run('admin-users', ['list']).stdout).not.toContain('depart@');
    const [row] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, staff!.id));
    expect(row!.email).not.toContain('depart');
    expect(row!.deletedAt).toBeInstanceOf(Date);

    const { history } = (await getAdmission(database.db, application!.reference))!;
    expect(history.map((entry) => entry.changedBy)).toEqual(['ancien compte']);

    const missing = run('admin-users', ['enable', '--email', 'depart@universite.example']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe(
      `Database: PostgreSQL ${database.url}\nNo staff account for depart@universite.example.\n`,
    );
    // The e-mail can be given to someone new, whose account owns none of that history.
    expectSuccess(run('admin-create-user', ['--email', 'depart@universite.example'], `${password}\n`));
    expect(await checkCredentials(database.db, 'depart@universite.example', password)).not.toMatchObject({
      id: staff!.id,
    });
  });
});

describe('every command', () => {
  const commands: [script: string, usage: string][] = [
    ['admin-users', 'Usage: npm run admin:users -- <command> [options]'],
    ['admin-create-user', 'Usage: npm run admin:create-user -- --email <e-mail>'],
    ['purge', 'Usage: npm run purge -- [--dry-run]'],
    ['export', 'Usage: npm run export -- admissions|contact [options]'],
    ['db-backup', 'Usage: npm run db:backup -- <file>'],
    ['db-restore', 'Usage: npm run db:restore -- <file> [--force]'],
    ['db-migrate', 'Usage: npm run db:migrate'],
    ['generate-artwork', 'Usage: npx tsx scripts/generate-artwork.ts [--redraw]'],
  ];

  it.each(commands)('%s --help prints its usage and exits 0', (script, usage) => {
    for (const flag of ['--help', '-h']) {
      const result = run(script, [flag]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout.startsWith(usage)).toBe(true);
    }
  });

  const wrong: [script: string, args: string[], message: string][] = [
    ['admin-users', [], 'Missing command'],
    ['admin-users', ['remove', '--email', 'a@universite.example'], 'Unknown command "remove"'],
    ['admin-users', ['disable'], 'disable needs --email'],
    ['admin-users', ['disable', '--email'], "Option '--email <value>' argument missing"],
    ['admin-users', ['enable', '--email', 'not-an-address'], 'Not an e-mail address: not-an-address'],
    ['admin-users', ['list', '--verbose'], "Unknown option '--verbose'"],
    ['admin-users', ['list', 'extra'], 'Unexpected argument "extra"'],
    ['admin-create-user', [], 'Missing --email'],
    ['admin-create-user', ['--email', 'x'], 'Not an e-mail address: x'],
    ['purge', ['--dry'], "Unknown option '--dry'"],
    ['purge', ['now'], "Unexpected argument 'now'"],
    ['export', [], 'Missing inbox'],
    ['export', ['candidatures'], 'Unknown inbox "candidatures"'],
    ['export', ['admissions', 'contact'], 'Unexpected argument "contact"'],
    ['export', ['admissions', '--since', '2026-02-30'], 'Invalid --since'],
    ['export', ['contact', '--status', 'lost', '--search', 'x'.repeat(500)], 'Invalid --search, --status'],
    ['export', ['admissions', '--format', 'xlsx'], "Unknown option '--format'"],
    ['db-backup', [], 'Missing the backup file'],
    ['db-backup', ['a.dump', 'b.dump'], 'Unexpected argument "b.dump"'],
    ['db-backup', ['--output', 'a.dump'], "Unknown option '--output'"],
    ['db-restore', [], 'Missing the backup file'],
    ['db-restore', ['a.dump', '--yes'], "Unknown option '--yes'"],
    ['db-migrate', ['--force'], "Unknown option '--force'"],
    ['db-migrate', ['now'], "Unexpected argument 'now'"],
    ['generate-artwork', ['--all'], "Unknown option '--all'"],
  ];

  it.each(wrong)(
    '%s %j is refused with one clear line, exit code 2, no stack trace',
    (script, args, message) => {
      const result = run(script, args);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      const [first, ...rest] = result.stderr.trim().split('\n');
      expect(first).toContain(message);
      expect(rest.join('\n')).toMatch(
        /^Run `(?:npm run [a-z:-]+ --|npx tsx scripts\/[a-z-]+\.ts) --help` for the usage\.$/,
      );
      expect(result.stderr).not.toMatch(/\n\s+at /);
    },
  );
});
