import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('contact');

export default async function ContactPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="contact" />;
}
