import { HomeHero } from '@/components/hero/home-hero';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('home');

export default async function HomePage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  return <HomeHero locale={locale} />;
}
