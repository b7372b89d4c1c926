import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placeholders, placeholdersWithArgument } from '@/content/placeholder-list';
import { resolvePlaceholders } from '@/content/placeholders';
import { allTeamMembers } from '@/content/team';
import { writtenFaqTopics } from '@/content/faq';
import { site } from '@/content/site';
import { compileContent } from '@/scripts/content';
// @ts-expect-error -- plain JavaScript module run by scripts/build.mjs and scripts/test.mjs
import { compileContent as buildStep } from '@/scripts/lib/setup.mjs';

const project = path.resolve(import.meta.dirname, '..', '..');

/** A copy of the project's content files in a folder of its own, to break one and compile it. */
describe('the content files, as the build compiles them', () => {
  let root: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test breaks files of any shape
  type Data = Record<string, any>;
  const edit = (relative: string, change: (data: Data) => void) => {
    const file = path.join(root, relative);
    const data = yaml.load(readFileSync(file, 'utf8'), { schema: yaml.CORE_SCHEMA }) as Data;
    change(data);
    writeFileSync(file, yaml.dump(data, { lineWidth: -1, schema: yaml.CORE_SCHEMA }));
  };
  /** What the build's compile step (scripts/build.mjs) prints and returns on these files. */
  const build = () => {
    const result = buildStep(root, { stdio: 'pipe' }) as { status: number; stderr: string; stdout: string };
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'content-files-'));
    cpSync(path.join(project, 'content'), path.join(root, 'content'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}.compiled`),
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("compiles the project's own files without a problem", () => {
    expect(compileContent(root, { write: false }).problems).toEqual([]);
  });

  it('stops the build on a missing English title, in one line naming the file, the field and the language', () => {
    edit('content/programmes/droit-public-prive.yaml', (programme) => delete programme.title.en);
    const line = 'content/programmes/droit-public-prive.yaml: title (en): required';
    expect(compileContent(root, { write: false }).problems).toEqual([line]);
    expect(build()).toEqual({ status: 1, output: `${line}\n` });
  });

  it('stops the build on a date that is not in the calendar (2027-02-31)', () => {
    edit('content/calendar.yaml', (calendar) => (calendar.events[2].start = '2027-02-31'));
    const line = 'content/calendar.yaml: events[2].start: 2027-02-31 is not a date';
    expect(compileContent(root, { write: false }).problems).toEqual([line]);
    expect(build()).toEqual({ status: 1, output: `${line}\n` });
  });

  it('names an unknown placeholder, and a brace that opens none, with the language of the text', () => {
    edit('content/faq/questions/housing.yaml', (question) => {
      question.answer.fr = question.answer.fr.replace('{registrarEmail}', '{registrarMail}');
      question.answer.en = question.answer.en.replace('{city}', '{city');
    });
    expect(compileContent(root, { write: false }).problems).toEqual([
      'content/faq/questions/housing.yaml: answer (fr): unknown placeholder {registrarMail}',
      'content/faq/questions/housing.yaml: answer (en): a brace that opens no placeholder: "{city, near the campus."',
    ]);
  });

  it('refuses a mistyped field, a wrong list length and answers that differ in shape between the languages', () => {
    edit('content/team/ngaba-djimadoum.yaml', (member) => (member.photos = member.photo));
    edit('content/programmes/droit-public-prive.yaml', (programme) => programme.careers.pop());
    edit('content/faq/questions/how-to-apply.yaml', (question) => {
      question.answer.en = question.answer.en.split('\n\n')[0];
    });
    expect(compileContent(root, { write: false }).problems.sort()).toEqual([
      'content/faq/questions/how-to-apply.yaml: answer (en): paragraph, where the French has paragraph, list of 3',
      'content/programmes/droit-public-prive.yaml: careers: must have exactly 5 items',
      'content/team/ngaba-djimadoum.yaml: photos: unknown field (a typing mistake?)',
    ]);
  });

  it('takes a field left empty by an editor (`end: null`) as absent, and a missing text as required', () => {
    edit('content/calendar.yaml', (calendar) => {
      calendar.events[0].end = null;
      calendar.events[1].title.en = null;
    });
    expect(compileContent(root, { write: false }).problems).toEqual([
      'content/calendar.yaml: events[1].title (en): required',
    ]);
  });

  it('writes nothing while a file is bad: the last good content stays compiled', () => {
    edit('content/fees.yaml', (fees) => (fees.instalments[0].share = 50));
    const { problems, compiled } = compileContent(root);
    expect(problems).toEqual(['content/fees.yaml: instalments: the shares add up to 110, not 100']);
    expect(compiled).toBeUndefined();
  });
});

describe('placeholders', () => {
  it('are replaced by what they stand for, in each language', () => {
    const head = allTeamMembers().find((member) => member.id === 'kaltouma-djibrine-adoum');
    expect(head?.position).toEqual({
      fr: 'Cheffe du département Santé',
      en: 'Head of the Health Department',
      ar: 'رئيسة قسم الصحة',
    });
    const housing = writtenFaqTopics()
      .flatMap((topic) => topic.questions)
      .find((question) => question.id === 'housing');
    expect(JSON.stringify(housing)).toContain(site.registrarEmail);
    expect(JSON.stringify(housing)).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(resolvePlaceholders('{nameSubject} ({foundedYear})', 'fr')).toBe(
      `${site.nameForms.fr.subject} (${site.foundedYear})`,
    );
    // Arabic needs no article: every form of the name is its Arabic name.
    expect(resolvePlaceholders('في {nameOf}', 'ar')).toBe(`في ${site.names.ar}`);
  });

  it('are each explained to the editors in docs/content.md', () => {
    const doc = readFileSync(path.join(project, 'docs', 'content.md'), 'utf8');
    for (const name of Object.keys(placeholders)) expect(doc, name).toContain(`\`{${name}}\``);
    for (const name of Object.keys(placeholdersWithArgument)) expect(doc, name).toContain(`\`{${name}:`);
  });
});
