import { z } from 'zod';
import { allProgrammes } from '@/content/programmes';
import { programmeTypes, type ProgrammeType } from '@/content/types';
import { isSearchableText, normaliseSearch } from './search-text';
import { admissionStatuses, contactStatuses, type SubmissionStatus } from './statuses';
import type { InboxKind } from './inbox-kinds';

export interface InboxFilters {
  /** Part of a name or an e-mail address, in Unicode's composed form (NFC). */
  q?: string;
  status?: SubmissionStatus;
  /** Admissions only. */
  programType?: ProgrammeType;
  /** A programme slug; admissions only. */
  programme?: string;
  /** Office days 'YYYY-MM-DD', both included. */
  from?: string;
  to?: string;
  /**
   * The posts that look sent by robots (stored, never dropped), instead of the others: the default
   * inbox leaves them out.
   */
  suspected?: true;
  /**
   * « Mes dossiers »: the id of the signed-in staff member, whose assigned submissions only are
   * listed (`mine=1` in the address).
   */
  mine?: string;
  page: number;
}

/** What the office can filter on, in the order the filter form shows it. */
export const filterKeys = [
  'q',
  'status',
  'programType',
  'programme',
  'from',
  'to',
  'suspected',
  'mine',
] as const;
export type FilterKey = (typeof filterKeys)[number];

/** A filter value that cannot be applied, or a date range that ends before it starts. */
export type FilterProblem = FilterKey | 'range';

/** The filters an address asks for, or what is wrong with them: never a silently wider selection. */
export type ParsedFilters =
  { ok: true; filters: InboxFilters } | { ok: false; problems: FilterProblem[]; filters: InboxFilters };

export const MAX_SEARCH_LENGTH = 200;

/** No submission is older than the site, and a date past this is a typing slip. */
export const FIRST_FILTER_DAY = '2000-01-01';
export const LAST_FILTER_DAY = '2100-12-31';

// ISO 'YYYY-MM-DD' strings of fixed width compare as the days they name.
const day = z.iso.date().refine((value) => value >= FIRST_FILTER_DAY && value <= LAST_FILTER_DAY);

const programmeSlugs = new Set(allProgrammes().map((programme) => programme.slug));

const admissionsOnly = new Set<FilterKey>(['programType', 'programme']);

/**
 * Each filter's rule. A value outside it is reported, never dropped: dropping it would widen the
 * list, and an export, to submissions the office did not ask for.
 */
const rules: Record<Exclude<FilterKey, 'status'>, z.ZodType> = {
  q: z
    .string()
    .refine(isSearchableText)
    .transform(normaliseSearch)
    .pipe(z.string().max(MAX_SEARCH_LENGTH).optional()),
  programType: z.enum(programmeTypes),
  programme: z.string().refine((slug) => programmeSlugs.has(slug)),
  from: day,
  to: day,
  suspected: z.literal('1'),
  mine: z.literal('1'),
};

/** A status of the inbox's own list: one of the other inbox's is reported like any other value. */
const statusRules: Record<InboxKind, z.ZodType> = {
  admissions: z.enum(admissionStatuses),
  contact: z.enum(contactStatuses),
};

// The page is where the office is in the list, not what it selects: anything else is the first.
const pageRule = z.coerce.number().int().min(1).max(100_000).catch(1);

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** Every value given for a key, empty ones left out (an empty field of the form means "any"). */
function valuesOf(params: Params, key: string): string[] {
  const raw = params instanceof URLSearchParams ? params.getAll(key) : params[key];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.filter((value) => value !== '');
}

/**
 * The inbox's filters from a query string (a page's searchParams or a request's URL). `staffId`:
 * who is looking, for « Mes dossiers » (without it, as in the export command, `mine` is a problem).
 */
export function parseFilters(
  kind: InboxKind,
  params: Params,
  { staffId }: { staffId?: string } = {},
): ParsedFilters {
  const problems: FilterProblem[] = [];
  const chosen: Partial<Record<FilterKey, unknown>> = {};
  for (const key of filterKeys) {
    const values = valuesOf(params, key);
    if (values.length === 0) continue;
    const parsed = (key === 'status' ? statusRules[kind] : rules[key]).safeParse(values[0]);
    if (
      values.length > 1 ||
      !parsed.success ||
      (kind !== 'admissions' && admissionsOnly.has(key)) ||
      (key === 'mine' && !staffId)
    ) {
      problems.push(key);
    } else if (parsed.data !== undefined) chosen[key] = parsed.data;
  }
  const { suspected, mine, ...selected } = chosen as Omit<InboxFilters, 'page' | 'suspected' | 'mine'> & {
    suspected?: '1';
    mine?: '1';
  };
  const filters: InboxFilters = {
    ...selected,
    ...(suspected ? { suspected: true as const } : {}),
    ...(mine && staffId ? { mine: staffId } : {}),
    page: pageRule.parse(valuesOf(params, 'page')[0] ?? 1),
  };
  if (filters.from && filters.to && filters.from > filters.to) problems.push('range');
  return problems.length === 0 ? { ok: true, filters } : { ok: false, problems, filters };
}

/** The query string of filters (page left out unless asked), for links and the export. */
export function filtersQuery(filters: InboxFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'programType', 'programme', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.suspected) params.set('suspected', '1');
  if (filters.mine) params.set('mine', '1');
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
