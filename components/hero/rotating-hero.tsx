import type { ReactNode } from 'react';
import { allHeroSlides } from '@/content/hero';
import type { Locale } from '@/i18n/locales';
import { SiteImage } from '@/components/media/site-image';

/** The second hero variant (spec §4: cycles every 4 s): hero images behind the page's own heading. */
export function RotatingHero({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [first] = allHeroSlides();
  return (
    <section className="relative isolate overflow-hidden bg-primary-800 text-white">
      {first && (
        <SiteImage
          src={first.image}
          alt={first.alt[locale]}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30"
        />
      )}
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">{children}</div>
    </section>
  );
}
