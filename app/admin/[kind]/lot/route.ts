import { z } from 'zod';
import { getDatabase } from '@/db';
import { seeOther } from '@/lib/admin/auth';
import { applyBulk, parseBulkForm } from '@/lib/admin/bulk-actions';
import { filtersQuery, parseFilters } from '@/lib/admin/filters';
import type { InboxKind } from '@/lib/admin/inbox-kinds';
import { inboxPath } from '@/lib/admin/paths';
import type { SignedIn } from '@/lib/admin/staff-sessions';
import { staffPost } from '@/lib/admin/staff-post';
import { inboxSegments } from '@/lib/admin/submission-post';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * Back to the list with its filters, read back through the parser (the redirect only ever goes
 * to the list), and a line saying what was done.
 */
function backToList(inbox: InboxKind, form: URLSearchParams, who: SignedIn, outcome: Record<string, string>) {
  const { filters } = parseFilters(inbox, new URLSearchParams(form.get('back') ?? ''), {
    staffId: who.staff.id,
  });
  const query = new URLSearchParams(filtersQuery(filters, filters.page).slice(1));
  for (const [key, value] of Object.entries(outcome)) query.set(key, value);
  return seeOther(`${inboxPath(inbox)}?${query}`);
}

/**
 * The inbox list's bulk form: one status, or one assignee, for the rows ticked; then back to the
 * list with its filters and a line saying what was done (or that nothing was, and why).
 */
export const POST = staffPost({
  segments: inboxSegments,
  fields: ({ segments: { inbox }, form }) =>
    z.unknown().transform((_, context) => {
      const parsed = parseBulkForm(inbox, form);
      if (parsed.ok) return parsed.request;
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  invalid: ({ segments: { inbox }, form, who }, issues) =>
    backToList(inbox, form, who, { bulk: issues[0]?.message ?? 'action' }),
  async handle({ segments: { inbox }, form, who, data: request }) {
    const { db } = await getDatabase();
    const result = await applyBulk(db, inbox, request, who.staff.id);
    if (!result.ok) {
      logEvent(
        'submissions_bulk_failed',
        { kind: inbox, failure: result.failure, staff: who.staff.id },
        'warn',
      );
      return backToList(inbox, form, who, { bulk: result.failure });
    }
    logEvent('submissions_bulk_changed', {
      kind: inbox,
      action: request.action,
      count: result.count,
      staff: who.staff.id,
    });
    return backToList(inbox, form, who, { bulk: request.action, count: String(result.count) });
  },
});
