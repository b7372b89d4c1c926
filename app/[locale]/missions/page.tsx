import { getTranslations } from 'next-intl/server';
import { MissionVision } from '@/components/institution/mission-vision';
import { Section } from '@/components/institution/section';
import { ValuesGrid } from '@/components/institution/values-grid';
import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('missions');

export default async function MissionsPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('Missions');
  const ti = await getTranslations('Institution');
  return (
    <>
      <RoutePageHeader id="missions" />
      <MissionVision locale={locale} />
      <Section id="values" title={t('values')} lead={ti('valuesLead')} tinted>
        <ValuesGrid locale={locale} />
      </Section>
    </>
  );
}
