import type { Metadata } from 'next';
import { site } from '@/content/site';
import { getPathname } from '@/i18n/navigation';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';

/** Absolute URL of a locale-free path in a locale (SITE_URL + the localized path). */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${site.url}${getPathname({ locale, href: path })}`;
}

/**
 * Canonical and hreflang alternates of a page that exists at `path` in every locale; x-default is
 * the French, unprefixed address (the site's default).
 */
export function alternatesFor(locale: Locale, path: string): Metadata['alternates'] {
  return {
    canonical: absoluteUrl(locale, path),
    languages: {
      ...Object.fromEntries(locales.map((l) => [l, absoluteUrl(l, path)])),
      'x-default': absoluteUrl(defaultLocale, path),
    },
  };
}
