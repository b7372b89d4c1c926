import type { ReactNode } from 'react';
import { allHeroSlides } from '@/content/hero';
import type { Locale } from '@/i18n/locales';
import { SiteImage } from '@/components/media/site-image';
import { HeroSlideshow } from './hero-slideshow';
import { heroSlideImages, slideshowLabels } from './slides';

/** The second hero variant (spec §4: cycles every 4 s): hero images behind the page's own heading. */
export async function RotatingHero({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [first] = allHeroSlides();
  return (
    <HeroSlideshow
      variant="rotating"
      slides={heroSlideImages(locale)}
      labels={await slideshowLabels(locale)}
      className="bg-primary-800 text-white"
      first={
        first && (
          <SiteImage
            src={first.image}
            alt={first.alt[locale]}
            sizes="100vw"
            priority
            className="h-full w-full object-cover opacity-40"
          />
        )
      }
    >
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-20 sm:pt-20">{children}</div>
    </HeroSlideshow>
  );
}
