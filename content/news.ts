import type { Locale } from '@/i18n/locales';
import type { Localized, NewsArticle, NewsAuthor, NewsCategory } from '@/content/types';
import compiled from './.compiled/news.json' with { type: 'json' };
import { once, resolveAll } from './placeholders';

/*
 * News articles, newest first: one folder each in content/news/ (edited at /keystatic, see
 * docs/editing.md), checked and gathered by the build (scripts/content.ts,
 * scripts/lib/content-news.mjs) into content/.compiled/news.json; placeholders replaced here. Every person, event and organisation they name is a FICTIONAL
 * placeholder, to be replaced by the operator with real news.
 */

export const newsCategoryLabels: Record<NewsCategory, Localized> = {
  formation: { fr: 'Formation', en: 'Training', ar: 'التكوين' },
  distinction: { fr: 'Distinction', en: 'Award', ar: 'تتويج' },
  'vie-etudiante': { fr: 'Vie étudiante', en: 'Student life', ar: 'الحياة الطلابية' },
  partenariat: { fr: 'Partenariat', en: 'Partnership', ar: 'شراكة' },
  evenement: { fr: 'Événement', en: 'Event', ar: 'فعالية' },
  accreditation: { fr: 'Accréditation', en: 'Accreditation', ar: 'الاعتماد' },
};

/** An article's author as a reader of `locale` reads it. */
export function authorName(author: NewsAuthor, locale: Locale): string {
  return author.kind === 'person' ? author.name : author.name[locale];
}

/** The schema.org type of an author: an office is an Organization, not a Person. */
export function authorType(author: NewsAuthor): 'Person' | 'Organization' {
  return author.kind === 'person' ? 'Person' : 'Organization';
}

const newsArticles = once((): readonly NewsArticle[] => resolveAll(compiled));

export function allNewsArticles(): readonly NewsArticle[] {
  return newsArticles();
}

export function getNewsArticle(id: string): NewsArticle | undefined {
  return newsArticles().find((article) => article.id === id);
}

/** The `count` most recent articles (the home page teaser shows 3). */
export function latestNews(count: number): readonly NewsArticle[] {
  return [...newsArticles()].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}

/** How close two articles are: the same category weighs most, then each programme, then each tag they share. */
function closeness(a: NewsArticle, b: NewsArticle): number {
  const shared = (x: readonly string[] = [], y: readonly string[] = []) =>
    x.filter((v) => y.includes(v)).length;
  return (
    (a.category === b.category ? 4 : 0) + 2 * shared(a.programmes, b.programmes) + shared(a.tags, b.tags)
  );
}

/**
 * Up to `max` other articles among `articles` related to `article` (same category, shared
 * programmes or tags), closest first, then newest.
 */
export function relatedAmong(
  articles: readonly NewsArticle[],
  article: NewsArticle,
  max = 3,
): readonly NewsArticle[] {
  return articles
    .filter((other) => other.id !== article.id)
    .map((other) => ({ other, score: closeness(article, other) }))
    .filter(({ score }) => score > 0)
    .sort((x, y) => y.score - x.score || y.other.date.localeCompare(x.other.date))
    .slice(0, max)
    .map(({ other }) => other);
}

/** Up to `max` articles related to `article`, closest first. */
export function relatedNews(article: NewsArticle, max = 3): readonly NewsArticle[] {
  return relatedAmong(newsArticles(), article, max);
}
