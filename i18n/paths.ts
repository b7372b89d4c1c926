import { defaultLocale, type Locale } from './locales';

/** The URL of a locale-free path in a locale: French unprefixed, English under /en. */
export function localizedPath(locale: Locale, href: string): string {
  if (locale === defaultLocale || !href.startsWith('/')) return href;
  return href === '/'
    ? '/en'
    : href.startsWith('/?') || href.startsWith('/#')
      ? `/en${href.slice(1)}`
      : `/en${href}`;
}

/** The language of a URL path: English under /en, French everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return /^\/en(?:\/|$)/.test(pathname) ? 'en' : defaultLocale;
}

/** The locale-free path of a URL path (the inverse of `localizedPath`). */
export function unlocalizedPath(pathname: string): string {
  const stripped = pathname.replace(/^\/(?:en|fr)(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}
