// The news articles, from their files to what the pages read. Each article is a folder of
// content/news/ (the layout the editing screen, keystatic.config.ts, reads and writes):
//   index.yaml     its data, each text in every language side by side (title: {fr, en, ar});
//   body/fr.mdoc   its text in French, paragraphs and lists (Markdoc, that is Markdown);
//   body/en.mdoc, body/ar.mdoc   the same in English and Arabic, block for block.
// Every file is checked (zod); the first fault stops with one line `file: field (lang): message`.
// scripts/content.ts calls it with the other areas, checks the placeholders ({registrarEmail}) of
// every text, and writes content/.compiled/news.json, which content/news.ts imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Markdoc from '@markdoc/markdoc';
import yaml from 'js-yaml';
import { z } from 'zod';
import { siteLocales } from '../../i18n/locale-routing.mjs';

const { locales, defaultLocale } = siteLocales;
const localeAlternation = locales.join('|');

export const newsCategories = [
  'formation',
  'distinction',
  'vie-etudiante',
  'partenariat',
  'evenement',
  'accreditation',
];

export class ContentError extends Error {
  /** `file: field (lang): message`, with `field` a dotted path and `lang` when one language is at fault. */
  constructor(file, field, message) {
    const lang = new RegExp(`(?:^|\\.)(${localeAlternation})$`).exec(field)?.[1];
    const name = lang ? field.replace(new RegExp(`\\.(${localeAlternation})$`), '') : field;
    super(`${file}: ${name}${lang ? ` (${lang})` : ''}: ${message}`);
  }
}

const text = (max) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'missing' : 'must be text') })
    .trim()
    .min(1, 'empty')
    .max(max, `longer than ${max} characters`);

/** A text in every language (`{ fr, en, ar }`), each required. */
const localized = (max) =>
  z.strictObject(Object.fromEntries(locales.map((locale) => [locale, text(max)])), {
    error: `missing (${locales.join(', ')})`,
  });

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens only');

const articleSchema = z.strictObject({
  id: z.string({ error: 'missing' }).trim().min(3, 'too short').max(80),
  date: z.iso.date({ error: 'not a date of the calendar (YYYY-MM-DD)' }),
  category: z.enum(newsCategories, { error: `one of ${newsCategories.join(', ')}` }),
  author: z.discriminatedUnion(
    'discriminant',
    [
      z.strictObject({ discriminant: z.literal('organization'), value: localized(120) }),
      z.strictObject({ discriminant: z.literal('person'), value: text(120) }),
    ],
    { error: 'organization or person' },
  ),
  title: localized(160),
  excerpt: localized(400),
  image: z
    .string({ error: 'missing' })
    .regex(
      /^\/images\/news\/[^/]+\/[^/]+\.(svg|jpe?g|png|webp|avif)$/i,
      'an image under public/images/news/<article>/',
    ),
  imageAlt: localized(300),
  programmes: z.array(slug).default([]),
  tags: z.array(slug).default([]),
  // The editing screen writes `body: {}` here: the text itself is in body/<lang>.mdoc.
  body: z.strictObject({}).optional(),
});

function inlineText(node) {
  if (node.type === 'text') return String(node.attributes.content ?? '');
  if (node.type === 'softbreak') return ' ';
  return node.children.map(inlineText).join('');
}

/** The blocks of one language's text, or a fault. */
function blocksOf(source, file, field) {
  const ast = Markdoc.parse(source);
  const errors = Markdoc.validate(ast, {});
  if (errors.length > 0) throw new ContentError(file, field, errors[0].error.message);
  const blocks = [];
  for (const node of ast.children) {
    if (node.type === 'paragraph') {
      blocks.push({ kind: 'paragraph', text: inlineText(node).trim() });
    } else if (node.type === 'list') {
      const items = node.children.map((item) => inlineText(item).trim());
      if (items.some((item) => !item)) throw new ContentError(file, field, 'an empty list item');
      blocks.push({ kind: node.attributes.ordered ? 'numbered' : 'bullets', items });
    } else {
      throw new ContentError(file, field, `only paragraphs and lists may appear (found ${node.type})`);
    }
  }
  if (blocks.length === 0) throw new ContentError(file, field, 'empty');
  return blocks;
}

