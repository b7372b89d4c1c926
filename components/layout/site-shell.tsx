import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
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
export function SiteShell({ locale, children }: SiteShellProps) {
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        {/* Client leaves receive their strings as props: no message catalogue is shipped. */}
        <NextIntlClientProvider locale={locale} messages={{}}>
          <SkipLink />
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 pt-20 outline-none sm:pt-24">
            {children}
          </main>
          <SiteFooter />
          <ScrollToTop />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
