import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { HeroSlideshow } from './hero-slideshow';
import { heroSlideshowContent } from './slides';

/** The second hero variant (it cycles every 4 s): hero images behind the page's own heading. */
export async function RotatingHero({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <HeroSlideshow
      variant="rotating"
      {...await heroSlideshowContent(locale)}
      // Deep enough on a wide screen for the 16:9 scenes to show their sky (cropped to a band, the
      // sun went off the top).
      className="flex items-center bg-primary-800 text-white sm:min-h-[28rem] lg:min-h-[34rem]"
    >
      <div className="mx-auto w-full max-w-6xl px-4 pt-14 pb-20 sm:pt-20">{children}</div>
    </HeroSlideshow>
  );
}
