import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { absoluteUrl } from './page';
import { newsFeedPath } from './routes';

/** `<link rel="alternate" type="application/rss+xml">` of the news pages, for feed readers. */
export function newsFeedAlternate(
  locale: Locale,
  title: string,
): NonNullable<Metadata['alternates']>['types'] {
  return { 'application/rss+xml': [{ url: absoluteUrl(locale, newsFeedPath), title }] };
}
