/** An ISO calendar date ('YYYY-MM-DD') as the site shows it in every locale: dd/mm/yyyy. */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
