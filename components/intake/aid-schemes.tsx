import { getTranslations } from 'next-intl/server';
import { GraduationCap } from '@/components/ui/icons';
import { Reveal } from '@/components/motion/reveal';
import { aidSchemes } from '@/content/aid';
import type { Locale } from '@/i18n/locales';
import { formatPercent } from '@/i18n/format';

/** The admissions page's scholarships and reductions: what each grants, who may apply, how. */
export async function AidSchemes({ locale }: { locale: Locale }) {
  const t = await getTranslations('Intake');
  return (
    <section id="aid" aria-labelledby="aid-title" className="scroll-mt-28">
      <h2 id="aid-title" className="flex items-center gap-3 text-2xl font-bold text-primary-900">
        <GraduationCap aria-hidden="true" className="size-7 shrink-0 text-primary-700" />
        {t('aidTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{t('aidLead')}</p>
      <Reveal as="ul" className="mt-6 grid gap-5 md:grid-cols-2">
        {aidSchemes().map((scheme) => (
          <li
            key={scheme.id}
            data-aid={scheme.id}
            className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h3 className="text-lg font-bold text-primary-900">{scheme.name[locale]}</h3>
            <ul className="mt-2 space-y-1 font-semibold text-amber-900">
              {scheme.steps.map((step) => (
                <li key={step.percent}>
                  {t('aidStep', {
                    percent: formatPercent(step.percent, locale),
                    condition: step.condition[locale],
                  })}
                </li>
              ))}
              {scheme.covers && <li className="first-letter:uppercase">{scheme.covers[locale]}</li>}
            </ul>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-600">{t('eligibility')}</dt>
                <dd className="mt-0.5 text-slate-800">{scheme.eligibility[locale]}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-600">{t('howToApply')}</dt>
                <dd className="mt-0.5 text-slate-800">{scheme.howToApply[locale]}</dd>
              </div>
            </dl>
          </li>
        ))}
      </Reveal>
    </section>
  );
}
