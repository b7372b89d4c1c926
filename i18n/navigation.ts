/**
 * Locale-aware navigation, the one way internal links and redirects are built. A thin layer over
 * Next.js's own (rather than next-intl's createNavigation): it keeps next-intl's message formatting
 * out of the browser's JavaScript. Addresses are shaped by i18n/locale-routing.mjs.
 */
import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import { localizedPath, type Locale } from './locales';

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
