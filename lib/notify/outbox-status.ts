// What the mail outbox holds, for the people who watch it: the staff page of failed e-mails
// (/admin/courriels), the operators' command (scripts/mail-outbox.ts) and the metrics. Every read
// of the outbox for them goes through here, so a new kind of message shows everywhere at once.
// No `server-only` marker: the command runs it outside Next.js.
import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { withRedactedErrors } from '@/db/errors';
import { admissionRequests, contactSubmissions, mailOutbox, type MailKind } from '@/db/schema';
import type { OutboxStatus } from '@/lib/core/metrics';

/** Sends tried per message before giving up (lib/notify/outbox.ts stops there). */
export const MAX_MAIL_ATTEMPTS = 12;

export interface FailedMail {
  id: string;
  /** The submission's reference: how the office finds it. */
  reference: string;
  /** Its inbox: an application's e-mails, or the office's notice of a contact message. */
  inbox: 'admissions' | 'contact';
  kind: MailKind;
  attempts: number;
  /** The last failure's error code (never its message, which may quote an address). */
  lastError: string;
  /** Every try failed: it will not be tried again unless sent again by hand. */
  abandoned: boolean;
  /** When it is tried next (when not abandoned). */
  nextTry: Date;
  createdAt: Date;
}

/** The most messages listed at once: the oldest failures wait for the newer ones to clear. */
const LISTED = 200;

/**
 * The messages not sent whose last try failed, abandoned ones first, then newest first; only those
 * of one application when `reference` is given.
 */
export function failedMails(db: Database, reference?: string): Promise<FailedMail[]> {
  return withRedactedErrors(async () => {
    const rows = await db
      .select({
        id: mailOutbox.id,
        applicationReference: admissionRequests.reference,
        messageReference: contactSubmissions.reference,
        kind: mailOutbox.kind,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        nextTry: mailOutbox.sendAfter,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      // An application's e-mails, or the office's notice of a contact message (one of the two).
      .leftJoin(admissionRequests, eq(admissionRequests.id, mailOutbox.admissionRequestId))
      .leftJoin(contactSubmissions, eq(contactSubmissions.id, mailOutbox.contactSubmissionId))
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNotNull(mailOutbox.lastError),
          reference === undefined
            ? undefined
            : or(eq(admissionRequests.reference, reference), eq(contactSubmissions.reference, reference)),
        ),
      )
      .orderBy(desc(gte(mailOutbox.attempts, MAX_MAIL_ATTEMPTS)), desc(mailOutbox.createdAt))
      .limit(LISTED);
    return rows.map(({ applicationReference, messageReference, ...row }) => ({
      ...row,
      reference: applicationReference ?? messageReference ?? '',
      inbox: applicationReference === null ? ('contact' as const) : ('admissions' as const),
      lastError: row.lastError ?? '',
      abandoned: row.attempts >= MAX_MAIL_ATTEMPTS,
    }));
  });
}

/** How many messages wait to be sent, and how many were given up on. */
export function outboxStatus(db: Database): Promise<OutboxStatus> {
  return withRedactedErrors(async () => {
    const [row] = await db
      .select({
        waiting: sql<number>`count(*) filter (where ${lt(mailOutbox.attempts, MAX_MAIL_ATTEMPTS)})`.mapWith(
          Number,
        ),
        abandoned:
          sql<number>`count(*) filter (where ${gte(mailOutbox.attempts, MAX_MAIL_ATTEMPTS)})`.mapWith(Number),
      })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    return { waiting: row?.waiting ?? 0, abandoned: row?.abandoned ?? 0 };
  });
}

/**
 * Sends a failed message again: due now, its count of tries started afresh (so one given up on is
 * tried the full number of times again). Resolves with its submission's reference, or undefined
 * when there is no such unsent message (sent meanwhile, or never failed).
 */
export function resendMail(db: Database, id: string, now = new Date()): Promise<string | undefined> {
  return withRedactedErrors(async () => {
    const [updated] = await db
      .update(mailOutbox)
      .set({ attempts: 0, sendAfter: now, claimedUntil: null })
      .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), isNotNull(mailOutbox.lastError)))
      .returning({
        applicationId: mailOutbox.admissionRequestId,
        messageId: mailOutbox.contactSubmissionId,
      });
    if (!updated) return undefined;
    const [submission] = updated.applicationId
      ? await db
          .select({ reference: admissionRequests.reference })
          .from(admissionRequests)
          .where(eq(admissionRequests.id, updated.applicationId))
      : await db
          .select({ reference: contactSubmissions.reference })
          .from(contactSubmissions)
          .where(eq(contactSubmissions.id, updated.messageId!));
    return submission?.reference;
  });
}
