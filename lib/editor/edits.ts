// Every save of the editing screen, attributed: a row of `content_edits` (who, when, which files),
// a line of the server's log, and, when the server runs from a git clone with local storage, a
// commit of exactly those files with the staff member as its author.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Database } from '@/db/client';
import { contentEdits } from '@/db/schema';
import { logEvent } from '@/lib/core/log';
import type { Staff } from '@/lib/admin/staff';

const run = promisify(execFile);

export interface ContentChange {
  /** Repository paths the save wrote. */
  written: string[];
  /** Repository paths the save deleted. */
  deleted: string[];
}

/**
 * The files a save of Keystatic's local storage changes, from its body
 * (`{ additions: [{ path, contents }], deletions: [{ path }] }`); undefined when it is not that shape
 * (Keystatic then refuses it too).
 */
export function changeOfUpdate(body: unknown): ContentChange | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { additions, deletions } = body as { additions?: unknown; deletions?: unknown };
  const paths = (list: unknown) =>
    Array.isArray(list) && list.every((item) => typeof item?.path === 'string')
      ? list.map((item: { path: string }) => item.path)
      : undefined;
  const written = paths(additions);
  const deleted = paths(deletions);
  return written && deleted ? { written, deleted } : undefined;
}

/** Whether `dir` is the top of a git clone (not a folder inside someone else's). */
function isClone(dir: string): boolean {
  return existsSync(path.join(dir, '.git'));
}

/**
 * Commits the changed files in `dir`, authored by the staff member, and returns the commit's hash;
 * undefined when `dir` is not a git clone or nothing changed. Only the save's own files are
 * committed: whatever else differs in the clone is left as it was.
 */
export async function commitChange(
  dir: string,
  staff: Staff,
  change: ContentChange,
): Promise<string | undefined> {
  if (!isClone(dir)) return undefined;
  const files = [...change.written, ...change.deleted];
  if (files.length === 0) return undefined;
  const git = (...args: string[]) =>
    run('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: staff.email,
        GIT_AUTHOR_EMAIL: staff.email,
        GIT_COMMITTER_NAME: "Écran d'édition du site",
        GIT_COMMITTER_EMAIL: staff.email,
      },
    });
  await git('add', '--all', '--', ...files);
  const { stdout: staged } = await git('diff', '--cached', '--name-only', '--', ...files);
  if (!staged.trim()) return undefined;
  // The folders changed: content/news/<article>, public/images/news/<article>.
  const folder = (file: string) =>
    file
      .split('/')
      .slice(0, file.startsWith('public/') ? 4 : 3)
      .join('/');
  const summary = [...new Set(files.map(folder))].join(', ');
  await git(
    'commit',
    '--quiet',
    '--no-verify',
    '-m',
    `Contenu modifié par ${staff.email} : ${summary}`,
    '--',
    ...files,
  );
  const { stdout } = await git('rev-parse', 'HEAD');
  return stdout.trim();
}

/** Records a save: its row, its log line. */
export async function recordEdit(
  db: Database,
  staff: Staff,
  change: ContentChange,
  commit: string | undefined,
  at = new Date(),
): Promise<void> {
  await db.insert(contentEdits).values({
    staffId: staff.id,
    at,
    written: change.written,
    deleted: change.deleted,
    commit: commit ?? null,
  });
  logEvent('content_edit', {
    staff: staff.email,
    written: change.written,
    deleted: change.deleted,
    ...(commit ? { commit } : {}),
  });
}
