import { z } from 'zod';
import { programmeTypes, type ProgrammeType } from '@/content/types';
import { submissionStatuses, type SubmissionStatus } from '@/db/schema';

export const inboxKinds = ['admissions', 'contact'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export interface InboxFilters {
  /** Part of a name or an e-mail address. */
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
  page: number;
}

const day = z.iso.date();
// A filter the office mistyped (or an old link) is ignored, never an error page.
const schema = z.object({
  q: z.string().trim().min(1).max(200).optional().catch(undefined),
  status: z.enum(submissionStatuses).optional().catch(undefined),
  programType: z.enum(programmeTypes).optional().catch(undefined),
  programme: z
    .string()
    .regex(/^[a-z0-9-]{1,100}$/)
    .optional()
    .catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  suspected: z.literal('1').optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** The inbox's filters from a query string (a page's searchParams or a request's URL). */
export function parseFilters(params: Params): InboxFilters {
  const get = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    const first = Array.isArray(value) ? value[0] : value;
    return first === '' || first === null ? undefined : first;
  };
  const { suspected, ...filters } = schema.parse({
    suspected: get('suspected'),
    q: get('q'),
    status: get('status'),
    programType: get('programType'),
    programme: get('programme'),
    from: get('from'),
    to: get('to'),
    page: get('page') ?? 1,
  });
  return suspected ? { ...filters, suspected: true } : filters;
}

/** The query string of filters (page left out unless asked), for links and the export. */
export function filtersQuery(filters: InboxFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'programType', 'programme', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.suspected) params.set('suspected', '1');
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
