import 'server-only';
import { getTranslations } from 'next-intl/server';
import { Pause, Play } from '@/components/ui/icons';
import { allHeroSlides } from '@/content/hero';
import type { Locale } from '@/i18n/locales';
import { imageData } from '@/lib/images';
import { SiteImage } from '@/components/media/site-image';
import type { HeroSlideshowProps, SlideImage } from './hero-slideshow';

/** The hero slides as the slideshow needs them: pipeline sources and localized text. */
function heroSlideImages(locale: Locale): SlideImage[] {
  return allHeroSlides().map((slide) => {
    const { width, height, avif, webp, fallback } = imageData(slide.image);
    return { alt: slide.alt[locale], width, height, avif, webp, fallback };
  });
}

async function slideshowLabels(locale: Locale): Promise<HeroSlideshowProps['labels']> {
  const t = await getTranslations({ locale, namespace: 'Slideshow' });
  return {
    region: t('label'),
    // Placeholders filled in by the client: the slide number and the percentage loaded.
    slide: t('slide', { n: '{n}', total: '{total}' }),
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    dots: t('dots'),
    slowConnection: t('slowConnection'),
    loading: t('loading', { n: '{n}' }),
    optimizing: t('optimizing'),
  };
}

/**
 * What every hero slideshow shows: the slides, their controls' labels and icons, and the first
 * slide rendered on the server with priority (the LCP image).
 */
export async function heroSlideshowContent(
  locale: Locale,
): Promise<Pick<HeroSlideshowProps, 'first' | 'slides' | 'labels' | 'icons'>> {
  const [first] = allHeroSlides();
  return {
    slides: heroSlideImages(locale),
    labels: await slideshowLabels(locale),
    icons: {
      pause: <Pause aria-hidden="true" className="size-4" />,
      play: <Play aria-hidden="true" className="size-4" />,
    },
    first: first && (
      <SiteImage
        src={first.image}
        alt={first.alt[locale]}
        sizes="100vw"
        priority
        className="h-full w-full object-cover"
      />
    ),
  };
}
