import { CalendarClock } from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import { WindowStatus } from './window-status';

/** Where applications stand on the day the home page is read, in its join-us card. */
export function NextDeadline({ locale }: { locale: Locale }) {
  return (
    <p data-next-deadline className="mt-5 flex items-start gap-2 rounded-lg bg-primary-900 px-4 py-3 text-sm">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
      <span>
        <WindowStatus locale={locale} />
      </span>
    </p>
  );
}
