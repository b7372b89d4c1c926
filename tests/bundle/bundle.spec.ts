import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { throwawayDatabase } from '../integration/support/postgres';
import {
  application,
  basePort,
  copyBundle,
  formTokenCookie,
  runCommand,
  startInstance,
  type Instance,
} from './support/bundle';

// The bundle, copied to an empty folder, serves the whole site with `node` alone and its commands
// work there: what an operator gets by following the README's deployment section.

test('the bundle serves every page of the sitemap, stores an application and runs its commands', async () => {
  const copy = copyBundle('alone');
  const database = throwawayDatabase('bundle_alone');
  const restored = throwawayDatabase('bundle_restored');
  let server: Instance | undefined;
  try {
    expect(existsSync(path.join(copy.dir, 'package-lock.json')), 'no npm project to install').toBe(false);
    await database.create();
    await restored.create();
    const env = { DATABASE_URL: database.url };
    // A person takes more than FORM_MIN_FILL_MS to fill the form; this test need not wait as long.
    const serverEnv = { ...env, FORM_MIN_FILL_MS: '0' };

    // The migrations are the bundle's own: the command applies them to the empty database.
    const migrated = runCommand(copy.dir, 'db-migrate', [], env);
    // Each command says which database it used, and nothing else on stderr.
    const usedDatabase = `Database: PostgreSQL ${database.url}\n`;
    expect(migrated.stderr).toBe(usedDatabase);
    expect(migrated.stdout).toContain('Migrations applied (postgres)');

    server = await startInstance(copy.dir, basePort, serverEnv);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);

    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
    expect(pages.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const page of new Set(pages)) {
      const response = await fetch(`${server.url}${page}`, { redirect: 'manual' });
      if (response.status !== 200) failures.push(`${page}: ${response.status}`);
      await response.arrayBuffer();
    }
    expect(failures).toEqual([]);
    // The pages it has served are kept, compressed once: a browser now gets them in brotli, which
    // only the kept answers send (lib/serving/prerendered-answers.ts reads the bundle's build).
    await expect
      .poll(async () => {
        const kept = await fetch(`${server!.url}/licences`, { headers: { 'accept-encoding': 'br' } });
        await kept.arrayBuffer();
        return kept.headers.get('content-encoding');
      })
      .toBe('br');
    // The static files come from the bundle too: a page's first script and an image derivative.
    const home = await (await fetch(`${server.url}/`)).text();
    const script = home.match(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    expect((await fetch(`${server.url}${script}`)).status).toBe(200);
    // The service worker was bundled at build time: the server needs no esbuild to serve it.
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(await worker.text()).toContain('precache');
    const derivative = home.match(/(\/_img\/[^"\s,]+\.(?:avif|webp))/)?.[1];
    expect(derivative).toBeTruthy();
    expect((await fetch(`${server.url}${derivative}`)).status).toBe(200);

    const key = `bundle-${randomUUID()}`;
    const stored = await fetch(`${server.url}/api/admissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await formTokenCookie(server.url) },
      body: JSON.stringify(application({ idempotencyKey: key, email: 'bundle.alone@example.org' })),
    });
    expect(stored.status).toBe(201);
    const { reference } = (await stored.json()) as { reference: string };
    expect(reference).toMatch(/\S/);

    const email = `office.${randomUUID().slice(0, 8)}@universite.example`;
    const password = 'bundle-test-password-1';
    const created = runCommand(copy.dir, 'admin-create-user', ['--email', email], env, `${password}\n${password}\n`);
    expect(created.stderr).toBe(usedDatabase);
    expect(created.stdout).toContain(`Account created: ${email}`);
    expect(created.status).toBe(0);
    const listed = runCommand(copy.dir, 'admin-users', ['list'], env);
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(email);
    const purged = runCommand(copy.dir, 'purge', ['--dry-run'], env);
    expect(purged.status, purged.stderr).toBe(0);
    expect(purged.stdout).toContain('"event":"retention_purge"');

    const exported = runCommand(copy.dir, 'export', ['admissions'], env);
    expect(exported.status).toBe(0);
    expect(exported.stdout).toContain(reference);
    expect(exported.stdout).toContain('bundle.alone@example.org');

    // The backup commands find pg_dump and pg_restore on the machine's PATH, as the README asks.
    const dump = path.join(copy.dir, 'site.dump');
    const backup = runCommand(copy.dir, 'db-backup', [dump], env);
    expect(backup.stderr).toBe(usedDatabase);
    expect(backup.stdout).toContain('admission_requests: 1');
    const restore = runCommand(copy.dir, 'db-restore', [dump], { DATABASE_URL: restored.url });
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('admission_requests: 1');
    expect(restore.stdout).toContain('staff_users: 1');

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string }>('SELECT email FROM staff_users');
      expect(rows.map((row) => row.email)).toEqual([email]);
    } finally {
      await client.end();
    }
  } finally {
    await server?.stop();
    await database.drop().catch(() => undefined);
    await restored.drop().catch(() => undefined);
    copy.remove();
  }
});

test('the bundle runs on the embedded database when no DATABASE_URL is set', async () => {
  const copy = copyBundle('pglite');
  let server: Instance | undefined;
  try {
    server = await startInstance(copy.dir, basePort, { FORM_MIN_FILL_MS: '0' });
    await expect.poll(async () => (await fetch(`${server!.url}/api/ready`)).status).toBe(200);
    const stored = await fetch(`${server.url}/api/admissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await formTokenCookie(server.url) },
      body: JSON.stringify(application({ idempotencyKey: `bundle-${randomUUID()}` })),
    });
    expect(stored.status).toBe(201);
    await server.stop();
    server = undefined;
    // The folder the server wrote, read by the command once the server is stopped: in the bundle,
    // the embedded database is used only when asked for.
    const exported = runCommand(copy.dir, 'export', ['admissions', '--embedded'], {});
    expect(exported.stderr).toBe(`Database: embedded PGlite database in ${path.join(copy.dir, '.data', 'pglite')}\n`);
    expect(exported.stdout).toContain('achta@example.org');
  } finally {
    await server?.stop();
    copy.remove();
  }
});