/** Each language's blocks, block for block with the French, as the pages' `{ kind, text: { fr, en, ar } }`. */
function pairBlocks(body, dir) {
  const reference = body[defaultLocale];
  for (const lang of locales) {
    if (lang === defaultLocale) continue;
    const file = `${dir}/body/${lang}.mdoc`;
    const blocks = body[lang];
    if (blocks.length !== reference.length) {
      throw new ContentError(
        file,
        `body.${lang}`,
        `${blocks.length} blocks where the French has ${reference.length}`,
      );
    }
    reference.forEach((block, i) => {
      const other = blocks[i];
      if (other.kind !== block.kind) {
        throw new ContentError(
          file,
          `body.${lang}`,
          `block ${i + 1} is a ${other.kind} where the French has a ${block.kind}`,
        );
      }
      if (block.kind !== 'paragraph' && other.items.length !== block.items.length) {
        throw new ContentError(
          file,
          `body.${lang}`,
          `list ${i + 1} has ${other.items.length} items where the French has ${block.items.length}`,
        );
      }
    });
  }
  const byLocale = (pick) => Object.fromEntries(locales.map((lang) => [lang, pick(lang)]));
  return reference.map((block, i) =>
    block.kind === 'paragraph'
      ? { kind: 'paragraph', text: byLocale((lang) => body[lang][i].text) }
      : { kind: block.kind, items: block.items.map((_, j) => byLocale((lang) => body[lang][i].items[j])) },
  );
}

function readArticle(root, id) {
  const dir = `content/news/${id}`;
  const file = `${dir}/index.yaml`;
  if (!slug.safeParse(id).success)
    throw new ContentError(dir, 'address', 'lower-case letters, digits and hyphens only');
  let data;
  try {
    // The core schema: a date stays the text it is (the default one would read 2027-02-31 as 3 March).
    data = yaml.load(readFileSync(path.join(root, file), 'utf8'), { schema: yaml.CORE_SCHEMA });
  } catch (error) {
    throw new ContentError(
      file,
      'file',
      error.code === 'ENOENT' ? 'missing' : `not YAML (${error.reason ?? error.message})`,
    );
  }
  const parsed = articleSchema.safeParse(data ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContentError(file, issue.path.join('.') || 'file', issue.message);
  }
  const article = parsed.data;
  // (Checked where the site's public files are: a copy of content/ alone is checked without them.)
  if (existsSync(path.join(root, 'public')) && !existsSync(path.join(root, 'public', article.image))) {
    throw new ContentError(file, 'image', `no such file public${article.image}`);
  }
  const body = {};
  for (const lang of locales) {
    const bodyFile = `${dir}/body/${lang}.mdoc`;
    let source;
    try {
      source = readFileSync(path.join(root, bodyFile), 'utf8');
    } catch {
      throw new ContentError(bodyFile, `body.${lang}`, 'missing');
    }
    body[lang] = blocksOf(source, bodyFile, `body.${lang}`);
  }
  // `id` in the file is the article's name in the editing screen; its address is its folder's.
  const { author, ...rest } = article;
  delete rest.body;
  return {
    ...rest,
    id,
    author:
      author.discriminant === 'person'
        ? { kind: 'person', name: author.value }
        : { kind: 'organization', name: author.value },
    body: pairBlocks(body, dir),
  };
}

/** Every article, newest first (then by address), checked; throws a ContentError on the first fault. */
export function readNews(root) {
  const folder = path.join(root, 'content', 'news');
  const ids = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return ids
    .map((id) => readArticle(root, id))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
