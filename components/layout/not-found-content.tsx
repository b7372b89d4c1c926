import { getLocale, getTranslations } from 'next-intl/server';
import { defaultLocale, directionOf, locales, type Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { NotFoundLogger } from './not-found-logger';

/**
 * The 404 message in the visitor's language, with the way home. On a page of the default language,
 * the message follows in each other language, for a visitor who mistyped an address without prefix.
 */
export async function NotFoundContent({ locale: given }: { locale?: Locale }) {
  const locale = given ?? ((await getLocale()) as Locale);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const others = locale === defaultLocale ? locales.filter((other) => other !== locale) : [];
  const translations = await Promise.all(
    others.map(async (other) => ({
      locale: other,
      t: await getTranslations({ locale: other, namespace: 'NotFound' }),
    })),
  );
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
      {translations.map(({ locale: other, t: translated }) => (
        <div
          key={other}
          lang={other}
          dir={directionOf(other)}
          className="mt-8 border-t border-slate-200 pt-6 text-slate-700"
        >
          <p className="font-semibold">{translated('title')}</p>
          <p>{translated('text')}</p>
          <Link href="/" locale={other} className="mt-2 inline-block text-primary-700 underline">
            {translated('backHome')}
          </Link>
        </div>
      ))}
    </div>
  );
}
