import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { MediaRuntime } from '@/components/media/media-runtime';
import type { Locale } from '@/i18n/locales';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

interface SiteShellProps {
  locale: Locale;
  children: ReactNode;
}

/** The document around every page: header, main landmark, footer. */
export async function SiteShell({ locale, children }: SiteShellProps) {
  const media = await getTranslations({ locale, namespace: 'Media' });
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        {/* Client leaves receive their strings as props, and their locale from `@/i18n/navigation`:
            no next-intl code is shipped to the browser. */}
        <SkipLink />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 pt-20 outline-none sm:pt-24">
          {children}
        </main>
        <SiteFooter />
        <ScrollToTop />
        <MediaRuntime unavailable={media('unavailable')} />
      </body>
    </html>
  );
}
