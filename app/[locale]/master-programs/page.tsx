import { getTranslations } from 'next-intl/server';
import { WindowStatus } from '@/components/intake/window-status';
import { RoutePageHeader } from '@/components/layout/route-page';
import { ProgrammeCard } from '@/components/programmes/programme-card';
import { programmesOfType } from '@/content/programmes';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { Reveal } from '@/components/motion/reveal';

export const generateMetadata = routeMetadata('masterPrograms');

/**
 * The grid of the 14 masters. Cards link to the canonical /masters/{slug} page; the older
 * /programs/masters/{title} shape still works and redirects there (proxy.ts).
 */
export default async function MasterProgramsPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('ProgrammeLists');
  const masters = programmesOfType('master');
  return (
    <>
      <RoutePageHeader id="masterPrograms" />
      <section aria-label={t('programmesHeading')} className="mx-auto max-w-6xl px-4 py-12">
        <p className="max-w-3xl text-lg text-slate-700">{t('mastersGridIntro')}</p>
        <Reveal as="ul" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="master-grid">
          {masters.map((programme) => (
            <ProgrammeCard
              key={programme.slug}
              programme={programme}
              locale={locale}
              level={t('masterLevel')}
              headingLevel="h2"
              note={
                programme.applicationsOpen ? (
                  <WindowStatus locale={locale} type="master" style="badge" />
                ) : (
                  t('noIntake')
                )
              }
            />
          ))}
        </Reveal>
      </section>
    </>
  );
}
