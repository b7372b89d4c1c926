import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/layout/page-header';
import { DepartmentGroup } from '@/components/programmes/department-group';
import { ProgrammeCard } from '@/components/programmes/programme-card';
import { ProgrammeNotFound } from '@/components/programmes/programme-not-found';
import { allDepartments } from '@/content/departments';
import { programmesOfType } from '@/content/programmes';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { descriptionKey } from '@/lib/routes';

export const generateMetadata = routeMetadata('licences');

export default async function LicencesPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('ProgrammeLists');
  const tn = await getTranslations('Nav');
  const licences = programmesOfType('licence');
  const groups = allDepartments()
    .map((department) => ({ department, programmes: licences.filter((p) => p.department === department.id) }))
    .filter((group) => group.programmes.length > 0);
  return (
    <>
      <PageHeader route="licences" title={tn('licences')} lead={tn(descriptionKey('licences'))}>
        <a
          href="#programs"
          className="mt-6 inline-flex items-center gap-2 rounded-lg bg-accent-400 px-5 py-3 font-semibold text-slate-900 hover:bg-accent-500"
        >
          {t('seeProgrammes')} <span aria-hidden="true">↓</span>
        </a>
      </PageHeader>
      <ProgrammeNotFound type="licence" />
      <section id="programs" aria-label={t('programmesHeading')} className="mx-auto max-w-6xl px-4 py-12">
        <p className="max-w-3xl text-lg text-slate-700">{t('licenceIntro')}</p>
        <div className="mt-10">
          {groups.map(({ department, programmes }) => (
            <DepartmentGroup
              key={department.id}
              department={department}
              locale={locale}
              count={t('programmeCount', { count: programmes.length })}
              size={programmes.length}
            >
              {programmes.map((programme) => (
                <ProgrammeCard
                  key={programme.slug}
                  programme={programme}
                  locale={locale}
                  level={programme.level === 'bac+2/bac+3' ? t('catalogueLevel') : t('licenceLevelOnly')}
                  note={programme.applicationsOpen ? undefined : t('noIntake')}
                  wide={programmes.length === 1}
                />
              ))}
            </DepartmentGroup>
          ))}
        </div>
      </section>
    </>
  );
}
