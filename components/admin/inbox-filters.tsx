import Link from 'next/link';
import { admissionOptions } from '@/content/programmes';
import { programmeTypes } from '@/content/types';
import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { filtersQuery, type InboxFilters } from '@/lib/admin/filters';
import { programmeTypeLabels } from '@/lib/admin/labels';
import { exportPath } from '@/lib/admin/paths';
import { StatusOptions } from './select-options';

interface InboxFiltersFormProps {
  kind: InboxKind;
  filters: InboxFilters;
  /** False while a filter is invalid: the export would not be the list the office sees. */
  exportable: boolean;
}

const field = 'rounded border border-slate-300 bg-white px-2 py-1.5';

/** A plain GET form: the filters live in the address (shareable, back button), no JavaScript. */
export function InboxFiltersForm({ kind, filters, exportable }: InboxFiltersFormProps) {
  return (
    <form
      method="get"
      action={`/admin/${kind}`}
      className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm"
    >
      <label className="flex flex-col gap-1 text-sm">
        <span>Nom, e-mail, référence ou téléphone</span>
        <input type="search" name="q" defaultValue={filters.q ?? ''} className={field} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>Statut</span>
        <select name="status" defaultValue={filters.status ?? ''} className={field}>
          <option value="">Tous</option>
          <StatusOptions kind={kind} />
        </select>
      </label>
      {kind === 'admissions' && (
        <>
          <label className="flex flex-col gap-1 text-sm">
            <span>Type de programme</span>
            <select name="programType" defaultValue={filters.programType ?? ''} className={field}>
              <option value="">Tous</option>
              {programmeTypes.map((type) => (
                <option key={type} value={type}>
                  {programmeTypeLabels[type]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>Programme</span>
            <select name="programme" defaultValue={filters.programme ?? ''} className={`${field} max-w-64`}>
              <option value="">Tous</option>
              {programmeTypes.map((type) => (
                <optgroup key={type} label={programmeTypeLabels[type]}>
                  {admissionOptions(type).map((programme) => (
                    <option key={programme.slug} value={programme.slug}>
                      {programme.title.fr}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        </>
      )}
      <label className="flex flex-col gap-1 text-sm">
        <span>Du</span>
        <input type="date" name="from" defaultValue={filters.from ?? ''} className={field} />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>Au</span>
        <input type="date" name="to" defaultValue={filters.to ?? ''} className={field} />
      </label>
      <label className="flex items-center gap-2 py-1.5 text-sm">
        <input type="checkbox" name="suspected" value="1" defaultChecked={filters.suspected} />
        <span>Envois suspects (robots probables)</span>
      </label>
      <label className="flex items-center gap-2 py-1.5 text-sm">
        <input type="checkbox" name="mine" value="1" defaultChecked={!!filters.mine} />
        <span>Mes dossiers</span>
      </label>
      <button
        type="submit"
        className="rounded bg-primary-700 px-4 py-1.5 font-semibold text-white hover:bg-primary-800"
      >
        Filtrer
      </button>
      <Link href={`/admin/${kind}`} prefetch={false} className="py-1.5 text-sm underline">
        Réinitialiser
      </Link>
      {exportable && (
        <a
          href={`${exportPath(kind, 'csv')}${filtersQuery(filters)}`}
          className="ms-auto rounded border border-primary-700 px-4 py-1.5 font-semibold text-primary-800 hover:bg-primary-50"
        >
          Exporter en CSV
        </a>
      )}
      {exportable && (
        <a
          href={`${exportPath(kind, 'xlsx')}${filtersQuery(filters)}`}
          className="rounded border border-primary-700 px-4 py-1.5 font-semibold text-primary-800 hover:bg-primary-50"
        >
          Exporter en Excel (.xlsx)
        </a>
      )}
    </form>
  );
}
