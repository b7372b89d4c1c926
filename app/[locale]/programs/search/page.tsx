import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { Finder, finderResultsPath } from '@/components/programmes/finder';
import { allDepartments } from '@/content/departments';
import { Link } from '@/i18n/navigation';
import { enterLocale } from '@/lib/page';
import { criteriaToParams, parseCriteria } from '@/lib/programmes/finder';
import { getRoute } from '@/lib/routes';

interface SearchPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: SearchPageProps): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'Finder' });
  // A results page per query: never indexed (the catalogue and the detail pages are).
  return {
    title: t('searchTitle'),
    description: t('searchDescription'),
    robots: { index: false, follow: true },
  };
}

/**
 * The finder's results, rendered on the server: the target of the finder's GET form when
 * JavaScript does not run (a pre-rendered page cannot read its query string). The site's one
 * dynamic page; the list comes from the same pure filter as the instant client finder.
 */
export default async function ProgrammeSearchPage({ params, searchParams }: SearchPageProps) {
  const locale = await enterLocale(params);
  const t = await getTranslations('Finder');
  const criteria = parseCriteria(
    await searchParams,
    allDepartments().map((d) => d.id),
  );
  return (
    <>
      <PageHeader
        route="programs"
        current={{ label: t('searchTitle'), href: finderResultsPath }}
        title={t('searchTitle')}
        lead={t('searchDescription')}
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Finder locale={locale} serverSearch={criteriaToParams(criteria).toString()} alwaysShowResults />
        <p className="mt-10">
          <Link href={getRoute('programs').path} className="font-semibold text-primary-700 hover:underline">
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>{' '}
            {t('backToCatalogue')}
          </Link>
        </p>
      </div>
    </>
  );
}
