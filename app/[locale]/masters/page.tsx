import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('masters');

export default async function MastersPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="masters" />;
}
