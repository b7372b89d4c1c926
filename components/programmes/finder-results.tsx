import { clsx } from 'clsx';
import type { MotionKit } from '@/components/motion/kit';
import { Link } from '@/i18n/navigation';
import type { FinderEntry } from '@/lib/programmes/finder';

export interface FinderResultLabels {
  licence: string;
  master: string;
  accredited: string;
}

interface FinderResultsProps {
  results: readonly FinderEntry[];
  labels: FinderResultLabels;
  /** With motion loaded (the instant finder only), the items glide to their new places. */
  kit?: MotionKit | null;
}

/**
 * The finder's result list. No hooks: the server-rendered results page and the instant client
 * finder render the very same markup.
 */
export function FinderResults({ results, labels, kit }: FinderResultsProps) {
  if (results.length === 0) return null;
  const Item = kit ? kit.LayoutItem : 'li';
  const items = results.map((entry) => (
    <Item key={`${entry.type}-${entry.slug}`}>
      <Link
        href={entry.href}
        className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-primary-600 hover:shadow"
      >
        <span className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          <span className="rounded-full bg-primary-100 px-2 py-0.5 text-primary-900">
            {entry.type === 'licence' ? labels.licence : labels.master}
          </span>
          <span
            className="rounded-full px-2 py-0.5 text-white"
            style={{ backgroundColor: entry.departmentColour }}
          >
            {entry.department}
          </span>
          {entry.accredited && (
            <span className="rounded-full bg-accent-400 px-2 py-0.5 text-slate-900">{labels.accredited}</span>
          )}
        </span>
        <span className="mt-2 font-bold text-primary-900" data-testid="finder-result-title">
          {entry.title}
        </span>
        <span className="mt-1 line-clamp-2 text-sm text-slate-700">{entry.description}</span>
      </Link>
    </Item>
  ));
  return (
    // Relative: the items leaving are taken out of the flow, placed within the list.
    <ul className={clsx('mt-4 grid gap-3 md:grid-cols-2', kit && 'relative')} data-testid="finder-results">
      {kit ? <kit.LayoutItems>{items}</kit.LayoutItems> : items}
    </ul>
  );
}
