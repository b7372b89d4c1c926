import type { Locale } from '@/i18n/locales';
import type { Localized, NewsArticle, NewsBlock } from '@/content/types';
import { accreditation } from './accreditation';
import type { NewsPlaceholder } from './news-fields';
import { spelled } from './numbers';
import { site } from './site';

/** What each word in braces of an article becomes, in each language (content/news-fields.ts). */
const placeholderValues: Record<NewsPlaceholder, (locale: Locale) => string> = {
  registrarEmail: () => site.registrarEmail,
  accreditationSince: () => String(accreditation.since),
  accreditedDiplomas: (locale) => spelled(accreditation.diplomas, locale),
  accreditedProgrammes: (locale) => spelled(accreditation.programmes, locale),
};

function resolve(text: string, locale: Locale): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in placeholderValues ? placeholderValues[name as NewsPlaceholder](locale) : whole,
  );
}

const both = (text: Localized): Localized => ({ fr: resolve(text.fr, 'fr'), en: resolve(text.en, 'en') });

function resolveBlock(block: NewsBlock): NewsBlock {
  return block.kind === 'paragraph'
    ? { kind: 'paragraph', text: both(block.text) }
    : { kind: block.kind, items: block.items.map(both) };
}

/** An article as its files hold it, with the words in braces replaced by what the site says. */
export function resolvePlaceholders(article: NewsArticle): NewsArticle {
  return {
    ...article,
    author:
      article.author.kind === 'person'
        ? article.author
        : { kind: 'organization', name: both(article.author.name) },
    title: both(article.title),
    excerpt: both(article.excerpt),
    imageAlt: both(article.imageAlt),
    body: article.body.map(resolveBlock),
  };
}
