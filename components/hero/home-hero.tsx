import { getTranslations } from 'next-intl/server';
import { site } from '@/content/site';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { getRoute } from '@/lib/routes';
import { HeroSlideshow } from './hero-slideshow';
import { heroSlideshowContent } from './slides';

/** The home page's full-screen hero: the slideshow of the 9 hero slides and the two calls to action. */
export async function HomeHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return (
    <HeroSlideshow
      variant="home"
      {...await heroSlideshowContent(locale)}
      className="flex min-h-[calc(100svh-5rem)] items-center bg-primary-800 text-white sm:min-h-[calc(100svh-6rem)]"
    >
      <div className="mx-auto w-full max-w-6xl px-4 pt-16 pb-28 sm:pt-24">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">{site.names[locale]}</h1>
        <p className="mt-4 text-xl text-primary-100 sm:text-2xl">{meta('tagline')}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          <Link
            href={getRoute('licences').path}
            className="rounded-full bg-accent-400 px-6 py-3 font-semibold text-slate-900 hover:bg-accent-500"
          >
            {t('discoverProgrammes')}
          </Link>
          <Link
            href={getRoute('admissions').path}
            className="rounded-full border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            {t('applyNow')}
          </Link>
        </div>
      </div>
    </HeroSlideshow>
  );
}
