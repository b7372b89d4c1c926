import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('licences');

export default async function LicencesPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="licences" />;
}
