import { getTranslations } from 'next-intl/server';
import { RoutePageHeader } from '@/components/layout/route-page';
import { Catalogue } from '@/components/programmes/catalogue';
import { Finder } from '@/components/programmes/finder';
import { accreditation } from '@/content/accreditation';
import { Link } from '@/i18n/navigation';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { getRoute } from '@/lib/routes';

export const generateMetadata = routeMetadata('programs');

export default async function ProgramsPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('Finder');
  const tc = await getTranslations('Catalogue');
  const tn = await getTranslations('Nav');
  return (
    <>
      <RoutePageHeader id="programs" />
      <section aria-labelledby="finder-title" className="border-b border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="finder-title" className="text-2xl font-bold text-slate-900">
            {t('heading')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{t('intro')}</p>
          <div className="mt-6">
            <Finder locale={locale} />
          </div>
        </div>
      </section>
      <section aria-labelledby="catalogue-title" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="catalogue-title" className="text-2xl font-bold text-slate-900">
          {tc('heading')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          {tc('intro', {
            diplomas: accreditation.diplomas,
            programmes: accreditation.programmes,
            since: String(accreditation.since),
          })}
        </p>
        <div className="mt-8">
          <Catalogue locale={locale} />
        </div>
        <nav aria-label={tn('programs')} className="mt-12 flex flex-wrap gap-x-8 gap-y-3 font-semibold">
          {(['licences', 'masters', 'masterPrograms'] as const).map((id) => (
            <Link key={id} href={getRoute(id).path} className="text-primary-700 hover:underline">
              {tn(id)}{' '}
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                →
              </span>
            </Link>
          ))}
        </nav>
      </section>
    </>
  );
}
