import { RoutePageHeader } from '@/components/layout/route-page';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('gallery');

export default async function GalleryPage({ params }: LocaleParams) {
  await enterLocale(params);
  return <RoutePageHeader id="gallery" />;
}
