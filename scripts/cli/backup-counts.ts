/** The tables a backup's report counts: the submissions, their history and documents, and the staff accounts. */
export const countedTables = [
  'admission_requests',
  'contact_submissions',
  'status_changes',
  'application_documents',
  'staff_users',
  'staff_sessions',
] as const;

export type TableCounts = Record<(typeof countedTables)[number], number | null>;

/** Both drivers (pg's Client, PGlite) answer `query(text)` with `{ rows }`. */
export interface Queryable {
  query(text: string): Promise<{ rows: unknown[] }>;
}

/** Row counts; null for a table the database does not hold (an empty or older one). */
export async function countRows(client: Queryable): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const table of countedTables) {
    const { rows } = await client.query(`SELECT to_regclass('public.${table}') IS NOT NULL AS present`);
    const present = (rows[0] as { present: boolean } | undefined)?.present;
    if (!present) {
      counts[table] = null;
      continue;
    }
    const result = await client.query(`SELECT count(*)::int AS n FROM public.${table}`);
    counts[table] = (result.rows[0] as { n: number }).n;
  }
  return counts;
}

export function submissionCount(counts: TableCounts): number {
  return (counts.admission_requests ?? 0) + (counts.contact_submissions ?? 0);
}

export function formatCounts(counts: TableCounts): string {
  return countedTables.map((table) => `  ${table}: ${counts[table] ?? 'absent'}`).join('\n');
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
