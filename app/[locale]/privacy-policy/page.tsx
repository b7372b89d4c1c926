import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('privacy');

export default async function PrivacyPolicyPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="privacy" />;
}
