import type { IsoDate } from '@/content/intake-types';
import type { Locale } from '@/i18n/locales';
import { formatDays } from '@/i18n/format';

interface EventDateProps {
  start: IsoDate;
  /** Last day, inclusive, of a span. */
  end?: IsoDate;
  locale: Locale;
  className?: string;
}

/** A day or a span of days, written out with its year; machine-readable from its first day. */
export function EventDate({ start, end, locale, className }: EventDateProps) {
  return (
    <time dateTime={start} className={className}>
      {formatDays(start, end, locale)}
    </time>
  );
}
