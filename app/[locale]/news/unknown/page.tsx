import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { enterLocale, localeStaticParams, type LocaleParams } from '@/lib/page';

/*
 * Where unknown news ids land: next.config.mjs rewrites /news/{id} here when no article has that id
 * (a fallback rewrite, checked after every pre-rendered article). It is pre-rendered per locale and
 * calls notFound(), so it is served with status 404 and this segment's 'Article introuvable'.
 */
export function generateStaticParams() {
  return localeStaticParams();
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'NewsNotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function UnknownNewsArticle({ params }: LocaleParams) {
  await enterLocale(params);
  notFound();
}
