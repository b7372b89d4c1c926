import { HomeHero } from '@/components/hero/home-hero';
import { FlagshipProgrammes } from '@/components/home/flagship-programmes';
import { NewsTeaser } from '@/components/home/news-teaser';
import { WhyChoose } from '@/components/home/why-choose';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';

export const generateMetadata = routeMetadata('home');

export default async function HomePage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  return (
    <>
      <HomeHero locale={locale} />
      <WhyChoose locale={locale} />
      <FlagshipProgrammes locale={locale} />
      <NewsTeaser locale={locale} />
    </>
  );
}
