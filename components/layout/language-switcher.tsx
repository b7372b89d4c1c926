'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { locales, ownName, type Locale } from '@/i18n/locales';

export interface LanguageSwitcherProps {
  /** The group's accessible name (« Changer de langue »). */
  label: string;
  /** The page's own language: every other one is offered. */
  current: Locale;
}

interface LanguageSwitcherLinkProps extends LanguageSwitcherProps {
  /** Drawn by the server (site-header.tsx), like the header's other icons. */
  icon: ReactNode;
}

/**
 * Links to the same page in each other language, each named in its own language (a reader who
 * cannot read the page's language still finds theirs) and marked with it for screen readers.
 */
export function LanguageSwitcher({ label, current, icon }: LanguageSwitcherLinkProps) {
  const pathname = usePathname();
  return (
    <div role="group" aria-label={label} className="flex items-center gap-0.5 text-slate-700">
      {icon}
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <Link
            key={locale}
            href={pathname}
            locale={locale}
            hrefLang={locale}
            lang={locale}
            className="rounded-full px-2 py-2 text-sm font-semibold hover:bg-slate-100 sm:px-3"
          >
            {ownName(locale)}
          </Link>
        ))}
    </div>
  );
}
