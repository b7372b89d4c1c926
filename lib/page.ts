import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { locales, type Locale } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { descriptionKey, getRoute, type RouteId } from './routes';
import { pageMetadata } from './seo/metadata';

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

/** generateMetadata for a page of the route registry: title and description from `Nav`, share cards. */
export function routeMetadata(id: RouteId) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await enterLocale(params);
    const t = await getTranslations({ locale, namespace: 'Nav' });
    return pageMetadata({
      locale,
      path: getRoute(id).path,
      title: t(id),
      description: t(descriptionKey(id)),
      isHome: id === 'home',
    });
  };
}
