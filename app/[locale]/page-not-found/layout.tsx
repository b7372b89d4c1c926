import { Suspense, type ReactNode } from 'react';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { enterLocale, type LocaleParams } from '@/lib/page';

/*
 * Next.js does not server-render a nested not-found.tsx (see app/[locale]/news/unknown/layout.tsx):
 * this boundary puts the same message in the pre-rendered HTML as its fallback.
 */
export default async function PageNotFoundLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await enterLocale(params);
  return <Suspense fallback={<NotFoundContent locale={locale} />}>{children}</Suspense>;
}
