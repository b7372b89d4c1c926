import { getLocale, getTranslations } from 'next-intl/server';
import { ArrowLeft } from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { getRoute } from '@/lib/routes';

/** An unknown news id: its own message, in the visitor's language, with a way back. */
export async function ArticleNotFound({ locale: given }: { locale?: Locale }) {
  const locale = given ?? ((await getLocale()) as Locale);
  const t = await getTranslations({ locale, namespace: 'NewsNotFound' });
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-lg text-slate-700">{t('text')}</p>
      <Link
        href={getRoute('news').path}
        locale={locale}
        className="mt-2 inline-flex items-center gap-2 rounded-full bg-primary-700 px-6 py-3 font-semibold text-white hover:bg-primary-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
    </div>
  );
}
