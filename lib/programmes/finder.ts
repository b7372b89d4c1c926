import type { DepartmentId, ProgrammeType } from '@/content/types';
import { fold } from './text';

/**
 * The programme finder of /programs, as pure functions: the instant client filter and the
 * server-rendered results page (/programs/search, the no-JavaScript path) share them, so both
 * always give the same answer.
 */

/** One programme as the finder sees it, already in the visitor's language. */
export interface FinderEntry {
  slug: string;
  type: ProgrammeType;
  code: string;
  title: string;
  description: string;
  departmentId: DepartmentId;
  department: string;
  departmentColour: string;
  accredited: boolean;
  /** Locale-free canonical path of the detail page. */
  href: string;
}

export interface FinderCriteria {
  q: string;
  level: ProgrammeType | '';
  department: DepartmentId | '';
  accredited: boolean;
}

export const emptyCriteria: FinderCriteria = { q: '', level: '', department: '', accredited: false };

const MAX_QUERY_LENGTH = 100;

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function first(source: ParamSource, key: string): string {
  if (source instanceof URLSearchParams) return source.get(key) ?? '';
  const value = source[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Reads criteria from a query string, ignoring anything invalid (an unknown department or level
 * is dropped rather than matching nothing).
 */
export function parseCriteria(source: ParamSource, departments: readonly DepartmentId[]): FinderCriteria {
  const level = first(source, 'level');
  const department = first(source, 'department');
  const accredited = first(source, 'accredited');
  return {
    q: first(source, 'q').trim().slice(0, MAX_QUERY_LENGTH),
    level: level === 'licence' || level === 'master' ? level : '',
    department: (departments as readonly string[]).includes(department) ? (department as DepartmentId) : '',
    accredited: accredited === '1' || accredited === 'true' || accredited === 'on',
  };
}

/** The query string of some criteria: only what is set, in a stable order. */
export function criteriaToParams(criteria: FinderCriteria): URLSearchParams {
  const params = new URLSearchParams();
  if (criteria.q.trim()) params.set('q', criteria.q.trim());
  if (criteria.level) params.set('level', criteria.level);
  if (criteria.department) params.set('department', criteria.department);
  if (criteria.accredited) params.set('accredited', '1');
  return params;
}

export function hasCriteria(criteria: FinderCriteria): boolean {
  return criteriaToParams(criteria).size > 0;
}

/** Every word of the query must appear in the title, department, description or code. */
export function matchesQuery(entry: FinderEntry, query: string): boolean {
  const words = fold(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([entry.title, entry.department, entry.description, entry.code].join(' '));
  return words.every((word) => haystack.includes(word));
}

export function filterProgrammes(entries: readonly FinderEntry[], criteria: FinderCriteria): FinderEntry[] {
  return entries.filter(
    (entry) =>
      (!criteria.level || entry.type === criteria.level) &&
      (!criteria.department || entry.departmentId === criteria.department) &&
      (!criteria.accredited || entry.accredited) &&
      matchesQuery(entry, criteria.q),
  );
}
