import { getLocale, getTranslations } from 'next-intl/server';
import type { ProgrammeType } from '@/content/types';
import { getPathname } from '@/i18n/navigation';
import { programmeNotFoundAnchor } from '@/lib/programmes/not-found';
import { programmeListing } from '@/lib/routes';

/**
 * The 'Programme introuvable' notice of a listing. An unknown programme id is redirected to
 * `/{listing}?introuvable={id}#programme-introuvable` (proxy.ts); the notice shows only when it is
 * the URL's target (CSS :target), so the pre-rendered listing needs no JavaScript to show it.
 */
export async function ProgrammeNotFound({ type }: { type: ProgrammeType }) {
  const t = await getTranslations('ProgrammeNotFound');
  const locale = await getLocale();
  return (
    // The focusable target is the rounded panel itself, so that its focus ring follows its corners.
    <div className="mx-auto max-w-6xl px-4">
      <section
        id={programmeNotFoundAnchor}
        tabIndex={-1}
        aria-labelledby={`${programmeNotFoundAnchor}-title`}
        className="mt-8 hidden rounded-xl border-s-4 border-accent-500 bg-amber-50 p-6 text-slate-900 shadow-sm target:block"
      >
        <h2 id={`${programmeNotFoundAnchor}-title`} className="text-xl font-bold">
          {t('title')}
        </h2>
        <p className="mt-2">{t('text')}</p>
        {/* A document navigation, not a client-side one: :target (which shows this notice) is only
            re-evaluated when the browser really loads the listing's plain address. */}
        <a
          href={getPathname({ locale, href: `/${programmeListing[type]}` })}
          className="mt-4 inline-flex items-center gap-2 rounded-lg bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {type === 'licence' ? t('backLicence') : t('backMaster')}
        </a>
      </section>
    </div>
  );
}
