import { getTranslations } from 'next-intl/server';
import { ArrowRight } from '@/components/ui/icons';
import { latestNews } from '@/content/news';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { getRoute } from '@/lib/routes';
import { Section } from '@/components/institution/section';
import { NewsCard } from '@/components/news/news-card';
import { Reveal } from '@/components/motion/reveal';

/** The home page shows the 3 most recent news items. */
const TEASER_COUNT = 3;

export async function NewsTeaser({ locale }: { locale: Locale }) {
  const t = await getTranslations('HomeNews');
  return (
    <Section id="news" title={t('title')} lead={t('lead')}>
      <Reveal as="ul" className="grid gap-6 md:grid-cols-3">
        {latestNews(TEASER_COUNT).map((article) => (
          <li key={article.id} data-news={article.id}>
            <NewsCard article={article} locale={locale} headingLevel="h3" />
          </li>
        ))}
      </Reveal>
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
