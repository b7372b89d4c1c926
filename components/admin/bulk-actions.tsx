import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { bulkPath } from '@/lib/admin/paths';
import { filtersQuery, type InboxFilters } from '@/lib/admin/filters';
import { assignableStaff } from '@/lib/admin/workspace-data';
import { AssigneeOptions, StatusOptions } from './select-options';

/** The id the rows' checkboxes name (`form=`): they sit in the table, outside the form. */
export const BULK_FORM_ID = 'bulk-form';

interface BulkActionsProps {
  kind: InboxKind;
  filters: InboxFilters;
  /** The references listed on this page, for « tout sélectionner » without JavaScript. */
  pageReferences: string[];
}

const field = 'rounded border border-slate-300 bg-white px-2 py-1.5';
const button =
  'rounded border border-primary-700 px-3 py-1.5 font-semibold text-primary-800 hover:bg-primary-50';

/** One status or one assignee for the rows ticked (a plain post; the list comes back after). */
export async function BulkActions({ kind, filters, pageReferences }: BulkActionsProps) {
  const staff = await assignableStaff();
  return (
    <form
      id={BULK_FORM_ID}
      method="post"
      action={bulkPath(kind)}
      aria-label="Actions sur la sélection"
      className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-3 text-sm shadow-sm"
    >
      <input type="hidden" name="back" value={filtersQuery(filters, filters.page).slice(1)} />
      {pageReferences.map((reference) => (
        <input key={reference} type="hidden" name="pageRef" value={reference} />
      ))}
      <span className="py-1.5 font-semibold">Pour les lignes cochées :</span>
      <label className="flex items-end gap-2">
        <span className="sr-only">Nouveau statut</span>
        <select name="status" aria-label="Nouveau statut" className={field} defaultValue="">
          <option value="" disabled>
            Statut…
          </option>
          <StatusOptions kind={kind} />
        </select>
      </label>
      <button type="submit" name="action" value="status" className={button}>
        Changer le statut
      </button>
      <label className="flex items-end gap-2">
        <span className="sr-only">Membre du personnel</span>
        <select name="assignee" aria-label="Membre du personnel" className={field} defaultValue="">
          <option value="" disabled>
            Membre du personnel…
          </option>
          <AssigneeOptions staff={staff} />
        </select>
      </label>
      <button type="submit" name="action" value="assign" className={button}>
        Assigner à
      </button>
    </form>
  );
}
