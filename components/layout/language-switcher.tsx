'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';

export interface LanguageSwitcherProps {
  label: string;
  /** The other language's name, in that language. */
  switchTo: string;
  target: Locale;
}

interface LanguageSwitcherLinkProps extends LanguageSwitcherProps {
  /** Drawn by the server (site-header.tsx), like the header's other icons. */
  icon: ReactNode;
}

/** Links to the same page in the other language. */
export function LanguageSwitcher({ label, switchTo, target, icon }: LanguageSwitcherLinkProps) {
  const pathname = usePathname();
  return (
    <Link
      href={pathname}
      locale={target}
      hrefLang={target}
      lang={target}
      title={label}
      className="flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      {icon}
      <span>{switchTo}</span>
    </Link>
  );
}
