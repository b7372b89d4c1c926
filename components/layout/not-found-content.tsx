import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { NotFoundLogger } from './not-found-logger';

/**
 * The 404 message in the visitor's language, with the way home. On the French page, the English
 * equivalent follows, for an English visitor who mistyped a French address.
 */
export async function NotFoundContent({ locale: given }: { locale?: Locale }) {
  const locale = given ?? ((await getLocale()) as Locale);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const en = await getTranslations({ locale: 'en', namespace: 'NotFound' });
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-primary-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-lg text-slate-700">{t('text')}</p>
      <NotFoundLogger label={t('attempted', { path: '{path}' })} />
      <Link
        href="/"
        locale={locale}
        className="mt-2 rounded-full bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
      >
        {t('backHome')}
      </Link>
      {locale === 'fr' && (
        <div lang="en" className="mt-8 border-t border-slate-200 pt-6 text-slate-700">
          <p className="font-semibold">{en('title')}</p>
          <p>{en('text')}</p>
          <Link href="/" locale="en" className="mt-2 inline-block text-primary-700 underline">
            {en('backHome')}
          </Link>
        </div>
      )}
    </div>
  );
}
