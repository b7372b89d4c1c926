import { getTranslations } from 'next-intl/server';
import { WindowStatus } from '@/components/intake/window-status';
import { PageHeader } from '@/components/layout/page-header';
import { DepartmentGroup } from '@/components/programmes/department-group';
import { ProgrammeCard } from '@/components/programmes/programme-card';
import { ProgrammeNotFound } from '@/components/programmes/programme-not-found';
import { getDepartment } from '@/content/departments';
import { openMasters, programmesOfType } from '@/content/programmes';
import { Link } from '@/i18n/navigation';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { descriptionKey, getRoute } from '@/lib/routes';

export const generateMetadata = routeMetadata('masters');

export default async function MastersPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('ProgrammeLists');
  const tn = await getTranslations('Nav');
  const masters = openMasters();
  // One department group of 4 programmes (the masters open for applications).
  const [first] = masters;
  if (!first || masters.some((m) => m.department !== first.department)) {
    throw new Error('The open masters must form one department group');
  }
  return (
    <>
      <PageHeader route="masters" title={tn('masters')} lead={tn(descriptionKey('masters'))} />
      <ProgrammeNotFound type="master" />
      <section id="programs" aria-label={t('programmesHeading')} className="mx-auto max-w-6xl px-4 py-12">
        <p className="max-w-3xl text-lg text-slate-700">{t('mastersIntro')}</p>
        <div className="mt-10">
          <DepartmentGroup
            department={getDepartment(first.department)}
            locale={locale}
            count={t('programmeCount', { count: masters.length })}
            size={masters.length}
          >
            {masters.map((programme) => (
              <ProgrammeCard
                key={programme.slug}
                programme={programme}
                locale={locale}
                level={t('masterLevel')}
                note={<WindowStatus locale={locale} type="master" style="badge" />}
                wide={masters.length === 1}
              />
            ))}
          </DepartmentGroup>
        </div>
        <p className="mt-10">
          <Link
            href={getRoute('masterPrograms').path}
            className="inline-flex items-center gap-2 font-semibold text-primary-700 hover:underline"
          >
            {t('allMasters', { count: programmesOfType('master').length })}{' '}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </Link>
        </p>
      </section>
    </>
  );
}
