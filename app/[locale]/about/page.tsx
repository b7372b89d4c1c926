import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('about');

export default async function AboutPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="about" />;
}
