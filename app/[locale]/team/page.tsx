import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('team');

export default async function TeamPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="team" />;
}
