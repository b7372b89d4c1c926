import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentEdits, staffUsers } from '@/db/schema';
import { throwawayDatabase } from './support/postgres';
import { closeServerDatabase } from './support/server-database';

// The editing screen's API as the server runs it: Keystatic's own handler (local storage, over a
// throw-away git clone), behind the staff session and the « éditeur » role; each save recorded.

const site = 'http://localhost:3000';
const password = 'un-mot-de-passe-solide';
const database = throwawayDatabase('editor_api');
const clone = mkdtempSync(path.join(tmpdir(), 'editor-clone-'));
let api: { GET: (r: Request) => Promise<Response>; POST: (r: Request) => Promise<Response> };
let cookieName: string;
const sessions: Record<'editor' | 'office', string> = { editor: '', office: '' };
let ids: Record<'editor' | 'office', string>;

beforeAll(async () => {
  await database.create();
  vi.resetModules();
  delete process.env.PGLITE_DATA_DIR;
  process.env.DATABASE_URL = database.url;
  process.env.SITE_URL = site;
  const { getDatabase } = await import('@/db');
  const { db, migrate } = await getDatabase().then((h) => ({ db: h.db, migrate: () => h.migrate() }));
  await migrate();
  const { saveStaffUser, checkCredentials, openSession } = await import('@/lib/admin/staff');
  const { setStaffEditor } = await import('@/lib/admin/staff-accounts');
  await saveStaffUser(db, 'redaction@universite.example', password);
  await saveStaffUser(db, 'admissions@universite.example', password);
  expect(await setStaffEditor(db, 'redaction@universite.example', true)).toBe('changed');
  expect(await setStaffEditor(db, 'redaction@universite.example', true)).toBe('unchanged');
  const editor = await checkCredentials(db, 'redaction@universite.example', password);
  const office = await checkCredentials(db, 'admissions@universite.example', password);
  expect(editor?.editor).toBe(true);
  expect(office?.editor).toBe(false);
  ids = { editor: editor!.id, office: office!.id };
  sessions.editor = (await openSession(db, editor!)).token;
  sessions.office = (await openSession(db, office!)).token;
  cookieName = (await import('@/lib/admin/staff-cookies')).staffCookies.sessionName;

  execFileSync('git', ['init', '--quiet', clone]);
  mkdirSync(path.join(clone, 'content', 'news'), { recursive: true });
  writeFileSync(path.join(clone, 'README.md'), 'clone\n');
  execFileSync(
    'git',
    ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '--quiet', '-m', 'init', '--allow-empty'],
    {
      cwd: clone,
    },
  );
  const { makeRouteHandler } = await import('@keystatic/next/route-handler');
  const { keystaticConfig } = await import('@/keystatic.config');
  const { editorApi } = await import('@/lib/editor/api');
  api = editorApi(() => makeRouteHandler({ config: keystaticConfig(), localBaseDirectory: clone }), clone);
});

afterAll(async () => {
  await closeServerDatabase();
  await database.drop();
  rmSync(clone, { recursive: true, force: true });
});

function request(who: 'editor' | 'office' | undefined, pathname: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('no-cors', '1');
  if (who) headers.set('cookie', `${cookieName}=${sessions[who]}`);
  return new Request(`${site}${pathname}`, { ...init, headers });
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const update = (who: 'editor' | 'office' | undefined, body: unknown, origin = site) =>
  api.POST(
    request(who, '/api/keystatic/update', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'sec-fetch-site': origin === site ? 'same-origin' : 'cross-site',
      },
      body: JSON.stringify(body),
    }),
  );

