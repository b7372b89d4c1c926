import { getTranslations } from 'next-intl/server';
import { CalendarClock } from '@/components/ui/icons';
import { nextApplicationDeadline, todayInNdjamena } from '@/content/calendar';
import type { Locale } from '@/i18n/locales';
import { formatDay } from '@/lib/intake/format';

/** The next application deadline at build time, for the home page's join-us card; nothing once all have passed. */
export async function NextDeadline({ locale }: { locale: Locale }) {
  const deadline = nextApplicationDeadline(todayInNdjamena());
  if (!deadline) return null;
  const t = await getTranslations('Intake');
  return (
    <p data-next-deadline className="mt-5 flex items-start gap-2 rounded-lg bg-primary-900 px-4 py-3 text-sm">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
      <span>
        {t.rich('homeDeadline', {
          date: formatDay(deadline.start, locale),
          time: (chunks) => (
            <time dateTime={deadline.start} className="font-bold">
              {chunks}
            </time>
          ),
        })}
      </span>
    </p>
  );
}
