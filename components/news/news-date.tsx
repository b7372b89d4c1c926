import { formatNumericDate } from '@/i18n/format';

interface NewsDateProps {
  /** ISO date 'YYYY-MM-DD' from the news registry. */
  date: string;
  className?: string;
}

export function NewsDate({ date, className }: NewsDateProps) {
  return (
    <time dateTime={date} className={className}>
      {formatNumericDate(date)}
    </time>
  );
}
