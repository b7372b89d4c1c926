import Link from 'next/link';
import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { filtersQuery, type InboxFilters } from '@/lib/admin/filters';
import { statusLabels } from '@/lib/admin/labels';
import { statusCountsOf } from '@/lib/admin/inbox-insights';

interface StatusCountsProps {
  kind: InboxKind;
  filters: InboxFilters;
}

const linkClass =
  'rounded-full border border-slate-300 bg-white px-3 py-1 hover:bg-slate-100 aria-[current=page]:border-primary-700 aria-[current=page]:bg-primary-50 aria-[current=page]:font-semibold aria-[current=page]:text-primary-800';

/**
 * Each status of the inbox with how many submissions the other active filters select in it, as
 * links that filter by it (lib/admin/status-counts.ts says why the status filter itself is left out).
 */
export async function StatusCounts({ kind, filters }: StatusCountsProps) {
  const counts = await statusCountsOf(kind, filters);
  const all = counts.reduce((sum, { count }) => sum + count, 0);
  const href = (status: InboxFilters['status']) =>
    `/admin/${kind}${filtersQuery({ ...filters, status, page: 1 })}`;
  return (
    <nav aria-label="Nombre par statut" className="mt-4" data-testid="status-counts">
      <ul className="flex flex-wrap gap-2 text-sm">
        <li>
          <Link
            href={href(undefined)}
            prefetch={false}
            aria-current={filters.status ? undefined : 'page'}
            className={linkClass}
            data-status="all"
          >
            Tous : <span data-testid="status-count">{all}</span>
          </Link>
        </li>
        {counts.map(({ status, count }) => (
          <li key={status}>
            <Link
              href={href(status)}
              prefetch={false}
              aria-current={filters.status === status ? 'page' : undefined}
              className={linkClass}
              data-status={status}
            >
              {statusLabels[status]} : <span data-testid="status-count">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
