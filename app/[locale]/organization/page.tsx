import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('organization');

export default async function OrganizationPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="organization" />;
}
