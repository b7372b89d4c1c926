import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('siteMap');

export default async function SiteMapPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="siteMap" />;
}
