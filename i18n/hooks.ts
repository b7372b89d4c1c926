'use client';

import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from './link';
import { localizedPath, unlocalizedPath, type Locale } from './locales';

/** The current page's locale-free path, e.g. '/licences' on /en/licences. */
export function usePathname(): string {
  return unlocalizedPath(useNextPathname() ?? '/');
}

/** Router whose push and replace take a locale-free path (and another locale, if wanted). */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return {
    ...router,
    push: (href: string, options?: { locale?: Locale }) =>
      router.push(localizedPath(options?.locale ?? current, href)),
    replace: (href: string, options?: { locale?: Locale }) =>
      router.replace(localizedPath(options?.locale ?? current, href)),
  };
}
