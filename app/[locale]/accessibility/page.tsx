import { getTranslations } from 'next-intl/server';
import { InfoSections } from '@/components/info/info-sections';
import { RoutePageHeader } from '@/components/layout/route-page';
import { formatNumericDate } from '@/i18n/format';
import { accessibilityStatement, accessibilityStatementDate } from '@/content/legal';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('accessibility');

export default async function AccessibilityPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('InfoPages');
  return (
    <>
      <RoutePageHeader id="accessibility" />
      <InfoSections
        sections={accessibilityStatement}
        locale={locale}
        footer={
          <p className="text-sm text-slate-600">
            {t('statementDate', { date: formatNumericDate(accessibilityStatementDate) })}
          </p>
        }
      />
    </>
  );
}
