/**
 * Locale-aware navigation, the one way internal links and redirects are built. A thin layer over
 * Next.js's own (rather than next-intl's createNavigation): it keeps next-intl's message formatting
 * out of the browser's JavaScript. French is unprefixed, English under /en (next.config.mjs).
 */
import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import type { Locale } from './locales';
import { localizedPath } from './paths';

export { usePathname, useRouter } from './hooks';
export { Link, useLocale, type LinkProps } from './link';

interface Target {
  href: string;
  locale: Locale;
}

export function getPathname({ href, locale }: Target): string {
  return localizedPath(locale, href);
}

export function redirect(target: Target): never {
  return nextRedirect(getPathname(target));
}

export function permanentRedirect(target: Target): never {
  return nextPermanentRedirect(getPathname(target));
}
