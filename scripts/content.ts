// `npm run content`: the content files of content/ (YAML, with Markdown for prose) validated and
// compiled to content/.compiled/<area>.json, which the typed accessors (content/programmes.ts,
// calendar.ts, team.ts…) import: pages, route handlers, the bundle and the tests read the
// compiled JSON, never content/ at run time. Run before `next build` (scripts/build.mjs),
// `next dev`, vitest and `npm test`'s typecheck.
//
// A bad file stops it with one line per problem, naming the file, the field and the language:
//   content/programmes/droit-public-prive.yaml: title (en): required
//   content/calendar.yaml: events[2].start: 2027-02-31 is not a date
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { locales } from '../i18n/locales';
import {
  bracePattern,
  derivedFromProgrammes,
  placeholderPattern,
  placeholders,
  placeholdersWithArgument,
} from '../content/placeholder-list';
import { departmentIds } from '../content/schemas/common';
import { aidFile, calendarFile, feesFile, paymentFile } from '../content/schemas/intake';
import { markdownBlocks, type Block } from '../content/schemas/markdown';
import {
  faqQuestionFile,
  faqTopicsFile,
  galleryFile,
  heroFile,
  leadershipFile,
  teamFile,
} from '../content/schemas/people';
import { programmeFile } from '../content/schemas/programmes';
import { ContentError, readNews } from './lib/content-news.mjs';

type Path = readonly PropertyKey[];

