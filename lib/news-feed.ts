import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { newsFeedPath } from './routes';
import { absoluteUrl } from './seo/urls';

/** `<link rel="alternate" type="application/rss+xml">` of the news pages, for feed readers. */
export function newsFeedAlternate(
  locale: Locale,
  title: string,
): NonNullable<Metadata['alternates']>['types'] {
  return { 'application/rss+xml': [{ url: absoluteUrl(locale, newsFeedPath), title }] };
}
