import { getDatabase } from '@/db';
import { LOGIN_PATH, requestStaff, sameOrigin, seeOther } from '@/lib/admin/auth';
import { applyBulk, parseBulkForm } from '@/lib/admin/bulk-actions';
import { inboxKinds } from '@/lib/admin/inbox-kinds';
import { filtersQuery, parseFilters } from '@/lib/admin/filters';
import { logEvent } from '@/lib/core/log';

export const dynamic = 'force-dynamic';

/**
 * The inbox list's bulk form: one status, or one assignee, for the rows ticked; then back to the
 * list with its filters and a line saying what was done (or that nothing was, and why).
 */
export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  // The same checks as the status form: same-site post, signed-in staff.
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  const staff = await requestStaff(request);
  if (!staff) return seeOther(LOGIN_PATH);
  const inbox = inboxKinds.find((candidate) => candidate === kind);
  if (!inbox) return new Response('Not Found', { status: 404 });
  const form = await request.formData().catch(() => undefined);
  if (!form) return new Response('Bad Request', { status: 400 });
  // The list's filters, read back through the parser: the redirect only ever goes to the list.
  const back = new URLSearchParams(typeof form.get('back') === 'string' ? (form.get('back') as string) : '');
  const { filters } = parseFilters(inbox, back, { staffId: staff.id });
  const list = (outcome: Record<string, string>) => {
    const query = new URLSearchParams(filtersQuery(filters, filters.page).slice(1));
    for (const [key, value] of Object.entries(outcome)) query.set(key, value);
    return seeOther(`/admin/${inbox}?${query}`);
  };
  const parsed = parseBulkForm(inbox, form);
  if (!parsed.ok) return list({ bulk: parsed.problem });
  const { db } = await getDatabase();
  const result = await applyBulk(db, inbox, parsed.request, staff.id);
  if (!result.ok) {
    logEvent('submissions_bulk_failed', { kind: inbox, failure: result.failure, staff: staff.id }, 'warn');
    return list({ bulk: result.failure });
  }
  logEvent('submissions_bulk_changed', {
    kind: inbox,
    action: parsed.request.action,
    count: result.count,
    staff: staff.id,
  });
  return list({ bulk: parsed.request.action, count: String(result.count) });
}
