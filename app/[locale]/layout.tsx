import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { site } from '@/content/site';
import { enterLocale, localeStaticParams, type LocaleParams } from '@/lib/page';
import { ogLocales } from '@/lib/seo/metadata';

export const dynamicParams = false;

export function generateStaticParams() {
  return localeStaticParams();
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(site.url),
    title: { default: site.names[locale], template: t('titleTemplate', { name: site.names[locale] }) },
    description: t('description'),
    applicationName: site.names[locale],
    icons: {
      icon: [{ url: '/icons/favicon-32.png', sizes: '32x32', type: 'image/png' }],
      apple: '/icons/apple-touch-icon.png',
    },
    openGraph: {
      siteName: site.names[locale],
      locale: ogLocales[locale],
      images: [{ url: '/images/og/default.png', width: 1200, height: 630, alt: site.names[locale] }],
    },
  };
}

export const viewport: Viewport = {
  themeColor: '#1a3fa8',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await enterLocale(params);
  return <SiteShell locale={locale}>{children}</SiteShell>;
}
