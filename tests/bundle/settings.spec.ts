import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { throwawayDatabase } from '../integration/support/postgres';
import { basePort, copyBundle, runUntilExit, startInstance, type Instance } from './support/bundle';

// The bundle's server.js, started as the container starts it, with a bad setting: it must stop at
// once with one line naming the setting and exit code 1 (so that systemd's and Docker's restart
// policies see a failure), not serve 500s, listen on another port or reach for a host named "base".

const refused: [string, string, RegExp][] = [
  ['PORT', 'abc', /^Invalid setting PORT: expected a port number from 1 to 65535, not "abc"\. Nothing was started\.$/],
  ['DATABASE_URL', 'garbage', /^Invalid setting DATABASE_URL: expected a PostgreSQL URL such as postgres:\/\//],
  ['SMTP_URL', 'http://mail.example', /^Invalid setting SMTP_URL: expected smtp:\/\/… or smtps:\/\//],
  ['TRUST_PROXY', 'yes', /^Invalid setting TRUST_PROXY: expected a whole number from 0 to 10/],
  ['SERVER_SECRET', 'too-short', /^Invalid setting SERVER_SECRET: expected at least 32 characters\./],
  ['LOG_LEVEL', 'debug', /^Invalid setting LOG_LEVEL: expected one of info, warn, error, not "debug"/],
  ['SITE_URL', 'www.universite.td', /^Invalid setting SITE_URL: expected the public address/],
  ['SERVER_SECRET_FILE', '/run/secrets/missing', /^Invalid setting SERVER_SECRET_FILE: expected a readable file \(ENOENT/],
];

test('server.js stops with one line and exit code 1 on each bad setting', async () => {
  const copy = copyBundle('settings');
  try {
    for (const [name, value, line] of refused) {
      // SERVER_SECRET unset, so that SERVER_SECRET_FILE is the only one given.
      const settings = { PORT: String(basePort), SERVER_SECRET: '', [name]: value };
      const { code, lines } = await runUntilExit(copy.dir, settings);
      expect(code, `${name}=${value}:\n${lines.join('\n')}`).toBe(1);
      expect(lines, `${name}=${value}`).toHaveLength(1);
      expect(lines[0]).toMatch(line);
    }
    // Nothing was left listening.
    await expect(fetch(`http://127.0.0.1:${basePort}/api/health`)).rejects.toThrow();
  } finally {
    copy.remove();
  }
});

test('server.js reads DATABASE_URL and SERVER_SECRET from the files *_FILE names (Docker secrets)', async () => {
  const copy = copyBundle('secrets');
  const database = throwawayDatabase('bundle_secrets');
  let server: Instance | undefined;
  try {
    await database.create();
    const databaseFile = path.join(copy.dir, 'database_url');
    const secretFile = path.join(copy.dir, 'server_secret');
    writeFileSync(databaseFile, `${database.url}\n`, { mode: 0o600 });
    writeFileSync(secretFile, `${'s'.repeat(48)}\n`, { mode: 0o600 });
    server = await startInstance(copy.dir, basePort, {
      DATABASE_URL_FILE: databaseFile,
      SERVER_SECRET: '',
      SERVER_SECRET_FILE: secretFile,
    });
    // Ready: the database of the file answers and holds every migration.
    await expect.poll(async () => (await fetch(`${server!.url}/api/ready`)).status).toBe(200);
    expect(server.lines.join('\n')).toContain('"event":"database_ready","kind":"postgres"');
  } finally {
    await server?.stop();
    await database.drop().catch(() => undefined);
    copy.remove();
  }
});
