/** dd/mm/yyyy in every locale (spec §3), written from an ISO day: no time zone can shift it. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
