import { getTranslations } from 'next-intl/server';
import { InfoSections } from '@/components/info/info-sections';
import { RoutePageHeader } from '@/components/layout/route-page';
import { legalNotice } from '@/content/legal';
import { Link } from '@/i18n/navigation';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { getRoute } from '@/lib/routes';

export const generateMetadata = routeMetadata('legal');

export default async function LegalNoticePage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('InfoPages');
  return (
    <>
      <RoutePageHeader id="legal" />
      <InfoSections
        sections={legalNotice}
        locale={locale}
        footer={
          <p>
            <Link
              href={getRoute('privacy').path}
              className="font-semibold text-primary-700 underline-offset-4 hover:underline"
            >
              {t('privacyLink')}
            </Link>
          </p>
        }
      />
    </>
  );
}
