import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('studentArea');

export default async function StudentAreaPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="studentArea" />;
}
