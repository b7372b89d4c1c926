import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('accessibility');

export default async function AccessibilityPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="accessibility" />;
}
