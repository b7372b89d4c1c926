import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDatabase } from '@/db';
import type { Database } from '@/db/client';
import { describeError } from '@/db/errors';
import type { QueuedMail } from '@/db/submissions';
import {
  admissionRequests,
  applicationDocuments,
  contactSubmissions,
  mailOutbox,
  type AdmissionStatus,
  type MailKind,
} from '@/db/schema';
import { isLocale } from '@/i18n/locales';
import { env } from '@/lib/core/env';
import { logEvent } from '@/lib/core/log';
import { metrics } from '@/lib/core/metrics';
import { applicantMessage } from './applicant-mail';
import { MAX_MAIL_ATTEMPTS } from './outbox-status';
import { mailFrom, mayGoLater, notificationMessage, officeRecipients, transport } from './submissions';

/** How long the confirmation waits for the browser to say the documents are uploaded. */
export const CONFIRMATION_DELAY_MS = 10 * 60 * 1000;

// Sends tried per message before giving up (the waits double from a minute: about 2 days).
export { MAX_MAIL_ATTEMPTS };

/** How long a server instance holds the messages it is sending before another may take them. */
const CLAIM_MS = 5 * 60 * 1000;

/** The wait before the next try of a message that failed `attempts` times: 1, 2, 4… minutes, at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/** Whether e-mails to applicants can be sent at all (a mail server is configured). */
export function applicantMailEnabled(): boolean {
  return Boolean(env.SMTP_URL);
}

/** The confirmation's unique key: one per application, ever. */
const confirmationKey = (applicationId: string) => `confirmation:${applicationId}`;

/**
 * The outbox row of a new application's confirmation, to go 10 minutes from now unless the browser
 * releases it sooner (once its documents are uploaded). Inserted with the application, in the same
 * statement (db/submissions.ts), when applicant mail is enabled and the post is a person's.
 */
export function confirmationMail(applicationId: string, now = new Date()): QueuedMail {
  return {
    kind: 'confirmation',
    dedupeKey: confirmationKey(applicationId),
    sendAfter: new Date(now.getTime() + CONFIRMATION_DELAY_MS),
  };
}

/** Lets an application's confirmation go now (a second call, or after it went, changes nothing). */
export async function releaseConfirmation(
  db: Database,
  applicationId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sendAfter: now })
    .where(
      and(
        eq(mailOutbox.dedupeKey, confirmationKey(applicationId)),
        isNull(mailOutbox.sentAt),
        eq(mailOutbox.attempts, 0),
        gt(mailOutbox.sendAfter, now),
      ),
    );
}

/** Queues the news of a status change (`changeId`: the status_changes row; one message per change). */
export async function queueStatusMail(
  db: Database,
  applicationId: string,
  status: AdmissionStatus,
  changeId: string,
): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ admissionRequestId: applicationId, kind: 'status', status, dedupeKey: `status:${changeId}` })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

interface Claimed {
  id: string;
  kind: MailKind;
  /** The application the message is about, or null for a contact message's notification. */
  applicationId: string | null;
  contactId: string | null;
  status: AdmissionStatus | null;
  attempts: number;
}

/** Takes up to `limit` messages due at `now` that no other instance holds, for CLAIM_MS. */
async function claimDue(db: Database, now: Date, limit: number): Promise<Claimed[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  const result = await db.execute(sql`
    UPDATE ${mailOutbox} SET claimed_until = ${until.toISOString()}
    WHERE id IN (
      SELECT id FROM ${mailOutbox}
      WHERE sent_at IS NULL AND send_after <= ${now.toISOString()} AND attempts < ${MAX_MAIL_ATTEMPTS}
        AND (claimed_until IS NULL OR claimed_until <= ${now.toISOString()})
      ORDER BY send_after LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, admission_request_id, contact_submission_id, status, attempts`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: row.id as string,
    kind: row.kind as Claimed['kind'],
    applicationId: (row.admission_request_id as string | null) ?? null,
    contactId: (row.contact_submission_id as string | null) ?? null,
    status: (row.status as AdmissionStatus | null) ?? null,
    attempts: Number(row.attempts),
  }));
}

interface Outgoing {
  to: string | string[];
  reference: string;
  subject: string;
  text: string;
}

/** The office's notification of a new submission: its reference, programme and a link, no more. */
async function officeMessageFor(db: Database, mail: Claimed): Promise<Outgoing | undefined> {
  if (mail.contactId) {
    const [message] = await db
      .select({ reference: contactSubmissions.reference })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.id, mail.contactId))
      .limit(1);
    if (!message) return undefined;
    return {
      to: officeRecipients('contact'),
      reference: message.reference,
      ...notificationMessage('contact', message.reference, {}),
    };
  }
  const [application] = await db
    .select({
      reference: admissionRequests.reference,
      programType: admissionRequests.programType,
      program: admissionRequests.programSlug,
    })
    .from(admissionRequests)
    .where(eq(admissionRequests.id, mail.applicationId ?? ''))
    .limit(1);
  if (!application) return undefined;
  return {
    to: officeRecipients('admission'),
    reference: application.reference,
    ...notificationMessage('admission', application.reference, application),
  };
}

