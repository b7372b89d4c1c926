import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { enterLocale, localeStaticParams, type LocaleParams } from '@/lib/page';

/*
 * The 404 page pre-rendered in each language, for what serves pre-rendered pages only: lite mode
 * (lib/lite/prerendered.ts) and the page policy's hashes (lib/security/csp.ts). Visitors reach the
 * 404 through app/global-not-found.tsx; this address answers 404 too.
 */
export function generateStaticParams() {
  return localeStaticParams();
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

export default async function PageNotFound({ params }: LocaleParams) {
  await enterLocale(params);
  notFound();
}
