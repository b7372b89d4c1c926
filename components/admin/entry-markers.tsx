import Link from 'next/link';
import { Fragment } from 'react';
import type { InboxKind } from '@/lib/admin/inbox-kinds';
import type { InboxEntry } from '@/lib/admin/inbox-queries';

interface EntryMarkersProps {
  kind: InboxKind;
  entry: Pick<InboxEntry, 'unread' | 'duplicates'>;
}

/** Beside a reference in the inbox: « non lu » until someone opens it, « doublon possible » and the others. */
export function EntryMarkers({ kind, entry }: EntryMarkersProps) {
  return (
    <>
      {entry.unread && (
        <span
          className="ms-2 inline-block rounded-full bg-primary-700 px-2 py-0.5 font-sans text-xs font-semibold text-white"
          data-testid="unread-marker"
        >
          non lu
        </span>
      )}
      {entry.duplicates.length > 0 && <DuplicateLinks kind={kind} references={entry.duplicates} compact />}
    </>
  );
}

interface DuplicateLinksProps {
  kind: InboxKind;
  references: string[];
  /** In a table cell: on its own lines, small, wrapping between references. */
  compact?: boolean;
}

/** In a table cell, the newest references only: someone who sent twenty times keeps a short row. */
const COMPACT_REFERENCES = 2;

/** « doublon possible » with a link to each other submission from the same person. */
export function DuplicateLinks({ kind, references, compact }: DuplicateLinksProps) {
  const shown = compact ? references.slice(0, COMPACT_REFERENCES) : references;
  const more = references.length - shown.length;
  return (
    <span
      className={`${compact ? 'mt-1 block max-w-64 font-sans text-xs whitespace-normal' : ''} text-amber-900`}
      data-testid="duplicate-marker"
    >
      <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold">doublon possible</span>{' '}
      {/* A reference never breaks; the line may, after each comma. */}
      {shown.map((reference, index) => (
        <Fragment key={reference}>
          {index > 0 && ', '}
          <Link
            href={`/admin/${kind}/${encodeURIComponent(reference)}`}
            prefetch={false}
            className="font-mono whitespace-nowrap underline"
          >
            {reference}
          </Link>
        </Fragment>
      ))}
      {more > 0 && ` et ${more} ${more > 1 ? 'autres' : 'autre'}`}
    </span>
  );
}
