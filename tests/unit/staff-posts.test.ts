import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bulkPath,
  CLOSE_SESSIONS_PATH,
  exportPath,
  LOGIN_PATH,
  LOGIN_POST_PATH,
  LOGOUT_PATH,
  RESEND_MAIL_PATH,
  saveTemplatePath,
  submissionForms,
  submissionPath,
} from '@/lib/admin/paths';
import { staffRedirects } from '@/lib/routing/rules.mjs';
import { staffBodyLimit } from '@/lib/security/post-guards';

// Every change the staff area makes goes through one wrapper (lib/admin/staff-post.ts): session,
// origin, body limit, validation and answer. This walks the staff area's files, so that a new
// route handler or server action written by hand fails here, by its file's name.

const root = path.resolve(__dirname, '../..');
const staffArea = path.join(root, 'app/admin');

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const sources = filesUnder(staffArea)
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));
const routes = sources.filter(({ file }) => file.endsWith('/route.ts'));
const mutations = routes.filter(({ text }) =>
  /export\s+(async\s+)?(function|const)\s+(POST|PUT|PATCH|DELETE)\b/.test(text),
);

/** The address a route file answers, with sample values for its dynamic segments. */
function addressOf(file: string): string {
  return (
    '/' +
    path
      .dirname(file)
      .replace(/^app\//, '')
      .replace('[kind]', 'admissions')
      .replace('[reference]', 'ADM-2026-7K3Q9X')
      .replace('[key]', 'interview')
  );
}

describe('staff mutations', () => {
  it('are found: the staff area has its forms’ routes', () => {
    expect(mutations.length).toBeGreaterThanOrEqual(10);
  });

  it.each(mutations.map(({ file }) => file))('%s answers its posts through staffPost', (file) => {
    const { text } = mutations.find((route) => route.file === file)!;
    expect(text, `${file}: write its POST as \`export const POST = staffPost({…})\``).toMatch(
      /export const POST = staffPost\(/,
    );
    expect(text, `${file}: no hand-written handler beside the wrapper`).not.toMatch(
      /export\s+(async\s+)?function\s+(POST|PUT|PATCH|DELETE)\b|export const (PUT|PATCH|DELETE)\b/,
    );
  });

  it('include no server action: a staff form posts to a route made by staffPost', () => {
    const actions = sources
      .filter(({ text }) => /^\s*['"]use server['"]/m.test(text))
      .map(({ file }) => file);
    expect(actions, `server actions in the staff area: ${actions.join(', ')}`).toEqual([]);
  });

  it('are each held to a body limit of their own by the server hook, except the sign-in (its own)', () => {
    for (const { file } of mutations) {
      const address = addressOf(file);
      if (address === LOGIN_POST_PATH) expect(staffBodyLimit(address), file).toBeUndefined();
      else expect(staffBodyLimit(address), `${file} (${address})`).toBeGreaterThan(0);
    }
  });
});

describe('staff addresses', () => {
  const routeAt = (address: string, kind: 'route' | 'page' = 'route') => {
    const directory = address
      .replace('/admin/admissions/', '/admin/[kind]/')
      .replace(/\/\[kind\]\/ADM-2026-7K3Q9X/, '/[kind]/[reference]')
      .replace('/modeles/interview', '/modeles/[key]');
    return existsSync(path.join(root, 'app', directory, kind === 'route' ? 'route.ts' : 'page.tsx'));
  };

  it('that the forms and links use each lead to a route of the staff area', () => {
    const reference = 'ADM-2026-7K3Q9X';
    const addresses = [
      LOGIN_POST_PATH,
      LOGOUT_PATH,
      CLOSE_SESSIONS_PATH,
      RESEND_MAIL_PATH,
      saveTemplatePath('interview'),
      bulkPath('admissions'),
      exportPath('admissions', 'csv'),
      exportPath('admissions', 'xlsx'),
      ...(['status', 'assignee', 'note', 'cleared'] as const).map((form) =>
        submissionPath('admissions', reference, form),
      ),
    ];
    for (const address of addresses) expect(routeAt(address), address).toBe(true);
    expect(routeAt(LOGIN_PATH, 'page'), LOGIN_PATH).toBe(true);
    expect(routeAt(submissionPath('admissions', reference, 'print'), 'page')).toBe(true);
  });

  it('are French, as the staff area is', () => {
    const segments = [LOGIN_PATH, LOGOUT_PATH, CLOSE_SESSIONS_PATH, ...Object.values(submissionForms)].join(
      '/',
    );
    expect(segments).not.toMatch(/\b(login|logout|close|status|assignee|cleared|bulk|export)\b/);
  });

  it('the sign-in page had in English redirects there for good', () => {
    expect(staffRedirects).toContainEqual({
      source: '/admin/login',
      destination: LOGIN_PATH,
      permanent: true,
    });
  });
});
