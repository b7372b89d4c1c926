import { HomeHero } from '@/components/hero/home-hero';
import { FlagshipProgrammes } from '@/components/home/flagship-programmes';
import { NewsTeaser } from '@/components/home/news-teaser';
import { WhyChoose } from '@/components/home/why-choose';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { universityJsonLd } from '@/lib/seo/json-ld';

export const generateMetadata = routeMetadata('home');

export default async function HomePage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations('Metadata');
  return (
    <>
      <JsonLd data={universityJsonLd(locale, t('description'))} />
      <HomeHero locale={locale} />
      <WhyChoose locale={locale} />
      <FlagshipProgrammes locale={locale} />
      <NewsTeaser locale={locale} />
    </>
  );
}
