import { getTranslations } from 'next-intl/server';
import { instalmentsOf } from '@/content/fees';
import type { Locale } from '@/i18n/locales';
import { formatDay, formatFcfa, formatMonth } from '@/i18n/format';

interface InstalmentListProps {
  tuition: number;
  locale: Locale;
}

/** The year's tuition as the instalments a family pays, each with its amount and due date. */
export async function InstalmentList({ tuition, locale }: InstalmentListProps) {
  const t = await getTranslations('Intake');
  return (
    <ol className="mt-1 space-y-0.5">
      {instalmentsOf(tuition).map((instalment) => {
        const amount = formatFcfa(instalment.amount, locale);
        return (
          <li key={instalment.due}>
            {instalment.atRegistration
              ? t('instalmentAtRegistration', { amount, month: formatMonth(instalment.due, locale) })
              : t('instalmentBy', { amount, date: formatDay(instalment.due, locale) })}
          </li>
        );
      })}
    </ol>
  );
}
