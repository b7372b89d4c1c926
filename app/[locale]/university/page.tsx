import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('university');

export default async function UniversityPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="university" />;
}
