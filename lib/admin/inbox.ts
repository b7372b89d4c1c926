// The staff area's queries. No `server-only` marker: the export command (scripts/export.ts) runs
// them outside Next.js. Nothing here is imported by client components.
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  admissionRequests,
  contactSubmissions,
  staffUsers,
  statusChanges,
  type AdmissionRequest,
  type ContactSubmission,
  type SubmissionStatus,
} from '@/db/schema';
import { toCsv } from './csv';
import type { InboxFilters, InboxKind } from './filters';
import { isoOfficeDateTime, officeDayEnd, officeDayStart, programmeTypeLabel, statusLabels } from './labels';

export const PAGE_SIZE = 25;

type Table = typeof admissionRequests | typeof contactSubmissions;

function tableOf(kind: InboxKind): Table {
  return kind === 'admissions' ? admissionRequests : contactSubmissions;
}

/** `%` and `_` typed in the search box are searched for, not used as wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(kind: InboxKind, filters: InboxFilters): SQL | undefined {
  const table = tableOf(kind);
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(table.status, filters.status));
  if (filters.from) conditions.push(gte(table.createdAt, officeDayStart(filters.from)));
  if (filters.to) conditions.push(lt(table.createdAt, officeDayEnd(filters.to)));
  if (filters.q) {
    const pattern = containing(filters.q);
    const name = kind === 'admissions' ? admissionRequests.fullName : contactSubmissions.name;
    conditions.push(or(ilike(name, pattern), ilike(table.email, pattern)));
  }
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
}

export interface InboxPage {
  entries: InboxEntry[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the inbox, newest first. */
export async function listInbox(db: Database, kind: InboxKind, filters: InboxFilters): Promise<InboxPage> {
  const where = whereOf(kind, filters);
  const table = tableOf(kind);
  const [totalRow] = await db.select({ total: count() }).from(table).where(where);
  const total = Number(totalRow?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  const offset = (page - 1) * PAGE_SIZE;
  const entries =
    kind === 'admissions'
      ? await db
          .select({
            reference: admissionRequests.reference,
            createdAt: admissionRequests.createdAt,
            name: admissionRequests.fullName,
            email: admissionRequests.email,
            about: admissionRequests.programName,
            status: admissionRequests.status,
          })
          .from(admissionRequests)
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
          })
          .from(contactSubmissions)
          .where(where)
          .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
          .limit(PAGE_SIZE)
          .offset(offset);
  return { entries, total, page, pageCount };
}

export const admissionCsvHeader = [
  'Référence',
  'Date',
  'Statut',
  'Nom complet',
  'E-mail',
  'Téléphone',
  'Diplôme',
  'Type de programme',
  'Programme',
  'Lettre de motivation',
  'Langue',
] as const;

export const contactCsvHeader = [
  'Référence',
  'Date',
  'Statut',
  'Nom',
  'E-mail',
  'Objet',
  'Message',
  'Langue',
] as const;

/** The cells of one exported application, in `admissionCsvHeader`'s order. */
export function admissionCsvRow(row: AdmissionRequest): string[] {
  return [
    row.reference,
    isoOfficeDateTime(row.createdAt),
    statusLabels[row.status],
    row.fullName,
    row.email,
    row.phone,
    row.diploma,
    programmeTypeLabel(row.programType),
    row.programName,
    row.motivationLetter,
    row.locale,
  ];
}

/** The cells of one exported contact message, in `contactCsvHeader`'s order. */
export function contactCsvRow(row: ContactSubmission): string[] {
  return [
    row.reference,
    isoOfficeDateTime(row.createdAt),
    statusLabels[row.status],
    row.name,
    row.email,
    row.subject,
    row.message,
    row.locale,
  ];
}

/** Every submission the filters select (all pages), newest first, as a CSV file. */
export async function exportCsv(
  db: Database,
  kind: InboxKind,
  filters: InboxFilters,
): Promise<{ csv: string; rows: number }> {
  const where = whereOf(kind, filters);
  if (kind === 'admissions') {
    const rows = await db
      .select()
      .from(admissionRequests)
      .where(where)
      .orderBy(desc(admissionRequests.createdAt), desc(admissionRequests.id));
    return { csv: toCsv(admissionCsvHeader, rows.map(admissionCsvRow)), rows: rows.length };
  }
  const rows = await db
    .select()
    .from(contactSubmissions)
    .where(where)
    .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
  return { csv: toCsv(contactCsvHeader, rows.map(contactCsvRow)), rows: rows.length };
}

export interface HistoryEntry {
  fromStatus: SubmissionStatus;
  toStatus: SubmissionStatus;
  changedAt: Date;
  /** The staff member's e-mail. */
  changedBy: string;
}

async function historyOf(db: Database, kind: InboxKind, id: string): Promise<HistoryEntry[]> {
  const column = kind === 'admissions' ? statusChanges.admissionRequestId : statusChanges.contactSubmissionId;
  return db
    .select({
      fromStatus: statusChanges.fromStatus,
      toStatus: statusChanges.toStatus,
      changedAt: statusChanges.changedAt,
      changedBy: staffUsers.email,
    })
    .from(statusChanges)
    .innerJoin(staffUsers, eq(staffUsers.id, statusChanges.changedBy))
    .where(eq(column, id))
    .orderBy(desc(statusChanges.changedAt), desc(statusChanges.id));
}

export async function getAdmission(db: Database, reference: string) {
  const [row] = await db.select().from(admissionRequests).where(eq(admissionRequests.reference, reference));
  return row ? { row, history: await historyOf(db, 'admissions', row.id) } : undefined;
}

export async function getContactMessage(db: Database, reference: string) {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.reference, reference));
  return row ? { row, history: await historyOf(db, 'contact', row.id) } : undefined;
}

/**
 * Sets a submission's status and records who did it, in one transaction (the row is locked, so
 * two staff members changing it at once both leave a correct history). Resolves false when the
 * reference is unknown; a change to the current status records nothing.
 */
export async function changeStatus(
  db: Database,
  kind: InboxKind,
  reference: string,
  status: SubmissionStatus,
  staffId: string,
): Promise<boolean> {
  const table = tableOf(kind);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: table.id, status: table.status })
      .from(table)
      .where(eq(table.reference, reference))
      .for('update');
    if (!current) return false;
    if (current.status === status) return true;
    await tx.update(table).set({ status }).where(eq(table.id, current.id));
    await tx.insert(statusChanges).values({
      ...(kind === 'admissions' ? { admissionRequestId: current.id } : { contactSubmissionId: current.id }),
      fromStatus: current.status,
      toStatus: status,
      changedBy: staffId,
    });
    return true;
  });
}
