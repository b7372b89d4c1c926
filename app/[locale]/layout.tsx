import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';
import { site } from '@/content/site';
import { enterLocale, localeStaticParams, type LocaleParams } from '@/lib/page';

export const dynamicParams = false;

export function generateStaticParams() {
  return localeStaticParams();
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: t('titleTemplate', { name: site.name }) },
    description: t('description'),
    applicationName: site.name,
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
