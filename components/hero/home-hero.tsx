import { getTranslations } from 'next-intl/server';
import { allHeroSlides } from '@/content/hero';
import { site } from '@/content/site';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { getRoute } from '@/lib/routes';
import { SiteImage } from '@/components/media/site-image';

/** The home page's full-screen hero: the slideshow of the 9 hero slides and the two calls to action. */
export async function HomeHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const [first] = allHeroSlides();
  return (
    <section className="relative isolate flex min-h-[70vh] items-center overflow-hidden bg-primary-800 text-white">
      {first && (
        <SiteImage
          src={first.image}
          alt={first.alt[locale]}
          sizes="100vw"
          priority
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-40"
        />
      )}
      <div className="mx-auto w-full max-w-6xl px-4 py-20 sm:py-28">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{site.name}</h1>
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
    </section>
  );
}
