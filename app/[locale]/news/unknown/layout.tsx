import { Suspense, type ReactNode } from 'react';
import { ArticleNotFound } from '@/components/news/article-not-found';
import { enterLocale, type LocaleParams } from '@/lib/page';

/*
 * Next.js does not server-render a nested not-found.tsx: the page's notFound() reaches the HTML
 * renderer as an error, and without a Suspense boundary around it the whole document becomes an
 * empty client-rendered shell (vercel/next.js#62228, #95613), blank without JavaScript. This
 * boundary keeps the header and footer server-rendered and puts the same message in the HTML as
 * its fallback; the browser then shows not-found.tsx in its place.
 */
export default async function UnknownNewsLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const locale = await enterLocale(params);
  return <Suspense fallback={<ArticleNotFound locale={locale} />}>{children}</Suspense>;
}
