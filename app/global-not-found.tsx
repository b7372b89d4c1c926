import type { Metadata } from 'next';
import './globals.css';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { SiteShell } from '@/components/layout/site-shell';
import { site } from '@/content/site';
import { Link } from '@/i18n/navigation';
import { alternateLocale, defaultLocale } from '@/i18n/locales';

export const metadata: Metadata = {
  title: `Page non trouvée | ${site.name}`,
  robots: { index: false },
};

/**
 * Every unknown path, in any language, ends here: Next.js serves one pre-rendered 404 for the
 * whole app (a localized one would need a dynamic catch-all route). It is the default locale's
 * page (French), with the alternate language's text given alongside (English).
 *
 * A global not-found page (next.config.mjs `experimental.globalNotFound`) rather than a root
 * `not-found.tsx`: Next.js renders a root not-found page into every page's inline payload (the
 * fallback of the root layout), so each page carried a second header and footer it never shows.
 * This one is rendered only for addresses no route matches, with its own document.
 */
export default async function NotFound() {
  setRequestLocale(defaultLocale);
  const other = alternateLocale(defaultLocale);
  const t = await getTranslations({ locale: defaultLocale, namespace: 'NotFound' });
  const alt = await getTranslations({ locale: other, namespace: 'NotFound' });
  return (
    <SiteShell locale={defaultLocale}>
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
        <p className="text-6xl font-extrabold text-primary-700" aria-hidden="true">
          404
        </p>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-lg text-slate-700">{t('text')}</p>
        <NotFoundLogger label={t('attempted', { path: '{path}' })} />
        <Link
          href="/"
          className="mt-2 rounded-full bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {t('backHome')}
        </Link>
        <div lang={other} className="mt-8 border-t border-slate-200 pt-6 text-slate-700">
          <p className="font-semibold">{alt('title')}</p>
          <p>{alt('text')}</p>
          <Link href="/" locale={other} className="mt-2 inline-block text-primary-700 underline">
            {alt('backHome')}
          </Link>
        </div>
      </div>
    </SiteShell>
  );
}