/** `events[2].start`, with the language apart: `title (en)`. */
export function fieldName(at: Path): string {
  const last = at.at(-1);
  const language =
    typeof last === 'string' && (locales as readonly string[]).includes(last) ? last : undefined;
  const field = (language ? at.slice(0, -1) : at)
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index ? '.' : ''}${String(segment)}`,
    )
    .join('');
  return `${field || '(the file)'}${language ? ` (${language})` : ''}`;
}

/** The problems of one compile, one line each. */
class Problems {
  readonly lines: string[] = [];
  add(file: string, at: Path, message: string) {
    this.lines.push(`${file}: ${fieldName(at)}: ${message}`);
  }
}

function issueMessage(issue: z.core.$ZodIssue): { at: Path; message: string } {
  if (issue.code === 'unrecognized_keys')
    return { at: [...issue.path, issue.keys[0]!], message: 'unknown field (a typing mistake?)' };
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // A programme of an unknown type: the union's own message names the choices.
    return { at: issue.path, message: issue.message };
  }
  if ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'string')
    return { at: issue.path, message: 'required' };
  return { at: issue.path, message: issue.message };
}

interface SourceFile {
  /** As the messages name it: relative to the project, e.g. content/team/someone.yaml. */
  name: string;
  /** The file's name without its extension: the entry's identifier in a collection. */
  id: string;
  data: unknown;
}

/** `data` without the fields left empty (`end:` or `end: null`, as an editor may save them): absent. */
function withoutEmptyFields(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutEmptyFields);
  if (data && typeof data === 'object')
    return Object.fromEntries(
      Object.entries(data)
        .filter(([, value]) => value !== null)
        .map(([key, value]) => [key, withoutEmptyFields(value)]),
    );
  return data;
}

function readYaml(root: string, relative: string, problems: Problems): SourceFile | undefined {
  const file = path.join(root, relative);
  const id = path.basename(relative).replace(/\.ya?ml$/, '');
  try {
    // The core schema: a date stays the text it is (2027-02-31 is not turned into 3 March).
    const data = yaml.load(readFileSync(file, 'utf8'), { schema: yaml.CORE_SCHEMA, filename: relative });
    return { name: relative, id, data: withoutEmptyFields(data) };
  } catch (error) {
    if (error instanceof yaml.YAMLException)
      problems.lines.push(`${relative}: line ${(error.mark?.line ?? 0) + 1}: ${error.reason}`);
    else throw error;
    return undefined;
  }
}

/** The entries of a collection folder, one YAML file each, in name order. */
function readCollection(root: string, folder: string, problems: Problems): SourceFile[] {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .flatMap((name) => readYaml(root, `${folder}/${name}`, problems) ?? []);
}

function validate<S extends z.ZodType>(
  schema: S,
  source: SourceFile | undefined,
  problems: Problems,
): z.output<S> | undefined {
  if (!source) return undefined;
  const result = schema.safeParse(source.data ?? {}, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const { at, message } = issueMessage(issue);
    problems.add(source.name, at, message);
  }
  return undefined;
}

/** Every text of `data` whose placeholders are unknown, or out of place, is a problem. */
function checkPlaceholders(
  source: SourceFile,
  data: unknown,
  problems: Problems,
  refused: readonly string[] = [],
  at: PropertyKey[] = [],
): void {
  if (typeof data === 'string') {
    if (!bracePattern.test(data)) return;
    const last = at.at(-1);
    const language = typeof last === 'string' && (locales as readonly string[]).includes(last);
    if (!language) {
      problems.add(source.name, at, 'placeholders are allowed only in texts in a language');
      return;
    }
    const rest = data.replace(placeholderPattern, (whole, name: string, argument: string | undefined) => {
      if (argument === undefined && name in placeholders) {
        if (refused.includes(name)) problems.add(source.name, at, `{${name}} cannot be used here`);
      } else if (argument !== undefined && name in placeholdersWithArgument) {
        if (name === 'department' && !(departmentIds as readonly string[]).includes(argument))
          problems.add(source.name, at, `${whole}: no department is named ${argument}`);
      } else problems.add(source.name, at, `unknown placeholder ${whole}`);
      return '';
    });
    const stray = /[{}][^{}]{0,30}/.exec(rest);
    if (stray) problems.add(source.name, at, `a brace that opens no placeholder: "${stray[0]}"`);
    return;
  }
  if (Array.isArray(data))
    data.forEach((item, index) => checkPlaceholders(source, item, problems, refused, [...at, index]));
  else if (data && typeof data === 'object')
    for (const [key, value] of Object.entries(data))
      checkPlaceholders(source, value, problems, refused, [...at, key]);
}

type Localized<T = string> = Record<(typeof locales)[number], T>;

/** A Markdown text of each language cut into the same blocks: paragraphs and lists, language beside language. */
function localizedBlocks(source: SourceFile, at: Path, markdown: Localized, problems: Problems) {
  const byLocale = {} as Localized<Block[]>;
  for (const locale of locales) {
    try {
      byLocale[locale] = markdownBlocks(markdown[locale]);
    } catch (error) {
      problems.add(source.name, [...at, locale], (error as Error).message);
      return undefined;
    }
  }
  const [first, ...others] = locales;
  const reference = byLocale[first];
  for (const locale of others) {
    const blocks = byLocale[locale];
    const shape = (list: Block[]) =>
      list.map((block) => (block.kind === 'list' ? `list of ${block.items.length}` : 'paragraph')).join(', ');
    if (shape(blocks) !== shape(reference)) {
      problems.add(
        source.name,
        [...at, locale],
        `${shape(blocks)}, where the French has ${shape(reference)}`,
      );
      return undefined;
    }
  }
  return reference.map((block, index) =>
    block.kind === 'paragraph'
      ? {
          kind: 'paragraph' as const,
          text: Object.fromEntries(
            locales.map((locale) => [locale, (byLocale[locale][index] as typeof block).text]),
          ),
        }
      : {
          kind: 'list' as const,
          items: block.items.map((_, item) =>
            Object.fromEntries(
              locales.map((locale) => [locale, (byLocale[locale][index] as typeof block).items[item]]),
            ),
          ),
        },
  );
}

/** The identifiers given twice in a list (by `key`), each a problem. */
function checkUnique<T>(
  items: readonly { source: SourceFile; at: Path; value: T }[],
  what: string,
  problems: Problems,
) {
  const seen = new Map<string, SourceFile>();
  for (const { source, at, value } of items) {
    const key = String(value);
    const before = seen.get(key);
    if (before)
      problems.add(
        source.name,
        at,
        `${what} ${key} is already used${before === source ? '' : ` by ${before.name}`}`,
      );
    else seen.set(key, source);
  }
}

/** The entries of a list in one file (`events`, `topics`) each have an id no other entry has. */
function checkUniqueIds(
  source: SourceFile,
  list: string,
  entries: readonly { id: string }[],
  problems: Problems,
) {
  checkUnique(
    entries.map((entry, index) => ({ source, at: [list, index, 'id'], value: entry.id })),
    'the id',
    problems,
  );
}

const byOrder = <T extends { order: number; id: string }>(a: T, b: T) =>
  a.order - b.order || a.id.localeCompare(b.id);

/** Everything compiled: one JSON value per area, written to content/.compiled/<area>.json. */
export type Compiled = Record<string, unknown>;

/**
 * Reads, validates and compiles every content file under `root`/content. Returns the problems
 * (one line each) and, when there are none, the compiled areas; `write` saves them.
 */
export function compileContent(
  root: string,
  { write = true } = {},
): { problems: string[]; compiled?: Compiled } {
  const problems = new Problems();
  const one = <S extends z.ZodType>(schema: S, relative: string) => {
    const source = existsSync(path.join(root, relative)) ? readYaml(root, relative, problems) : undefined;
    if (!source && !problems.lines.some((line) => line.startsWith(`${relative}:`)))
      problems.lines.push(`${relative}: the file is missing`);
    const data = validate(schema, source, problems);
    if (source && data) checkPlaceholders(source, data, problems);
    return source && data ? { source, data } : undefined;
  };
  const many = <S extends z.ZodType>(schema: S, folder: string, refused?: readonly string[]) =>
    readCollection(root, folder, problems).flatMap((source) => {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(source.id))
        problems.add(source.name, [], 'the file name must be lower case letters, digits and hyphens');
      const data = validate(schema, source, problems);
      if (data) checkPlaceholders(source, data, problems, refused);
      return data ? [{ source, data, id: source.id }] : [];
    });

  // Programmes: the licences, then the masters, each in their `order`.
  const programmeEntries = many(programmeFile, 'content/programmes', derivedFromProgrammes);
  checkUnique(
    programmeEntries.map(({ source, data }) => ({ source, at: ['code'], value: data.code })),
    'the code',
    problems,
  );
  const programmes = programmeEntries
    .map(({ data, id }) => ({ ...data, id }))
    .sort((a, b) => (a.type === b.type ? 0 : a.type === 'licence' ? -1 : 1) || byOrder(a, b))
    .map(({ id, type, ...rest }) => ({ type, slug: id, ...rest }))
    // `order` places the file in its list; the pages have no use for it.
    .map((programme) => Object.fromEntries(Object.entries(programme).filter(([key]) => key !== 'order')));
  const slugs = new Set(programmes.map((programme) => programme.slug));

  const calendar = one(calendarFile, 'content/calendar.yaml');
  if (calendar) checkUniqueIds(calendar.source, 'events', calendar.data.events, problems);

  const fees = one(feesFile, 'content/fees.yaml');
  fees?.data.tiers.forEach((tier, index) =>
    tier.programmes?.forEach((slug, at) => {
      if (!slugs.has(slug))
        problems.add(fees.source.name, ['tiers', index, 'programmes', at], `${slug} is no programme`);
    }),
  );
  const aid = one(aidFile, 'content/aid.yaml');
  const payment = one(paymentFile, 'content/payment.yaml');

  const team = many(teamFile, 'content/team')
    .map(({ data, id }) => ({ ...data, id }))
    .sort(byOrder)
    .map(({ id, name, position, photo }) => ({ id, name, position, ...(photo ? { photo } : {}) }));

  const leadership = one(leadershipFile, 'content/leadership.yaml');
  const rectorMessage =
    leadership &&
    localizedBlocks(leadership.source, ['rectorMessage'], leadership.data.rectorMessage, problems);
  if (rectorMessage?.some((block) => block.kind !== 'paragraph'))
    problems.add('content/leadership.yaml', ['rectorMessage'], 'only paragraphs are allowed');

  const gallery = many(galleryFile, 'content/gallery')
    .map(({ data, id }) => ({ ...data, id }))
    .sort(byOrder)
    .map(({ id, category, image, alt, title }) => ({ id, category, src: image, alt, title }));
  const hero = many(heroFile, 'content/hero')
    .map(({ data, id }) => ({ ...data, id }))
    .sort(byOrder)
    .map(({ id, image, alt }) => ({ id, image, alt }));

  const topics = one(faqTopicsFile, 'content/faq/topics.yaml');
  if (topics) checkUniqueIds(topics.source, 'topics', topics.data.topics, problems);
  const questions = many(faqQuestionFile, 'content/faq/questions').flatMap(({ source, data, id }) => {
    if (topics && !topics.data.topics.some((topic) => topic.id === data.topic))
      problems.add(source.name, ['topic'], `${data.topic} is none of the topics of content/faq/topics.yaml`);
    const answer = localizedBlocks(source, ['answer'], data.answer, problems);
    return answer ? [{ id, order: data.order, topic: data.topic, question: data.question, answer }] : [];
  });
  const faq = topics?.data.topics.map((topic) => ({
    ...topic,
    questions: questions
      .filter((question) => question.topic === topic.id)
      .sort(byOrder)
      .map(({ id, question, answer }) => ({ id, question, answer })),
  }));
  faq?.forEach((topic, index) => {
    if (topic.questions.length === 0)
      problems.add(
        'content/faq/topics.yaml',
        ['topics', index],
        `no question of content/faq/questions has the topic ${topic.id}`,
      );
  });

  // News: one folder per article (scripts/lib/content-news.mjs, the layout of the editing screen).
  let news: ReturnType<typeof readNews> | undefined;
  try {
    news = readNews(root);
    for (const article of news) {
      const name = `content/news/${article.id}/index.yaml`;
      checkPlaceholders({ name, id: article.id, data: article }, article, problems);
    }
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.lines.push(error.message);
  }

  if (problems.lines.length > 0) return { problems: problems.lines };
  const compiled: Compiled = {
    programmes,
    calendar: calendar!.data,
    fees: fees!.data,
    aid: aid!.data,
    payment: payment!.data,
    team,
    leadership: {
      leaders: [
        { id: 'founder', ...leadership!.data.founder },
        { id: 'rector', ...leadership!.data.rector },
      ],
      rectorMessage: rectorMessage!.map((block) => (block.kind === 'paragraph' ? block.text : undefined)),
    },
    gallery,
    hero,
    faq,
    news,
  };
  if (write) {
    const out = path.join(root, 'content', '.compiled');
    mkdirSync(out, { recursive: true });
    for (const [area, value] of Object.entries(compiled)) {
      const file = path.join(out, `${area}.json`);
      const json = `${JSON.stringify(value, null, 1)}\n`;
      // Unchanged files keep their date, so `next dev` reloads only what changed.
      if (!existsSync(file) || readFileSync(file, 'utf8') !== json) writeFileSync(file, json);
    }
  }
  return { problems: [], compiled };
}

/**
 * Compiles again whenever a content file changes (`npm run dev` runs this beside `next dev`, which
 * then reloads the pages that read what changed); problems are printed, the last good JSON kept.
 * It compares the files' sizes and dates every second: editors and git replace a file rather than
 * write into it, which file-system events report unreliably.
 */
function watch(root: string) {
  const folder = path.join(root, 'content');
  const signature = () =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.ya?ml$/.test(name) && !name.startsWith('.compiled'))
      .sort()
      .map((name) => {
        const stat = statSync(path.join(folder, name), { throwIfNoEntry: false });
        return `${name}:${stat?.size}:${stat?.mtimeMs}`;
      })
      .join('\n');
  let last = signature();
  setInterval(() => {
    const now = signature();
    if (now === last) return;
    last = now;
    const { problems } = compileContent(root);
    if (problems.length > 0) for (const line of problems) console.error(line);
    else console.log('Content files compiled.');
  }, 1000);
  console.log('Watching the content files.');
}

// Run as a command, `tsx scripts/content.ts [project folder] [--watch]`: exits 1 after printing
// the problems; with --watch, compiles again on every change until stopped.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const root = path.resolve(
    args.find((arg) => !arg.startsWith('--')) ?? path.join(import.meta.dirname, '..'),
  );
  if (args.includes('--watch')) watch(root);
  else {
    const { problems } = compileContent(root);
    if (problems.length > 0) {
      for (const line of problems) console.error(line);
      process.exit(1);
    }
  }
}
