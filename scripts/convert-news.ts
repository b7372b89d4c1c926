// One-off: content/news.ts's articles written out as files (scripts/lib/content-news.mjs), then
// read back and compared with the original data, placeholders replaced: nothing retyped, nothing lost.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import yaml from 'js-yaml';
import { allNewsArticles } from '@/content/news';
import { accreditation } from '@/content/accreditation';
import { spelled } from '@/content/numbers';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/locales';
import type { NewsBlock } from '@/content/types';
import { readNews } from './lib/content-news.mjs';

const root = process.cwd();
const values = (lang: Locale): [string, string][] => [
  [site.registrarEmail, '{registrarEmail}'],
  [`${spelled(accreditation.diplomas, lang)} diplômes`, '{accreditedDiplomas} diplômes'],
  [`${spelled(accreditation.diplomas, lang)} degrees`, '{accreditedDiplomas} degrees'],
  [`depuis ${accreditation.since}`, 'depuis {accreditationSince}'],
  [`since ${accreditation.since}`, 'since {accreditationSince}'],
  [`${spelled(accreditation.programmes, lang)} de nos licences`, '{accreditedProgrammes} de nos licences'],
  [`${spelled(accreditation.programmes, lang)} of our bachelor`, '{accreditedProgrammes} of our bachelor'],
];
const toPlaceholders = (text: string, lang: Locale) =>
  values(lang).reduce((out, [value, name]) => out.split(value).join(name), text);
const bi = (t: { fr: string; en: string }) => ({
  fr: toPlaceholders(t.fr, 'fr'),
  en: toPlaceholders(t.en, 'en'),
});

function mdoc(blocks: readonly NewsBlock[], lang: Locale): string {
  return (
    blocks
      .map((block) =>
        block.kind === 'paragraph'
          ? toPlaceholders(block.text[lang], lang)
          : block.items
              .map(
                (item, i) =>
                  `${block.kind === 'numbered' ? `${i + 1}.` : '-'} ${toPlaceholders(item[lang], lang)}`,
              )
              .join('\n'),
      )
      .join('\n\n') + '\n'
  );
}

for (const article of allNewsArticles()) {
  const dir = path.join(root, 'content', 'news', article.id);
  mkdirSync(path.join(dir, 'body'), { recursive: true });
  const ext = path.extname(article.image);
  const image = `/images/news/${article.id}/image${ext}`;
  mkdirSync(path.join(root, 'public', 'images', 'news', article.id), { recursive: true });
  renameSync(path.join(root, 'public', article.image), path.join(root, 'public', image));
  const data = {
    id: article.id,
    date: article.date,
    category: article.category,
    author:
      article.author.kind === 'person'
        ? { discriminant: 'person', value: article.author.name }
        : { discriminant: 'organization', value: article.author.name },
    title: bi(article.title),
    excerpt: bi(article.excerpt),
    image,
    imageAlt: bi(article.imageAlt),
    programmes: [...(article.programmes ?? [])],
    tags: [...(article.tags ?? [])],
  };
  writeFileSync(path.join(dir, 'index.yaml'), yaml.dump(data, { lineWidth: -1, quotingType: "'" }));
  for (const lang of ['fr', 'en'] as const)
    writeFileSync(path.join(dir, 'body', `${lang}.mdoc`), mdoc(article.body, lang));
}

// Read back, placeholders resolved as content/news.ts resolves them: the same data, image aside.
const { resolvePlaceholders } = await import('@/content/news-placeholders');
const back = (readNews(root) as ReturnType<typeof allNewsArticles>).map((a) => resolvePlaceholders(a));
const original = allNewsArticles().map((a) => ({
  ...a,
  image: `/images/news/${a.id}/image${path.extname(a.image)}`,
  programmes: [...(a.programmes ?? [])],
  tags: [...(a.tags ?? [])],
}));
const same = isDeepStrictEqual(JSON.parse(JSON.stringify(back)), JSON.parse(JSON.stringify(original)));
console.log(same ? `${back.length} articles written and read back unchanged.` : 'MISMATCH');
if (!same) {
  writeFileSync('/tmp/news-back.json', JSON.stringify(back, null, 1));
  writeFileSync('/tmp/news-orig.json', JSON.stringify(original, null, 1));
  process.exit(1);
}
