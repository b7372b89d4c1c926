import { GalleryScreen } from '@/components/gallery/gallery-screen';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('gallery');

export default async function GalleryPage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  return <GalleryScreen locale={locale} />;
}
