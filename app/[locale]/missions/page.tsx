import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('missions');

export default async function MissionsPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="missions" />;
}