describe('the editing screen’s API', () => {
  it('refuses a visitor (401) and an admissions account without the role (403)', async () => {
    expect((await api.GET(request(undefined, '/api/keystatic/tree'))).status).toBe(401);
    expect((await api.GET(request('office', '/api/keystatic/tree'))).status).toBe(403);
    const save = {
      additions: [{ path: 'content/news/x/index.yaml', contents: base64url('id: x\n') }],
      deletions: [],
    };
    expect((await update(undefined, save)).status).toBe(401);
    expect((await update('office', save)).status).toBe(403);
    expect(existsSync(path.join(clone, 'content/news/x/index.yaml'))).toBe(false);
  });

  it('lets an « éditeur » read the files', async () => {
    const response = await api.GET(request('editor', '/api/keystatic/tree'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'README.md' })]),
    );
  });

  it('refuses a save posted from another site, even with the editor’s session', async () => {
    const save = {
      additions: [{ path: 'content/news/y/index.yaml', contents: base64url('id: y\n') }],
      deletions: [],
    };
    expect((await update('editor', save, 'http://evil.example')).status).toBe(403);
    expect(existsSync(path.join(clone, 'content/news/y/index.yaml'))).toBe(false);
  });

  it('writes an editor’s save, records who made it, and commits it with them as author', async () => {
    const { getDatabase } = await import('@/db');
    const { db } = await getDatabase();
    const save = {
      additions: [
        { path: 'content/news/essai/index.yaml', contents: base64url('id: essai\n') },
        { path: 'content/news/essai/body/fr.mdoc', contents: base64url('Bonjour.\n') },
      ],
      deletions: [],
    };
    const response = await update('editor', save);
    expect(response.status).toBe(200);
    expect(readFileSync(path.join(clone, 'content/news/essai/body/fr.mdoc'), 'utf8')).toBe('Bonjour.\n');

    const rows = await db.select().from(contentEdits).where(eq(contentEdits.staffId, ids.editor));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.written).toEqual(['content/news/essai/index.yaml', 'content/news/essai/body/fr.mdoc']);
    expect(rows[0]!.deleted).toEqual([]);
    expect(rows[0]!.commit).toMatch(/^[0-9a-f]{40}$/);
    const log = execFileSync('git', ['log', '-1', '--format=%H %ae%n%s', '--name-only'], {
      cwd: clone,
      encoding: 'utf8',
    });
    expect(log).toContain(`${rows[0]!.commit} redaction@universite.example`);
    expect(log).toContain('content/news/essai/body/fr.mdoc');
    expect(log).toContain('content/news/essai/index.yaml');

    const removal = await update('editor', {
      additions: [],
      deletions: [{ path: 'content/news/essai/index.yaml' }, { path: 'content/news/essai/body/fr.mdoc' }],
    });
    expect(removal.status).toBe(200);
    expect(existsSync(path.join(clone, 'content/news/essai/index.yaml'))).toBe(false);
    const all = await db.select().from(contentEdits).where(eq(contentEdits.staffId, ids.editor));
    expect(all.map((row) => row.deleted.length)).toEqual(expect.arrayContaining([0, 2]));
    expect(
      execFileSync('git', ['status', '--porcelain', '--', 'content'], { cwd: clone, encoding: 'utf8' }),
    ).toBe('');
  });

  it('stops answering an account whose role was taken away by `admin:users revoke-editor`', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: database.url };
    delete env.PGLITE_DATA_DIR;
    const cli = (args: string[]) =>
      spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/admin-users.ts', ...args], {
        encoding: 'utf8',
        env,
      });
    const listed = cli(['list']);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toMatch(/^redaction@universite\.example\tactive\téditeur\t/m);
    expect(listed.stdout).toMatch(/^admissions@universite\.example\tactive\tadmissions\t/m);
    const revoked = cli(['revoke-editor', '--email', 'redaction@universite.example']);
    expect(revoked.stdout).toBe('redaction@universite.example is no longer an editor.\n');
    expect((await api.GET(request('editor', '/api/keystatic/tree'))).status).toBe(403);
    const granted = cli(['grant-editor', '--email', 'admissions@universite.example']);
    expect(granted.stdout).toBe('admissions@universite.example is now an editor.\n');
    expect((await api.GET(request('office', '/api/keystatic/tree'))).status).toBe(200);
    const { getDatabase } = await import('@/db');
    const [office] = await (
      await getDatabase()
    ).db
      .select({ editor: staffUsers.editor })
      .from(staffUsers)
      .where(eq(staffUsers.id, ids.office));
    expect(office?.editor).toBe(true);
  });
});
