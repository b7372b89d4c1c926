'use client';

import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import type { Locale } from './locales';
import { localizedPath, unlocalizedPath } from './paths';

/** The current page's locale-free path, e.g. '/licences' on /en/licences. */
export function usePathname(): string {
  return unlocalizedPath(useNextPathname() ?? '/');
}

/** Router whose push and replace take a locale-free path and the target locale. */
export function useRouter() {
  const router = useNextRouter();
  return {
    ...router,
    push: (href: string, { locale }: { locale: Locale }) => router.push(localizedPath(locale, href)),
    replace: (href: string, { locale }: { locale: Locale }) => router.replace(localizedPath(locale, href)),
  };
}
