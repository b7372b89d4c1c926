import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import { getPathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { descriptionKey, getRoute, type RouteId } from './routes';

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

/** Validates the locale segment and enables static rendering for it. */
export async function enterLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

export function localeStaticParams(): { locale: Locale }[] {
  return locales.map((locale) => ({ locale }));
}

/** Absolute URL of a locale-free path in a locale. */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${site.url}${getPathname({ locale, href: path })}`;
}

/** Canonical and hreflang alternates of a page that exists at `path` in every locale. */
export function alternatesFor(locale: Locale, path: string): Metadata['alternates'] {
  return {
    canonical: absoluteUrl(locale, path),
    languages: {
      ...Object.fromEntries(locales.map((l) => [l, absoluteUrl(l, path)])),
      'x-default': absoluteUrl(routing.defaultLocale, path),
    },
  };
}

/** generateMetadata for a page of the route registry: title and description from `Nav`. */
export function routeMetadata(id: RouteId) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await enterLocale(params);
    const t = await getTranslations({ locale, namespace: 'Nav' });
    return {
      title: id === 'home' ? { absolute: site.name } : t(id),
      description: t(descriptionKey(id)),
      alternates: alternatesFor(locale, getRoute(id).path),
    };
  };
}
