// Reading the staff inbox: which submissions the filters select, one page of them, one in full.
// No `server-only` marker: the export command (scripts/export.ts) runs them outside Next.js.
// Nothing here is imported by client components.
import { and, count, desc, eq, gte, isNotNull, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { foldedSql } from '@/db/search-keys';
import { admissionRequests, contactSubmissions, staffUsers, statusChanges } from '@/db/schema';
import { findDuplicates } from './duplicates';
import type { InboxKind } from './inbox-kinds';
import type { InboxFilters } from './filters';
import { deletedAccountLabel, officeDayEnd, officeDayStart } from './labels';
import { phoneSearchDigits } from './search-text';
import type { SubmissionStatus } from './statuses';

export const PAGE_SIZE = 25;

type InboxTable = typeof admissionRequests | typeof contactSubmissions;

/** The table holding one kind of submission. */
export function inboxTable(kind: InboxKind): InboxTable {
  return kind === 'admissions' ? admissionRequests : contactSubmissions;
}

/** `%` and `_` typed in the search box are searched for, not used as wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the search box finds: a name or an e-mail address, accents, case and Unicode forms ignored
 * (the folded `search_text` column against the same folding of what is typed); a reference, whole
 * or in part, any case, with the letters Crockford's alphabet never uses read as the digits they
 * look like (O as 0, I and L as 1); an application's phone number, its digits compared without
 * Chad's country code. A substring search uses no index (that would take the pg_trgm extension):
 * it reads the inbox's rows, which stay in the thousands.
 */
function searchCondition(kind: InboxKind, q: string): SQL | undefined {
  const table = inboxTable(kind);
  // Compatibility forms first (a full-width ％ is a %), so that folding makes no new wildcard.
  const pattern = containing(q.normalize('NFKC'));
  const conditions: (SQL | undefined)[] = [
    sql`${table.searchText} like ${foldedSql(sql`${pattern}::text`)}`,
    sql`${table.reference} like translate(upper(${pattern}::text), 'OIL', '011')`,
  ];
  const digits = phoneSearchDigits(q);
  if (digits && kind === 'admissions') conditions.push(like(admissionRequests.phoneKey, `%${digits}%`));
  return or(...conditions);
}

/** The condition selecting what the filters ask for; the list and the CSV export share it. */
export function filterCondition(kind: InboxKind, filters: InboxFilters): SQL | undefined {
  const table = inboxTable(kind);
  const conditions: (SQL | undefined)[] = [
    filters.suspected ? isNotNull(table.suspectedReason) : isNull(table.suspectedReason),
  ];
  if (filters.status) conditions.push(eq(table.status, filters.status));
  if (filters.mine) conditions.push(eq(table.assignedTo, filters.mine));
  if (filters.from) conditions.push(gte(table.createdAt, officeDayStart(filters.from)));
  if (filters.to) conditions.push(lt(table.createdAt, officeDayEnd(filters.to)));
  if (filters.q) conditions.push(searchCondition(kind, filters.q));
  if (kind === 'admissions') {
    if (filters.programType) conditions.push(eq(admissionRequests.programType, filters.programType));
    if (filters.programme) conditions.push(eq(admissionRequests.programSlug, filters.programme));
  }
  return and(...conditions);
}

export interface InboxEntry {
  reference: string;
  createdAt: Date;
  name: string;
  email: string;
  /** The programme (admissions) or the subject (contact). */
  about: string;
  status: SubmissionStatus;
  /** No staff member has opened its page yet. */
  unread: boolean;
  /** The references of its possible duplicates (lib/admin/duplicates.ts). */
  duplicates: string[];
  /** The staff member in charge (e-mail, or « ancien compte »), if any. */
  assignee: string | null;
}

/** A staff member as the office sees them: their e-mail, or « ancien compte » once deleted. */
const staffLabel = sql<
  string | null
>`case when ${staffUsers.deletedAt} is null then ${staffUsers.email} else ${deletedAccountLabel} end`;

export interface InboxPage {
  entries: InboxEntry[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the inbox, newest first. */
export function listInbox(db: Database, kind: InboxKind, filters: InboxFilters): Promise<InboxPage> {
  return withRedactedErrors(() => inboxPage(db, kind, filters));
}

async function inboxPage(db: Database, kind: InboxKind, filters: InboxFilters): Promise<InboxPage> {
  const where = filterCondition(kind, filters);
  const table = inboxTable(kind);
  const [totalRow] = await db.select({ total: count() }).from(table).where(where);
  const total = Number(totalRow?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const offset = (page - 1) * PAGE_SIZE;
  const rows =
    kind === 'admissions'
      ? await db
          .select({
            reference: admissionRequests.reference,
            createdAt: admissionRequests.createdAt,
            name: admissionRequests.fullName,
            email: admissionRequests.email,
            about: admissionRequests.programName,
            status: admissionRequests.status,
            openedAt: admissionRequests.openedAt,
            assignee: staffLabel,
          })
          .from(admissionRequests)
          .leftJoin(staffUsers, eq(staffUsers.id, admissionRequests.assignedTo))
          .where(where)
          .orderBy(desc(admissionRequests.createdAt), desc(admissionRequests.id))
          .limit(PAGE_SIZE)
          .offset(offset)
      : await db
          .select({
            reference: contactSubmissions.reference,
            createdAt: contactSubmissions.createdAt,
            name: contactSubmissions.name,
            email: contactSubmissions.email,
            about: contactSubmissions.subject,
            status: contactSubmissions.status,
            openedAt: contactSubmissions.openedAt,
            assignee: staffLabel,
          })
          .from(contactSubmissions)
          .leftJoin(staffUsers, eq(staffUsers.id, contactSubmissions.assignedTo))
          .where(where)
          .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
          .limit(PAGE_SIZE)
          .offset(offset);
  // One more query for the whole page, not one per row.
  const duplicates = await findDuplicates(
    db,
    kind,
    rows.map((row) => row.reference),
  );
  const entries = rows.map(({ openedAt, ...row }) => ({
    ...row,
    unread: openedAt === null,
    duplicates: duplicates.get(row.reference) ?? [],
  }));
  return { entries, total, page, pageCount };
}

export interface HistoryEntry {
  fromStatus: SubmissionStatus;
  toStatus: SubmissionStatus;
  changedAt: Date;
  /** The staff member's e-mail, or « ancien compte » once the account is deleted. */
  changedBy: string;
}

async function historyOf(db: Database, kind: InboxKind, id: string): Promise<HistoryEntry[]> {
  const column = kind === 'admissions' ? statusChanges.admissionRequestId : statusChanges.contactSubmissionId;
  return db
    .select({
      fromStatus: statusChanges.fromStatus,
      toStatus: statusChanges.toStatus,
      changedAt: statusChanges.changedAt,
      changedBy: sql<string>`${staffLabel}`,
    })
    .from(statusChanges)
    .innerJoin(staffUsers, eq(staffUsers.id, statusChanges.changedBy))
    .where(eq(column, id))
    .orderBy(desc(statusChanges.changedAt), desc(statusChanges.id));
}

export function getAdmission(db: Database, reference: string) {
  return withRedactedErrors(async () => {
    const [row] = await db.select().from(admissionRequests).where(eq(admissionRequests.reference, reference));
    return row ? { row, history: await historyOf(db, 'admissions', row.id) } : undefined;
  });
}

export function getContactMessage(db: Database, reference: string) {
  return withRedactedErrors(async () => {
    const [row] = await db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.reference, reference));
    return row ? { row, history: await historyOf(db, 'contact', row.id) } : undefined;
  });
}
