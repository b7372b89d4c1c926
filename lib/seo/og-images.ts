import type { NewsArticle, Programme } from '@/content/types';
import { localizedPath, type Locale } from '@/i18n/locales';

/**
 * Share images generated at build time (app/[locale]/og/[kind]/[file]/route.tsx): one per
 * programme and per article in each language, since their title is what a shared link shows.
 */
export const ogKinds = ['programmes', 'news'] as const;
export type OgKind = (typeof ogKinds)[number];

export function ogImageFile(id: string): string {
  return `${id}.png`;
}

export function programmeOgImage(locale: Locale, programme: Pick<Programme, 'slug'>): string {
  return localizedPath(locale, `/og/programmes/${ogImageFile(programme.slug)}`);
}

export function newsOgImage(locale: Locale, article: Pick<NewsArticle, 'id'>): string {
  return localizedPath(locale, `/og/news/${ogImageFile(article.id)}`);
}
