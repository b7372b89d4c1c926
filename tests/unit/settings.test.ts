import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSettings } from '@/lib/core/env';

// The settings an operator gives the server, checked by lib/core/env.ts before anything starts:
// each refused value is named with what is expected, on one line; secrets never repeated.

const root = path.resolve(import.meta.dirname, '..', '..');
const folder = mkdtempSync(path.join(tmpdir(), 'settings-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const problemsOf = (source: Record<string, string>) => parseSettings(source).problems ?? [];

describe('the settings', () => {
  it.each([
    ['PORT', 'abc', 'expected a port number from 1 to 65535, not "abc"'],
    ['PORT', '70000', 'expected a port number from 1 to 65535'],
    ['DATABASE_URL', 'garbage', 'expected a PostgreSQL URL such as postgres://'],
    ['DATABASE_URL', 'mysql://site@db/site', 'expected a PostgreSQL URL'],
    ['SMTP_URL', 'http://mail.example', 'expected smtp://… or smtps://'],
    ['TRUST_PROXY', 'yes', 'expected a whole number from 0 to 10'],
    ['SERVER_SECRET', 'too-short', 'expected at least 32 characters'],
    ['LOG_LEVEL', 'debug', 'expected one of info, warn, error, not "debug"'],
    ['SITE_URL', 'www.universite.td', 'expected the public address, such as https://'],
    ['SITE_EMAIL', 'contact', 'expected an e-mail address'],
    ['ADMISSIONS_NOTIFY_TO', 'a@universite.td, b', 'expected an e-mail address'],
  ])('refuse %s=%s, naming it and what is expected', (name, value, expected) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
    expect(problems[0]).toContain(expected);
    expect(problems[0]).not.toContain('\n');
  });

  it('never repeat a secret in the message', () => {
    const [problem] = problemsOf({ DATABASE_URL: 'postgres//site:hunter2@db/site' });
    expect(problem).toMatch(/^DATABASE_URL: /);
    expect(problem).not.toContain('hunter2');
    expect(problemsOf({ SERVER_SECRET: 'hunter2' })[0]).not.toContain('hunter2');
  });

  it('accept the values of a real deployment, and an empty one as unset', () => {
    const result = parseSettings({
      PORT: '3001',
      DATABASE_URL: 'postgres://site:secret@db.internal:5432/site?sslmode=require',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      TRUST_PROXY: '1',
      SERVER_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'warn',
      SITE_URL: 'https://www.universite.td',
      SMTP_FROM: '',
    });
    expect(result.problems).toBeUndefined();
    expect(result.env).toMatchObject({ PORT: 3001, TRUST_PROXY: 1, LOG_LEVEL: 'warn' });
    expect(result.env?.SMTP_FROM).toBeUndefined();
  });

  it('accept a PostgreSQL reached through its socket folder, and refuse a URL without any host', () => {
    for (const url of [
      'postgres://site@/site?host=/run/postgresql',
      'postgresql://site:secret@/site?host=/tmp',
    ])
      expect(parseSettings({ DATABASE_URL: url }).problems, url).toBeUndefined();
    for (const url of [
      'postgres://site@/site',
      'postgres:///site',
      'postgres://',
      'postgres://site@db:port/site',
    ])
      expect(problemsOf({ DATABASE_URL: url })[0], url).toMatch(/^DATABASE_URL: expected a PostgreSQL URL/);
  });

  it('read SERVER_SECRET, DATABASE_URL and SMTP_URL from the file NAME_FILE names (Docker secrets)', () => {
    const secret = path.join(folder, 'server_secret');
    const database = path.join(folder, 'database_url');
    writeFileSync(secret, `${'s'.repeat(40)}\n`);
    writeFileSync(database, 'postgres://site:from-file@db:5432/site');
    const result = parseSettings({ SERVER_SECRET_FILE: secret, DATABASE_URL_FILE: database });
    expect(result.env?.SERVER_SECRET).toBe('s'.repeat(40));
    expect(result.env?.DATABASE_URL).toBe('postgres://site:from-file@db:5432/site');
  });

  it('refuse an unreadable NAME_FILE, a bad value in it, or both NAME and NAME_FILE', () => {
    expect(problemsOf({ SMTP_URL_FILE: path.join(folder, 'missing') })).toEqual([
      `SMTP_URL_FILE: expected a readable file (ENOENT: ${path.join(folder, 'missing')})`,
    ]);
    const short = path.join(folder, 'short');
    writeFileSync(short, 'short\n');
    expect(problemsOf({ SERVER_SECRET_FILE: short })).toEqual([
      'SERVER_SECRET: expected at least 32 characters',
    ]);
    expect(problemsOf({ SERVER_SECRET: 'x'.repeat(32), SERVER_SECRET_FILE: short })).toEqual([
      'SERVER_SECRET and SERVER_SECRET_FILE: expected one of them, not both',
    ]);
  });
});

describe('the check before the server starts', { timeout: 60_000 }, () => {
  const env = (extra: Record<string, string>): NodeJS.ProcessEnv => {
    return { PATH: process.env.PATH, HOME: process.env.HOME, ...extra } as unknown as NodeJS.ProcessEnv;
  };

  it('stops with one line and exit code 1 on a refused setting, and says nothing when all are valid', () => {
    const refused = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/check-settings.ts'],
      {
        cwd: root,
        env: env({ PORT: 'abc', DATABASE_URL: 'garbage' }),
        encoding: 'utf8',
      },
    );
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      'Invalid settings PORT: expected a port number from 1 to 65535, not "abc"; DATABASE_URL: expected a ' +
        'PostgreSQL URL such as postgres://user:password@host:5432/database. Nothing was started.\n',
    );
    const valid = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'scripts/check-settings.ts'],
      {
        cwd: root,
        env: env({ PORT: '3000' }),
        encoding: 'utf8',
      },
    );
    expect(valid.status).toBe(0);
    expect(valid.stderr + valid.stdout).toBe('');
  });

  it('npm start stops before building or starting Next.js', () => {
    const started = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: env({ PORT: 'abc' }),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toBe(
      'Invalid setting PORT: expected a port number from 1 to 65535, not "abc". Nothing was started.\n',
    );
    expect(started.stdout).not.toMatch(/Building|Serving/);
  });

  it.each([
    [
      { SERVER_WORKERS: '2' },
      'Invalid setting SERVER_WORKERS: expected 1 without DATABASE_URL (one process only may open the embedded database), not "2". Nothing was started.',
    ],
    [
      { SERVER_WORKERS: '0' },
      'Invalid setting SERVER_WORKERS: expected a whole number from 1 to 64, not "0". Nothing was started.',
    ],
    [{ PUBLISH: 'yes' }, 'Invalid setting PUBLISH: expected on or off, not "yes". Nothing was started.'],
    [
      { PUBLISH_DEBOUNCE_MS: 'soon' },
      'Invalid setting PUBLISH_DEBOUNCE_MS: expected a whole number of milliseconds up to 600000, not "soon". Nothing was started.',
    ],
  ])('npm start refuses its own settings the same way: %o', (settings, line) => {
    const started = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: env(settings),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toBe(`${line}\n`);
    expect(started.stdout).not.toMatch(/Building|Serving/);
  });
});
