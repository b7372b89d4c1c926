import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AdminShell } from '@/components/admin/admin-shell';
import { EntryMarkers } from '@/components/admin/entry-markers';
import { BulkActions, BULK_FORM_ID } from '@/components/admin/bulk-actions';
import { BulkNotice } from '@/components/admin/bulk-notice';
import { InboxFiltersForm } from '@/components/admin/inbox-filters';
import { SelectAllOnPage } from '@/components/admin/select-all-on-page';
import { StatusBadge } from '@/components/admin/status-badge';
import { StatusCounts } from '@/components/admin/status-counts';
import { TableScroller } from '@/components/admin/table-scroller';
import { getDatabase } from '@/db';
import { requireStaff } from '@/lib/admin/auth';
import { filterMessages, filterProblemTexts } from '@/lib/admin/filter-messages';
import { inboxKinds, type InboxKind } from '@/lib/admin/inbox-kinds';
import { filtersQuery, parseFilters } from '@/lib/admin/filters';
import { listInbox, type InboxPage } from '@/lib/admin/inbox-queries';
import { formatOfficeDateTime } from '@/i18n/format';

const titles: Record<InboxKind, string> = {
  admissions: "Demandes d'admission",
  contact: 'Messages de contact',
};

interface InboxPageProps {
  params: Promise<{ kind: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: InboxPageProps): Promise<Metadata> {
  const { kind: segment } = await params;
  const kind = inboxKinds.find((candidate) => candidate === segment);
  return { title: kind ? titles[kind] : 'Introuvable' };
}

export default async function InboxPage({ params, searchParams }: InboxPageProps) {
  const staff = await requireStaff();
  const { kind: segment } = await params;
  const kind = inboxKinds.find((candidate) => candidate === segment);
  if (!kind) notFound();
  const query = await searchParams;
  const parsed = parseFilters(kind, query, { staffId: staff.id });
  const { filters } = parsed;
  // Filters that cannot be applied select nothing: dropping them would list what was not asked for.
  const { entries, total, page, pageCount }: InboxPage = parsed.ok
    ? await listInbox((await getDatabase()).db, kind, filters)
    : { entries: [], total: 0, page: 1, pageCount: 1 };
  const pageLink = (target: number) => `/admin/${kind}${filtersQuery(filters, target)}`;

  return (
    <AdminShell staff={staff} current={kind}>
      <h1 className="mb-4 text-2xl font-bold">{titles[kind]}</h1>
      <InboxFiltersForm kind={kind} filters={filters} exportable={parsed.ok} />
      {!parsed.ok && (
        <div role="alert" className="mt-4 rounded bg-red-50 p-4 text-red-900" data-testid="filter-problems">
          <p className="font-semibold">{filterMessages.title}</p>
          <ul className="mt-2 list-disc ps-6">
            {filterProblemTexts(parsed.problems).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
          <p className="mt-2">{filterMessages.nothingShown}</p>
        </div>
      )}
      {parsed.ok && <StatusCounts kind={kind} filters={filters} />}
      <BulkNotice searchParams={query} />
      <p className="mt-4 text-sm text-slate-700" data-testid="inbox-total">
        {total}{' '}
        {kind === 'admissions' ? (total > 1 ? 'demandes' : 'demande') : total > 1 ? 'messages' : 'message'}
      </p>
      {entries.length > 0 && (
        <BulkActions kind={kind} filters={filters} pageReferences={entries.map((entry) => entry.reference)} />
      )}
      {entries.length === 0 ? (
        <p className="mt-4 rounded bg-white p-6 text-center shadow-sm">Aucun résultat pour ces critères.</p>
      ) : (
        <TableScroller label={titles[kind]} className="mt-2">
          {/* Wide enough that on a phone it scrolls instead of breaking each address a letter a line. */}
          <table className="w-full min-w-[60rem] text-start text-sm">
            <thead className="border-b border-slate-200 bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  <SelectAllOnPage form={BULK_FORM_ID} />
                </th>
                <th scope="col" className="px-3 py-2">
                  Reçue le
                </th>
                <th scope="col" className="px-3 py-2">
                  Référence
                </th>
                <th scope="col" className="px-3 py-2">
                  Nom
                </th>
                <th scope="col" className="px-3 py-2">
                  E-mail
                </th>
                <th scope="col" className="px-3 py-2">
                  {kind === 'admissions' ? 'Programme' : 'Objet'}
                </th>
                <th scope="col" className="px-3 py-2">
                  Statut
                </th>
                <th scope="col" className="px-3 py-2">
                  Responsable
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.reference} className="border-b border-slate-100 last:border-0">
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      name="ref"
                      value={entry.reference}
                      form={BULK_FORM_ID}
                      aria-label={`Sélectionner ${entry.reference}`}
                      className="size-4"
                    />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatOfficeDateTime(entry.createdAt)}</td>
                  <td className="px-3 py-2 font-mono whitespace-nowrap">
                    <Link
                      href={`/admin/${kind}/${entry.reference}`}
                      prefetch={false}
                      className="text-primary-700 underline"
                    >
                      {entry.reference}
                    </Link>
                    <EntryMarkers kind={kind} entry={entry} />
                  </td>
                  <td className="px-3 py-2" dir="auto">
                    {entry.name}
                  </td>
                  <td className="px-3 py-2 break-words">{entry.email}</td>
                  <td className="px-3 py-2" dir="auto">
                    {entry.about}
                  </td>
                  <td className="px-3 py-2">
                    <StatusBadge status={entry.status} />
                  </td>
                  <td className="px-3 py-2 break-words" data-testid="row-assignee">
                    {entry.assignee ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {pageCount > 1 && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-center gap-4 text-sm">
          {page > 1 ? (
            <Link href={pageLink(page - 1)} prefetch={false} rel="prev" className="underline">
              Page précédente
            </Link>
          ) : null}
          <span>
            Page {page} sur {pageCount}
          </span>
          {page < pageCount ? (
            <Link href={pageLink(page + 1)} prefetch={false} rel="next" className="underline">
              Page suivante
            </Link>
          ) : null}
        </nav>
      )}
    </AdminShell>
  );
}
