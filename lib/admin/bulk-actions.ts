// The inbox list's bulk actions: one status or one assignee for the rows the office ticked.
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { assigneeSchema, assignIn } from './assignment';
import type { InboxKind } from './inbox-kinds';
import { PAGE_SIZE } from './inbox-queries';
import { referenceOf } from './references';
import { changeStatusIn } from './status-changes';
import { statusSchemaFor, type SubmissionStatus } from './statuses';

/** What the bulk form asks for, once checked. */
export type BulkRequest =
  | { action: 'status'; references: string[]; status: SubmissionStatus }
  | { action: 'assign'; references: string[]; assignee: string | null };

export type BulkProblem = 'none' | 'status' | 'assignee' | 'action';

/** The posted form, as the route reads it (URLSearchParams) or a test builds it (FormData). */
export interface BulkForm {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

/** The references ticked: the rows, or every row of the page with « tout sélectionner ». */
function tickedReferences(kind: InboxKind, form: BulkForm): string[] | undefined {
  const raw = form.get('allOnPage') === '1' ? form.getAll('pageRef') : form.getAll('ref');
  // One page at most: a longer list did not come from the list page.
  if (raw.length > PAGE_SIZE) return undefined;
  const references = raw.map((value) => (typeof value === 'string' ? referenceOf(kind, value) : undefined));
  if (references.some((reference) => !reference)) return undefined;
  return [...new Set(references as string[])];
}

/** The bulk form's fields, or what is wrong with them (a problem, never a partial request). */
export function parseBulkForm(
  kind: InboxKind,
  form: BulkForm,
): { ok: true; request: BulkRequest } | { ok: false; problem: BulkProblem } {
  const references = tickedReferences(kind, form);
  if (!references) return { ok: false, problem: 'action' };
  if (references.length === 0) return { ok: false, problem: 'none' };
  const action = form.get('action');
  if (action === 'status') {
    const status = statusSchemaFor(kind).safeParse(form.get('status'));
    return status.success
      ? { ok: true, request: { action, references, status: status.data } }
      : { ok: false, problem: 'status' };
  }
  if (action === 'assign') {
    const assignee = assigneeSchema.safeParse(form.get('assignee'));
    return assignee.success
      ? { ok: true, request: { action, references, assignee: assignee.data } }
      : { ok: false, problem: 'assignee' };
  }
  return { ok: false, problem: 'action' };
}

/** Why a bulk action changed nothing. */
export type BulkFailure = 'missing' | 'inactive';

class BulkAbort extends Error {
  constructor(readonly failure: BulkFailure) {
    super(failure);
  }
}

/**
 * Applies the request to every row in one transaction: all rows change or none does (a reference
 * gone meanwhile, an account disabled meanwhile, a database error). Each status change is recorded
 * in the history exactly as a single one (changeStatusIn). The count is of the rows selected.
 */
export async function applyBulk(
  db: Database,
  kind: InboxKind,
  request: BulkRequest,
  staffId: string,
): Promise<{ ok: true; count: number } | { ok: false; failure: BulkFailure }> {
  return withRedactedErrors(async () => {
    try {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        if (request.action === 'assign') {
          const outcome = await assignIn(tx, kind, request.references, request.assignee);
          if (outcome !== 'assigned') throw new BulkAbort(outcome === 'inactive' ? 'inactive' : 'missing');
          return;
        }
        // In reference order, so that two bulk changes at once lock their rows in the same order.
        for (const reference of [...request.references].sort()) {
          if (!(await changeStatusIn(tx, kind, reference, request.status, staffId))) {
            throw new BulkAbort('missing');
          }
        }
      });
    } catch (error) {
      // The transaction was rolled back: nothing changed.
      if (error instanceof BulkAbort) return { ok: false as const, failure: error.failure };
      throw error;
    }
    return { ok: true as const, count: request.references.length };
  });
}
