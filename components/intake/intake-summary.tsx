import { getTranslations } from 'next-intl/server';
import { CalendarClock, GraduationCap, Wallet } from '@/components/ui/icons';
import { aidSchemes, largestReduction } from '@/content/aid';
import { tuitionRange } from '@/content/fees';
import { intake } from '@/content/intake';
import type { ProgrammeType } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { WindowStatus } from './window-status';
import { formatFcfa, formatList, formatPercent } from '@/i18n/format';

/**
 * Fees, aid and the next deadline in three lines, beside the admission form; each title leads to
 * the full section further down the page.
 */
export async function IntakeSummary({ locale }: { locale: Locale }) {
  const t = await getTranslations('Intake');
  const a = await getTranslations('AdmissionsPage');
  const range = (type: ProgrammeType) => {
    const { min, max } = tuitionRange(type);
    return min === max
      ? formatFcfa(min, locale)
      : t('range', { min: formatFcfa(min, locale), max: formatFcfa(max, locale) });
  };
  const schemes = aidSchemes();
  const largest = Math.max(0, ...schemes.map((scheme) => largestReduction(scheme) ?? 0));
  const topics = [
    {
      id: 'fees',
      Icon: Wallet,
      title: a('fees'),
      text: t('feesSummary', {
        licence: range('licence'),
        master: range('master'),
        count: intake.instalments.length,
      }),
    },
    {
      id: 'aid',
      Icon: GraduationCap,
      title: a('scholarships'),
      text: t('aidSummary', {
        percent: formatPercent(largest, locale),
        names: formatList(
          schemes.map((scheme) => scheme.name[locale]),
          locale,
        ),
      }),
    },
    {
      id: 'calendar',
      Icon: CalendarClock,
      title: a('deadlines'),
      text: <WindowStatus locale={locale} />,
    },
  ];
  return (
    <section aria-labelledby="admission-info">
      <h2 id="admission-info" className="text-lg font-bold text-primary-900">
        {a('infoTitle')}
      </h2>
      <ul className="mt-4 space-y-5">
        {topics.map(({ id, Icon, title, text }) => (
          <li key={id} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
            <div>
              <h3 className="font-semibold">
                <a
                  href={`#${id}`}
                  className="text-primary-800 underline underline-offset-4 hover:text-primary-900"
                >
                  {title}
                </a>
              </h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
