import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allNewsArticles, getNewsArticle } from '@/content/news';
import { site } from '@/content/site';
import { editorAccess } from '@/lib/editor/access';
import { compileContent } from '@/scripts/content';
import { readNews } from '@/scripts/lib/content-news.mjs';

// The news articles' files (content/news/<article>/): what the build accepts, and the one line it
// stops with otherwise.

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A copy of the articles and their images, to break one file at a time. */
function copy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'news-files-'));
  roots.push(root);
  cpSync('content', path.join(root, 'content'), { recursive: true });
  cpSync('public/images/news', path.join(root, 'public/images/news'), { recursive: true });
  return root;
}

function edit(root: string, file: string, change: (text: string) => string) {
  const full = path.join(root, file);
  writeFileSync(full, change(readFileSync(full, 'utf8')));
}

const article = 'content/news/lancement-formation-continue';

/** The compile step's one line (scripts/content.ts, as the build runs it). */
function fault(root: string): string {
  const { problems } = compileContent(root, { write: false });
  expect(problems).toHaveLength(1);
  return problems[0]!;
}

describe('news files', () => {
  it('are what the pages read, words in braces replaced', () => {
    expect(readNews(process.cwd()).map((a) => a.id)).toEqual(allNewsArticles().map((a) => a.id));
    const cames = getNewsArticle('confirmation-accreditation-cames');
    expect(cames?.excerpt.fr).toMatch(
      /^À l'issue d'une nouvelle évaluation, les huit diplômes accrédités par le CAMES depuis 2019 /,
    );
    const text = JSON.stringify(allNewsArticles());
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain(site.registrarEmail);
  });

  it('stop the build with one line naming file, field and language: a missing English title', () => {
    const root = copy();
    edit(root, `${article}/index.yaml`, (text) =>
      text.replace(/^title:\n  fr: (.*)\n  en: .*\n/m, 'title:\n  fr: $1\n'),
    );
    expect(fault(root)).toBe(`${article}/index.yaml: title (en): missing`);
  });

  it('a date that is not in the calendar (2027-02-31)', () => {
    const root = copy();
    edit(root, `${article}/index.yaml`, (text) => text.replace(/^date: .*$/m, 'date: 2027-02-31'));
    expect(fault(root)).toBe(`${article}/index.yaml: date: not a date of the calendar (YYYY-MM-DD)`);
  });

  it('an English text that does not follow the French block for block, or an unknown word in braces', () => {
    const root = copy();
    edit(root, `${article}/body/en.mdoc`, (text) => text.split('\n\n').slice(1).join('\n\n'));
    expect(fault(root)).toMatch(
      new RegExp(`^${article}/body/en\\.mdoc: body \\(en\\): \\d+ blocks where the French has \\d+$`),
    );
    const other = copy();
    edit(other, `${article}/index.yaml`, (text) =>
      text.replace(/^(excerpt:\n  fr: .*?)janvier 2027/m, '$1janvier {rector}'),
    );
    expect(fault(other)).toBe(`${article}/index.yaml: excerpt (fr): unknown placeholder {rector}`);
  });
});

describe('editing screen access', () => {
  it('needs a session (401) and the « éditeur » role (403)', () => {
    expect(editorAccess(undefined)).toEqual({ allowed: false, status: 401 });
    expect(editorAccess({ id: 'a', email: 'a@b.example', editor: false })).toEqual({
      allowed: false,
      status: 403,
    });
    expect(editorAccess({ id: 'a', email: 'a@b.example', editor: true })).toMatchObject({ allowed: true });
  });
});
