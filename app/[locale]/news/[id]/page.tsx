import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArrowLeft } from '@/components/ui/icons';
import { PageHeader } from '@/components/layout/page-header';
import { SiteImage } from '@/components/media/site-image';
import { Reveal } from '@/components/motion/reveal';
import { ArticleBody } from '@/components/news/article-body';
import { NewsCard } from '@/components/news/news-card';
import { NewsDate } from '@/components/news/news-date';
import { ShareButtons } from '@/components/news/share-buttons';
import { JsonLd } from '@/components/seo/json-ld';
import { allNewsArticles, authorName, getNewsArticle, newsCategoryLabels, relatedNews } from '@/content/news';
import { site } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { smallScreenQuery } from '@/lib/image-data';
import { enterLocale } from '@/lib/page';
import { newsArticleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { newsOgImage } from '@/lib/seo/og-images';
import { absoluteUrl } from '@/lib/seo/urls';
import { newsFeedAlternate } from '@/lib/news-feed';
import { getRoute, newsPath } from '@/lib/routes';

interface NewsArticlePageProps {
  params: Promise<{ locale: string; id: string }>;
}

// Every article is pre-rendered; an unknown id is rewritten to ../unknown (next.config.mjs).
export const dynamicParams = false;

export function generateStaticParams() {
  return allNewsArticles().map((article) => ({ id: article.id }));
}

async function resolve(params: NewsArticlePageProps['params']) {
  const article = getNewsArticle((await params).id);
  if (!article) notFound();
  return article;
}

export async function generateMetadata({ params }: NewsArticlePageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const article = await resolve(params);
  const feed = await getTranslations({ locale, namespace: 'NewsList' });
  const metadata = pageMetadata({
    locale,
    path: newsPath(article.id),
    title: article.title[locale],
    description: article.excerpt[locale],
    image: { url: newsOgImage(locale, article), alt: article.title[locale] },
    article: {
      publishedTime: article.date,
      section: newsCategoryLabels[article.category][locale],
      author: authorName(article.author, locale),
    },
  });
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: newsFeedAlternate(locale, feed('rssTitle', { name: site.names[locale] })),
    },
  };
}

export default async function NewsArticlePage({ params }: NewsArticlePageProps) {
  const locale = await enterLocale(params);
  const article = await resolve(params);
  const t = await getTranslations('NewsArticle');
  const title = article.title[locale];
  const related = relatedNews(article);
  return (
    <>
      <JsonLd data={newsArticleJsonLd(locale, article)} />
      <PageHeader
        route="news"
        current={{ label: title, href: newsPath(article.id) }}
        title={title}
        lead={article.excerpt[locale]}
      >
        <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm" data-testid="article-meta">
          <div className="flex gap-2">
            <dt className="text-primary-100">{t('category')}</dt>
            <dd className="font-semibold" data-category={article.category}>
              {newsCategoryLabels[article.category][locale]}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-primary-100">{t('date')}</dt>
            <dd className="font-semibold">
              <NewsDate date={article.date} />
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-primary-100">{t('author')}</dt>
            <dd className="font-semibold">{authorName(article.author, locale)}</dd>
          </div>
        </dl>
      </PageHeader>

      <article className="mx-auto max-w-3xl px-4 py-10">
        <SiteImage
          src={article.image}
          alt={article.imageAlt[locale]}
          sizes={`${smallScreenQuery} 100vw, 768px`}
          priority
          className="aspect-video w-full rounded-2xl object-cover"
        />
        <Reveal className="mt-8" data-testid="article-body">
          <ArticleBody blocks={article.body} locale={locale} />
        </Reveal>
        <ShareButtons url={absoluteUrl(locale, newsPath(article.id))} title={title} />
        <p className="mt-10">
          <Link
            href={getRoute('news').path}
            className="inline-flex items-center gap-2 font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('back')}
          </Link>
        </p>
      </article>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-12">
            <h2 id="related-heading" className="text-2xl font-bold">
              {t('related')}
            </h2>
            <Reveal
              as="ul"
              className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              data-testid="related-articles"
            >
              {related.map((other) => (
                <li key={other.id}>
                  <NewsCard article={other} locale={locale} headingLevel="h3" />
                </li>
              ))}
            </Reveal>
          </div>
        </section>
      )}
    </>
  );
}
