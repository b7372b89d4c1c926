import { getTranslations } from 'next-intl/server';
import { site } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { enterLocale, routeMetadata, type LocaleParams } from '@/lib/page';
import { getRoute } from '@/lib/routes';

export const generateMetadata = routeMetadata('home');

export default async function HomePage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return (
    <section className="bg-primary-800 text-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28">
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
