import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Rss } from '@/components/ui/icons';
import { RoutePageHeader } from '@/components/layout/route-page';
import { Reveal } from '@/components/motion/reveal';
import { NewsCard } from '@/components/news/news-card';
import { allNewsArticles } from '@/content/news';
import { site } from '@/content/site';
import { getPathname } from '@/i18n/navigation';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { newsFeedAlternate } from '@/lib/news-feed';
import { newsFeedPath } from '@/lib/routes';

const baseMetadata = routeMetadata('news');

export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  const metadata = await baseMetadata(props);
  const locale = await enterLocale(props.params);
  const t = await getTranslations({ locale, namespace: 'NewsList' });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: newsFeedAlternate(locale, t('rssTitle', { name: site.names[locale] })),
    },
  };
}

export default async function NewsPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('NewsList');
  const articles = allNewsArticles();
  return (
    <>
      <RoutePageHeader id="news" />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, index) =>
            // The first card holds the largest image above the fold (LCP): it never fades in.
            index === 0 ? (
              <li key={article.id}>
                <NewsCard article={article} locale={locale} priority />
              </li>
            ) : (
              <Reveal as="li" key={article.id} step={index % 3}>
                <NewsCard article={article} locale={locale} />
              </Reveal>
            ),
          )}
        </ul>
        <p className="mt-10">
          {/* A plain <a>: the feed is XML, not a page the client router could show. */}
          <a
            href={getPathname({ locale, href: newsFeedPath })}
            type="application/rss+xml"
            className="inline-flex items-center gap-2 font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {t('rss')}
          </a>
        </p>
      </div>
    </>
  );
}
