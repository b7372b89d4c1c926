import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('admissions');

export default async function AdmissionsPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="admissions" />;
}
