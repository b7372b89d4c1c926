import { InfoSections } from '@/components/info/info-sections';
import { RoutePageHeader } from '@/components/layout/route-page';
import { privacyPolicy } from '@/content/legal';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('privacy');

export default async function PrivacyPolicyPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  return (
    <>
      <RoutePageHeader id="privacy" />
      <InfoSections sections={privacyPolicy} locale={locale} />
    </>
  );
}
