import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { enterLocale, type LocaleParams } from '@/lib/page';
import { getRoute, type RouteId } from '@/lib/routes';

/** Precached pages a visitor can still open without a connection (app/serwist/[path]/route.ts). */
const savedRoutes = ['home', 'programs', 'licences', 'masters'] as const satisfies readonly RouteId[];

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The service worker's fallback when a page is neither reachable nor saved (/offline, /en/offline).
 * Not part of the navigation or the site map.
 */
export default async function OfflinePage({ params }: LocaleParams) {
  const locale = await enterLocale(params);
  const t = await getTranslations({ locale, namespace: 'Offline' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-primary-800 sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('lead')}</p>
      <p className="mt-6 text-slate-700">{t('saved')}</p>
      <ul className="mt-3 list-disc space-y-1 ps-6">
        {savedRoutes.map((id) => (
          <li key={id}>
            <Link href={getRoute(id).path} className="font-semibold text-primary-700 underline">
              {nav(id)}
            </Link>
          </li>
        ))}
      </ul>
      {/* An empty href reloads the address the visitor asked for, without any script. */}
      <a
        href=""
        className="mt-8 inline-block rounded-full bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
      >
        {t('retry')}
      </a>
    </div>
  );
}