async function messageFor(db: Database, mail: Claimed): Promise<Outgoing | undefined> {
  if (mail.kind === 'office') return officeMessageFor(db, mail);
  if (!mail.applicationId) return undefined;
  const [application] = await db
    .select()
    .from(admissionRequests)
    .where(eq(admissionRequests.id, mail.applicationId))
    .limit(1);
  if (!application) return undefined;
  const documents = await db
    .selectDistinct({ kind: applicationDocuments.kind })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.admissionRequestId, application.id));
  const message = applicantMessage({
    kind: mail.kind,
    locale: isLocale(application.locale) ? application.locale : 'fr',
    reference: application.reference,
    fullName: application.fullName,
    programType: application.programType,
    programSlug: application.programSlug,
    programName: application.programName,
    documentKinds: documents.map((document) => document.kind),
    status: mail.status,
  });
  return { to: application.email, reference: application.reference, ...message };
}

/**
 * Sends the messages due at `now`, each on its own: one that fails waits longer each time
 * (retryDelayMs) and is tried again by a later pass, up to MAX_MAIL_ATTEMPTS. Logs carry the
 * reference and an error code, never an address. Resolves with how many were sent.
 */
export async function drainOutbox(
  db: Database,
  { smtpUrl = env.SMTP_URL, now = new Date() }: { smtpUrl?: string; now?: Date } = {},
): Promise<number> {
  if (!smtpUrl) return 0;
  let sent = 0;
  for (const mail of await claimDue(db, now, 20)) {
    try {
      const message = await messageFor(db, mail);
      if (message) {
        await transport(smtpUrl).sendMail({
          from: mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        logEvent(mail.kind === 'office' ? 'notification_sent' : 'applicant_mail_sent', {
          kind: mail.kind,
          reference: message.reference,
          attempts: mail.attempts + 1,
        });
        sent++;
      }
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), claimedUntil: null, attempts: mail.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
    } catch (error) {
      metrics().mailFailures.inc({ kind: mail.kind });
      // A refusal of the office's notification (an unknown mailbox) would only be refused again.
      const attempts = mail.kind === 'office' && !mayGoLater(error) ? MAX_MAIL_ATTEMPTS : mail.attempts + 1;
      const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
      const lastError = [code, responseCode].filter((part) => part !== undefined).join(' ') || 'failed';
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError,
          claimedUntil: null,
          sendAfter: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(eq(mailOutbox.id, mail.id))
        .catch(() => undefined);
      logEvent(
        mail.kind === 'office'
          ? attempts >= MAX_MAIL_ATTEMPTS
            ? 'notification_abandoned'
            : 'notification_failed'
          : attempts >= MAX_MAIL_ATTEMPTS
            ? 'applicant_mail_abandoned'
            : 'applicant_mail_failed',
        {
          kind: mail.kind,
          id: mail.id,
          attempts: mail.attempts + 1,
          error: lastError,
          retryInS: attempts >= MAX_MAIL_ATTEMPTS ? undefined : retryDelayMs(attempts) / 1000,
        },
        'error',
      );
    }
  }
  return sent;
}

let running: Promise<void> | undefined;
let again = false;
let timer: ReturnType<typeof setInterval> | undefined;
let stopped = false;

/** Sends what is due now, in the background; a call while a pass runs starts another after it. */
export function kickOutbox(): void {
  if (stopped || !applicantMailEnabled()) return;
  if (running) {
    again = true;
    return;
  }
  running = (async () => {
    do {
      again = false;
      try {
        await drainOutbox((await getDatabase()).db);
      } catch (error) {
        logEvent('applicant_mail_pass_failed', describeError(error), 'error');
      }
    } while (again && !stopped);
  })().finally(() => {
    running = undefined;
  });
}

/** How often the server looks for messages come due (the delayed confirmations, the retries). */
const PASS_INTERVAL_MS = 30_000;

/** Started once per server process (instrumentation.ts) when a mail server is configured. */
export function startOutbox(): void {
  if (!applicantMailEnabled()) return;
  stopped = false;
  timer ??= setInterval(kickOutbox, PASS_INTERVAL_MS).unref();
  kickOutbox();
}

/**
 * This process sends nothing more: no pass starts, and the one under way (if any) finishes what it
 * claimed, then stops. Resolves once it has: every message it claimed is then sent, or released
 * with its failure recorded, and nothing of this process touches the outbox afterwards.
 */
export async function stopOutbox(): Promise<void> {
  stopped = true;
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
