'use client';

import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import type { ComponentProps } from 'react';
import { defaultLocale, isLocale, localizedPath, type Locale } from './locales';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale' | 'prefetch'> & {
  /** A locale-free path, e.g. '/licences' or '/news/some-id#top'. */
  href: string;
  /** Another language than the page's own (the language switch). */
  locale?: Locale;
};

/** The page's locale from the [locale] segment (the default one outside it, e.g. on the 404 page). */
export function useLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return params?.locale && isLocale(params.locale) ? params.locale : defaultLocale;
}

/**
 * Every internal link: next/link with the href localized (i18n/locale-routing.mjs).
 * Links never prefetch by themselves: on 2G every link in view would cost a download. A page is
 * fetched ahead on hover or focus instead (components/layout/link-prefetch.ts), outside lite mode.
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = useLocale();
  return <NextLink href={localizedPath(locale ?? current, href)} prefetch={false} {...props} />;
}
