import { getTranslations } from 'next-intl/server';
import { Wallet } from '@/components/ui/icons';
import { Reveal } from '@/components/motion/reveal';
import { intakeYear } from '@/content/calendar';
import { feeTiers, programmesOfTier } from '@/content/fees';
import { intake } from '@/content/intake';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { academicYear, formatFcfa } from '@/i18n/format';
import { programmePath } from '@/lib/routes';
import { InstalmentList } from './instalment-list';

/** The admissions page's fee schedule: one card per fee tier, with the programmes it covers. */
export async function FeeTiers({ locale }: { locale: Locale }) {
  const t = await getTranslations('Intake');
  return (
    <section id="fees" aria-labelledby="fees-title" className="scroll-mt-28">
      <h2 id="fees-title" className="flex items-center gap-3 text-2xl font-bold text-primary-900">
        <Wallet aria-hidden="true" className="size-7 shrink-0 text-primary-700" />
        {t('feesTitle', { year: academicYear(intakeYear) })}
      </h2>
      <p className="mt-2 text-slate-700">{t('feesLead', { count: intake.instalments.length })}</p>
      <Reveal as="ul" className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {feeTiers().map((tier) => {
          const programmes = programmesOfTier(tier);
          return (
            <li
              key={tier.id}
              data-fee-tier={tier.id}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h3 className="text-lg font-bold text-primary-900">{tier.name[locale]}</h3>
              <dl className="mt-3 space-y-3 text-sm">
                <div>
                  <dt className="font-semibold text-slate-600">{t('registration')}</dt>
                  <dd className="text-slate-900">
                    {t('perYear', { amount: formatFcfa(tier.registration, locale) })}
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-600">{t('tuition')}</dt>
                  <dd className="text-base font-bold text-slate-900">
                    {t('perYear', { amount: formatFcfa(tier.tuition, locale) })}
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-600">
                    {t('instalments', { count: intake.instalments.length })}
                  </dt>
                  <dd className="text-slate-800">
                    <InstalmentList tuition={tier.tuition} locale={locale} />
                  </dd>
                </div>
              </dl>
              <details className="mt-4 text-sm">
                <summary className="cursor-pointer font-semibold text-primary-700">
                  {t('programmes', { count: programmes.length })}
                </summary>
                <ul className="mt-2 list-disc space-y-1 ps-5 marker:text-primary-700">
                  {programmes.map((programme) => (
                    <li key={programme.slug}>
                      <Link
                        href={programmePath(programme)}
                        className="text-slate-800 underline decoration-slate-300 underline-offset-2 hover:decoration-primary-700"
                      >
                        {programme.title[locale]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </Reveal>
    </section>
  );
}
