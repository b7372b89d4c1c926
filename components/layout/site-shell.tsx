import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { BrowserRuntime } from './browser-runtime';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * Styles that apply only when scripts do not run. The menus' panels are closed by the `hidden`
 * class, not the attribute: Tailwind's base layer enforces the attribute with a layered
 * `!important`, which no unlayered rule can override.
 */
const noscriptStyles = [
  'img[data-lazy],[data-needs-js]{display:none!important}',
  // The header's groups and the leaders' detail cards open on hover and keyboard focus.
  '[data-nav-group]:is(:hover,:focus-within) [data-nav-panel],[data-hover-detail]:is(:hover,:focus-within) [data-hover-panel]{display:block!important}',
  // The mobile menu opens from its link (#mobile-nav).
  '#mobile-nav:target{display:block!important}',
].join('');

interface SiteShellProps {
  locale: Locale;
  children: ReactNode;
}

/** The document around every page: header, main landmark, footer. */
export async function SiteShell({ locale, children }: SiteShellProps) {
  const media = await getTranslations({ locale, namespace: 'Media' });
  return (
    <html lang={locale}>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root layout may write its <head>; next/head is the Pages Router's */}
      <head>
        {/* Without JavaScript (or in lite mode, lib/lite): SiteImage's <noscript> copy replaces the
            lazy image, controls that need scripts step aside, and menus open with CSS alone. In the
            <head>, where a <noscript> may hold a <style>. */}
        <noscript>
          <style>{noscriptStyles}</style>
        </noscript>
      </head>
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
        <BrowserRuntime unavailable={media('unavailable')} />
      </body>
    </html>
  );
}
