import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('legal');

export default async function LegalNoticePage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="legal" />;
}
