'use client';

import NextLink from 'next/link';
import { useParams, usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { isLocale, localeOfPath, localizedPath, type Locale } from './locales';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale' | 'prefetch'> & {
  /** A locale-free path, e.g. '/licences' or '/news/some-id#top'. */
  href: string;
  /** Another language than the page's own (the language switch). */
  locale?: Locale;
};

/** The page's locale from the [locale] segment, or outside it (the 404 page) from the address. */
export function useLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  const pathname = usePathname();
  if (params?.locale && isLocale(params.locale)) return params.locale;
  return localeOfPath(pathname ?? '/');
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
