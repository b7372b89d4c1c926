import { getTranslations } from 'next-intl/server';
import { ArrowRight } from 'lucide-react';
import { latestNews, newsCategoryLabels } from '@/content/news';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { formatDate } from '@/lib/dates';
import { getRoute, newsPath } from '@/lib/routes';
import { Section } from '@/components/institution/section';
import { SiteImage } from '@/components/media/site-image';
import { Reveal } from '@/components/motion/reveal';

/** Spec §9: the home page shows the 3 most recent news items. */
const TEASER_COUNT = 3;

export async function NewsTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations('HomeNews');
  return (
    <Section id="news" title={t('title')} lead={t('lead')}>
      <ul className="grid gap-6 md:grid-cols-3">
        {latestNews(TEASER_COUNT).map((article, index) => (
          <Reveal
            as="li"
            key={article.id}
            step={index}
            data-news={article.id}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <SiteImage
              src={article.image}
              alt={article.imageAlt[locale]}
              sizes="(max-width: 768px) 100vw, 33vw"
              className="aspect-[16/9] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <span className="rounded-full bg-primary-50 px-3 py-0.5 font-semibold text-primary-700">
                  {newsCategoryLabels[article.category][locale]}
                </span>
                <span>
                  <span className="sr-only">{t('publishedOn')} </span>
                  <time dateTime={article.date}>{formatDate(article.date)}</time>
                </span>
              </p>
              <h3 className="mt-3 text-lg font-bold text-primary-900">
                <Link
                  href={newsPath(article.id)}
                  className="after:absolute after:inset-0 after:content-[''] group-hover:underline"
                >
                  {article.title[locale]}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-slate-600">{article.excerpt[locale]}</p>
              <span
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-2 font-semibold text-primary-700"
              >
                {t('readMore')}
                <ArrowRight className="size-4" />
              </span>
            </div>
          </Reveal>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <Link
          href={getRoute('news').path}
          className="inline-flex items-center gap-2 rounded-full border-2 border-primary-700 px-6 py-3 font-semibold text-primary-700 hover:bg-primary-50"
        >
          {t('all')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Section>
  );
}
