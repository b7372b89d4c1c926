import 'server-only';
import { getTranslations } from 'next-intl/server';
import { allHeroSlides } from '@/content/hero';
import type { Locale } from '@/i18n/locales';
import { imageData } from '@/lib/images';
import type { HeroSlideshowProps, SlideImage } from './hero-slideshow';

/** The hero slides as the slideshow needs them: pipeline sources and localized text. */
export function heroSlideImages(locale: Locale): SlideImage[] {
  return allHeroSlides().map((slide) => {
    const { width, height, avif, webp, fallback } = imageData(slide.image);
    return { alt: slide.alt[locale], width, height, avif, webp, fallback };
  });
}

export async function slideshowLabels(locale: Locale): Promise<HeroSlideshowProps['labels']> {
  const t = await getTranslations({ locale, namespace: 'Slideshow' });
  return {
    region: t('label'),
    // Placeholders filled in by the client: the slide number and the percentage loaded.
    slide: t('slide', { n: '{n}', total: '{total}' }),
    previous: t('previous'),
    next: t('next'),
    dots: t('dots'),
    slowConnection: t('slowConnection'),
    loading: t('loading', { n: '{n}' }),
    optimizing: t('optimizing'),
  };
}
