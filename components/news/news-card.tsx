import { getTranslations } from 'next-intl/server';
import { ArrowRight } from '@/components/ui/icons';
import { SiteImage } from '@/components/media/site-image';
import { newsCategoryLabels } from '@/content/news';
import type { NewsArticle } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { smallScreenQuery } from '@/lib/image-data';
import { newsPath } from '@/lib/routes';
import { NewsDate } from './news-date';

interface NewsCardProps {
  article: NewsArticle;
  locale: Locale;
  /** Level of the card's title in the page outline. */
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}

/** One article in a list: image, category, date, title, excerpt and 'read more'. */
export async function NewsCard({ article, locale, headingLevel = 'h2', priority = false }: NewsCardProps) {
  const t = await getTranslations('NewsList');
  const Heading = headingLevel;
  const title = article.title[locale];
  return (
    <article
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-news-id={article.id}
      data-category={article.category}
    >
      <SiteImage
        src={article.image}
        alt={article.imageAlt[locale]}
        sizes={`${smallScreenQuery} 100vw, (max-width: 1024px) 50vw, 33vw`}
        priority={priority}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-primary-50 px-3 py-0.5 font-semibold text-primary-800">
            {newsCategoryLabels[article.category][locale]}
          </span>
          <span className="text-slate-600">
            <span className="sr-only">{t('publishedOn')} </span>
            <NewsDate date={article.date} />
          </span>
        </p>
        <Heading className="mt-3 text-lg font-bold leading-snug text-slate-900">{title}</Heading>
        <p className="mt-2 flex-1 text-slate-700">{article.excerpt[locale]}</p>
        <Link
          href={newsPath(article.id)}
          aria-label={t('readMoreLabel', { title })}
          className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t('readMore')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
