import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('programs');

export default async function ProgramsPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="programs" />;
}
