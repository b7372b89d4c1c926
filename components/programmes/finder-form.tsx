'use client';

import { useId, useRef, type FormEvent } from 'react';
import { useMotionKit } from '@/components/motion/use-motion-kit';
import type { DepartmentId } from '@/content/types';
import { filterProgrammes, hasCriteria, parseCriteria, type FinderEntry } from '@/lib/programmes/finder';
import { updateUrlSearch, useUrlSearch } from '@/lib/programmes/use-url-search';
import { FinderResults, type FinderResultLabels } from './finder-results';

export interface FinderLabels extends FinderResultLabels {
  query: string;
  queryPlaceholder: string;
  level: string;
  allLevels: string;
  department: string;
  allDepartments: string;
  accreditedOnly: string;
  submit: string;
  reset: string;
}

interface FinderFormProps {
  entries: FinderEntry[];
  departments: { id: DepartmentId; name: string }[];
  labels: FinderLabels;
  /** 'N formations correspondent…' for every possible count, index = count. */
  countLabels: string[];
  /** The server-rendered results page: the form's target when JavaScript does not run. */
  action: string;
  /** The query the server rendered (the results page); empty on the pre-rendered /programs. */
  serverSearch?: string;
  /** Show every programme when no criterion is set (the results page) instead of nothing. */
  alwaysShowResults?: boolean;
}

/**
 * The programme finder. With JavaScript it filters as the visitor types and keeps the criteria in
 * the URL; without, it is a plain GET form whose results page (/programs/search) renders the same
 * list from the same pure filter (lib/programmes/finder.ts).
 */
export function FinderForm({
  entries,
  departments,
  labels,
  countLabels,
  action,
  serverSearch = '',
  alwaysShowResults = false,
}: FinderFormProps) {
  const search = new URLSearchParams(useUrlSearch(serverSearch));
  const criteria = parseCriteria(
    search,
    departments.map((d) => d.id),
  );
  const active = hasCriteria(criteria);
  const results = active || alwaysShowResults ? filterProgrammes(entries, criteria) : [];
  const resultsRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const kit = useMotionKit(search.toString());

  const set = (key: string, value: string | null) => updateUrlSearch({ [key]: value }, 'replace');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    resultsRef.current?.focus();
  };
  const onReset = () =>
    updateUrlSearch({ q: null, level: null, department: null, accredited: null }, 'replace');

  // One height for every control, so that labels and controls line up along the row.
  const field = 'mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900';
  return (
    <div>
      <form
        role="search"
        action={action}
        method="get"
        onSubmit={onSubmit}
        // The selects take their longest option's width (never clipped); the keyword field the rest.
        className="grid gap-4 sm:grid-cols-2 sm:items-end lg:grid-cols-[minmax(12rem,1fr)_auto_auto_auto]"
      >
        <label className="sm:col-span-2 lg:col-span-1">
          <span className="text-sm font-semibold text-slate-800">{labels.query}</span>
          <input
            type="search"
            name="q"
            value={search.get('q') ?? ''}
            onChange={(event) => set('q', event.target.value)}
            placeholder={labels.queryPlaceholder}
            maxLength={100}
            autoComplete="off"
            className={field}
          />
        </label>
        <label>
          <span className="text-sm font-semibold text-slate-800">{labels.level}</span>
          <select
            name="level"
            value={criteria.level}
            onChange={(event) => set('level', event.target.value)}
            className={field}
          >
            <option value="">{labels.allLevels}</option>
            <option value="licence">{labels.licence}</option>
            <option value="master">{labels.master}</option>
          </select>
        </label>
        <label>
          <span className="text-sm font-semibold text-slate-800">{labels.department}</span>
          <select
            name="department"
            value={criteria.department}
            onChange={(event) => set('department', event.target.value)}
            className={field}
          >
            <option value="">{labels.allDepartments}</option>
            {departments.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <button
            type="submit"
            className="h-11 flex-1 rounded-lg bg-primary-700 px-5 font-semibold whitespace-nowrap text-white hover:bg-primary-800"
          >
            {labels.submit}
          </button>
          {active && (
            <a
              href={action}
              onClick={(event) => {
                event.preventDefault();
                onReset();
              }}
              className="flex h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-50"
            >
              {labels.reset}
            </a>
          )}
        </div>
        <label className="flex items-center gap-2 sm:col-span-2 lg:col-span-4">
          <input
            type="checkbox"
            name="accredited"
            value="1"
            checked={criteria.accredited}
            onChange={(event) => set('accredited', event.target.checked ? '1' : null)}
            className="h-4 w-4 accent-primary-700"
          />
          <span className="text-sm text-slate-800">{labels.accreditedOnly}</span>
        </label>
      </form>
      <div
        ref={resultsRef}
        tabIndex={-1}
        aria-labelledby={`${id}-count`}
        className="mt-6"
        // Focused by script after a search: no focus ring on a whole region.
        style={{ outline: 'none' }}
      >
        <p
          id={`${id}-count`}
          aria-live="polite"
          className="font-semibold text-slate-800"
          data-testid="finder-count"
        >
          {active || alwaysShowResults ? countLabels[results.length] : ''}
        </p>
        <FinderResults results={results} labels={labels} kit={kit} />
      </div>
    </div>
  );
}
