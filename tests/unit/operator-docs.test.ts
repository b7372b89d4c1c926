import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What the operator copies from the documentation: every scheduled command loads the server's
// environment file (a cron line without it would run on no database, or the wrong one), and the
// server's systemd unit gives it the cache folder /_next/image writes to.

const root = path.resolve(import.meta.dirname, '..', '..');
const files = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const texts = files.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

/** Crontab lines: five schedule fields, then the command. */
const cronLines = texts.flatMap(({ file, text }) =>
  text
    .split('\n')
    .map((line) => line.replace(/^[\s`]+/, ''))
    .filter((line) => /^(\S+\s+){4}\S+\s+cd\s/.test(line) && /^[\d*]/.test(line))
    .map((line) => ({ file, line })),
);

/** systemd [Service] sections of the ini blocks. */
const serviceSections = texts.flatMap(({ file, text }) =>
  [...text.matchAll(/```ini\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    block!
      .split(/^(?=\[)/m)
      .filter((section) => section.startsWith('[Service]'))
      .map((section) => ({ file, section })),
  ),
);

describe("the documentation's cron lines and systemd units", () => {
  it('finds the examples it checks', () => {
    expect(cronLines.length).toBeGreaterThanOrEqual(3);
    expect(serviceSections.length).toBeGreaterThanOrEqual(2);
  });

  it.each(cronLines.map(({ file, line }) => [file, line]))(
    '%s: the cron line loads the environment file before its command: %s',
    (_file, line) => {
      const load = line.indexOf('set -a && . /etc/site.env && set +a');
      expect(load).toBeGreaterThan(0);
      expect(load).toBeLessThan(line.indexOf('node cli/'));
    },
  );

  it.each(serviceSections.map(({ file, section }) => [file, section]))(
    '%s: the systemd service loads the environment file',
    (_file, section) => {
      expect(section).toMatch(/^EnvironmentFile=\/etc\/site\.env$/m);
    },
  );

  it("gives the server's user Next.js's cache folder before each start (else /_next/image fails with EACCES)", () => {
    const server = serviceSections.find(({ section }) =>
      /^ExecStart=\/usr\/bin\/node server\.js$/m.test(section),
    );
    expect(server?.section).toMatch(/^User=site$/m);
    expect(server?.section).toMatch(
      /^ExecStartPre=\+\/usr\/bin\/install -d -o site -g site \/srv\/site\/\.next\/cache$/m,
    );
  });
});
