import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('news');

export default async function NewsPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="news" />;
}
