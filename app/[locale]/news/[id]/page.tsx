import type { Metadata } from 'next';
import { getFormatter } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/layout/page-header';
import { allNewsArticles, getNewsArticle } from '@/content/news';
import { alternatesFor, enterLocale } from '@/lib/page';
import { newsPath } from '@/lib/routes';

interface NewsArticlePageProps {
  params: Promise<{ locale: string; id: string }>;
}

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
  return {
    title: article.title[locale],
    description: article.excerpt[locale],
    alternates: alternatesFor(locale, newsPath(article.id)),
  };
}

export default async function NewsArticlePage({ params }: NewsArticlePageProps) {
  const locale = await enterLocale(params);
  const article = await resolve(params);
  const format = await getFormatter();
  return (
    <PageHeader
      route="news"
      current={{ label: article.title[locale], href: newsPath(article.id) }}
      title={article.title[locale]}
      lead={article.excerpt[locale]}
    >
      <p className="mt-4 text-sm text-primary-100">
        <time dateTime={article.date}>
          {format.dateTime(new Date(`${article.date}T12:00:00Z`), {
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
          })}
        </time>{' '}
        · {article.author}
      </p>
    </PageHeader>
  );
}
