import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { throwawayDatabase } from '../integration/support/postgres';
import { copyBundle, runCommand } from './support/bundle';

// The operator commands as they run in the bundle (and the container): `node cli/<name>.mjs` from
// the bundle's folder, with nothing of the checkout in reach. A cron line that forgot the
// environment file must fail loudly, not work on an empty embedded database of its own.

const commands = ['db-migrate', 'admin-create-user', 'admin-users', 'purge', 'export', 'db-backup', 'db-restore'];

test('without DATABASE_URL every command refuses to run, in one line, unless told --embedded', async () => {
  const copy = copyBundle('commands-embedded');
  const folder = path.join(copy.dir, '.data', 'pglite');
  try {
    const runs: [string, string[]][] = [
      ['db-migrate', []],
      ['admin-create-user', ['--email', 'office@universite.example']],
      ['admin-users', ['list']],
      ['purge', []],
      ['export', ['admissions']],
      ['db-backup', [path.join(copy.dir, 'site.dump')]],
    ];
    for (const [name, args] of runs) {
      const result = runCommand(copy.dir, name, args, {}, 'un-mot-de-passe-solide\n');
      expect(result.status, `${name}: ${result.stderr}`).toBe(1);
      expect(result.stdout, name).toBe('');
      expect(result.stderr, name).toBe(
        'DATABASE_URL is not set: load the environment file the server uses (set -a; . /etc/site.env; ' +
          `set +a), or pass --embedded to use the embedded database in ${folder}.\n`,
      );
    }
    expect(existsSync(folder), 'no embedded database was created').toBe(false);

    const created = runCommand(
      copy.dir,
      'admin-create-user',
      ['--email', 'office@universite.example', '--embedded'],
      {},
      'un-mot-de-passe-solide\n',
    );
    expect(created.status, created.stderr).toBe(0);
    expect(created.stderr).toBe(`Database: embedded PGlite database in ${folder}\n`);
    expect(created.stdout).toBe('Account created: office@universite.example\n');
  } finally {
    copy.remove();
  }
});

test('each command says which database it used, its usage says node cli/…, its files are private', async () => {
  const copy = copyBundle('commands');
  const database = throwawayDatabase('bundle_commands');
  try {
    await database.create();
    const env = { DATABASE_URL: database.url };
    for (const name of commands) {
      const help = runCommand(copy.dir, name, ['--help'], env);
      expect(help.status, name).toBe(0);
      expect(help.stdout.split('\n')[0], name).toMatch(new RegExp(`^Usage: node cli/${name}\\.mjs\\b`));
      expect(help.stdout, name).not.toContain('npm run');
    }
    const wrong = runCommand(copy.dir, 'purge', ['--everything'], env);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('Run `node cli/purge.mjs --help` for the usage.');

    const migrated = runCommand(copy.dir, 'db-migrate', [], env);
    expect(migrated.stderr).toBe(`Database: PostgreSQL ${database.url}\n`);
    // Written with the usual umask (022), yet readable by their owner only: they hold personal data.
    const csv = path.join(copy.dir, 'admissions.csv');
    const exported = runCommand(copy.dir, 'export', ['admissions', '--output', csv], env);
    expect(exported.status, exported.stderr).toBe(0);
    expect(exported.stderr).toBe(`Database: PostgreSQL ${database.url}\n0 row(s) written to ${csv}\n`);
    expect(statSync(csv).mode & 0o777).toBe(0o600);
    const dump = path.join(copy.dir, 'site.dump');
    const backup = runCommand(copy.dir, 'db-backup', [dump], env);
    expect(backup.status, backup.stderr).toBe(0);
    expect(statSync(dump).mode & 0o777).toBe(0o600);
  } finally {
    await database.drop().catch(() => undefined);
    copy.remove();
  }
});

test('a database that cannot be reached, or a bad setting, is one line and exit code 1, no stack trace', async () => {
  const copy = copyBundle('commands-errors');
  try {
    // Nothing listens on port 1.
    const down = 'postgres://site:secret@127.0.0.1:1/site';
    const listed = runCommand(copy.dir, 'admin-users', ['list'], { DATABASE_URL: down });
    expect(listed.status).toBe(1);
    expect(listed.stdout).toBe('');
    expect(listed.stderr).toBe(
      'Database: PostgreSQL postgres://site:***@127.0.0.1:1/site\n' +
        'Could not open the PostgreSQL postgres://site:***@127.0.0.1:1/site: connect ECONNREFUSED 127.0.0.1:1\n',
    );
    const badSetting = runCommand(copy.dir, 'purge', [], { DATABASE_URL: 'garbage' });
    expect(badSetting.status).toBe(1);
    expect(badSetting.stderr).toMatch(/^Invalid setting DATABASE_URL: expected a PostgreSQL URL[^\n]*\n$/);
    const checked = runCommand(copy.dir, 'check-settings', [], { PORT: 'abc' });
    expect(checked.status).toBe(1);
    expect(checked.stderr).toMatch(/^Invalid setting PORT: [^\n]*\n$/);
  } finally {
    copy.remove();
  }
});
