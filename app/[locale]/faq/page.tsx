import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('faq');

export default async function FaqPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="faq" />;
}
