interface NewsDateProps {
  /** ISO date 'YYYY-MM-DD' from the news registry. */
  date: string;
  className?: string;
}

/** dd/mm/yyyy in every locale (spec §3), written from the ISO date: no time zone can shift it. */
export function formatNewsDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

export function NewsDate({ date, className }: NewsDateProps) {
  return (
    <time dateTime={date} className={className}>
      {formatNewsDate(date)}
    </time>
  );
}
