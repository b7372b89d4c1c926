import type { Metadata } from 'next';
import { headers } from 'next/headers';
import './globals.css';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { SiteShell } from '@/components/layout/site-shell';
import { site } from '@/content/site';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { requestLocaleHeader } from '@/lib/request-locale';

/** The language of the address asked for, as the proxy read it (lib/security/page-policy.ts). */
async function requestedLocale(): Promise<Locale> {
  const locale = (await headers()).get(requestLocaleHeader);
  return isLocale(locale) ? locale : defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestedLocale();
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: `${t('title')} | ${site.names[locale]}`, robots: { index: false } };
}

/**
 * Every unknown path, in any language, ends here, rendered on demand in the language of the
 * address: the English site (language, header, text, footer) under /en, the Arabic one under /ar, the
 * French one elsewhere.
 * Lite mode, which serves pre-rendered pages only, takes the same page from
 * app/[locale]/page-not-found.
 *
 * A global not-found page (next.config.mjs `experimental.globalNotFound`) rather than a root
 * `not-found.tsx`: Next.js renders a root not-found page into every page's inline payload (the
 * fallback of the root layout), so each page carried a second header and footer it never shows.
 * This one is rendered only for addresses no route matches, with its own document.
 */
export default async function NotFound() {
  const locale = await requestedLocale();
  setRequestLocale(locale);
  return (
    <SiteShell locale={locale}>
      <NotFoundContent locale={locale} />
    </SiteShell>
  );
}
