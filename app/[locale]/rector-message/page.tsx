import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('rectorMessage');

export default async function RectorMessagePage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="rectorMessage" />;
}
