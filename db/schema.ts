import { sql } from 'drizzle-orm';
import { locales } from '../i18n/locale-routing.mjs';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { columnSql, foldedSql, phoneKeySql } from './search-keys';

/**
 * Where the office is with a submission; every change is kept in `status_changes`. Each inbox has
 * its own steps: an application is decided on, a contact message is answered.
 */
export const admissionStatuses = [
  'new',
  'incomplete',
  'in_review',
  'accepted',
  'refused',
  'waitlisted',
] as const;
export type AdmissionStatus = (typeof admissionStatuses)[number];
export const contactStatuses = ['new', 'in_progress', 'answered', 'archived'] as const;
export type ContactStatus = (typeof contactStatuses)[number];
/** Every status of either inbox, each once. */
export const submissionStatuses = [...new Set([...admissionStatuses, ...contactStatuses])] as readonly (
  AdmissionStatus | ContactStatus
)[];
export type SubmissionStatus = AdmissionStatus | ContactStatus;

const statusCheck = (column: AnyPgColumn, statuses: readonly string[]) =>
  sql`${column} in (${sql.raw(statuses.map((status) => `'${status}'`).join(', '))})`;

/** Why a submission looks sent by a robot (judged in lib/forms/handler.ts). */
export const suspicionReasons = ['honeypot', 'too_fast', 'no_token', 'token_reused', 'global_cap'] as const;
export type SuspicionReason = (typeof suspicionReasons)[number];

/**
 * A submission that looks sent by a robot is still stored, never dropped: a person on a slow phone
 * can look like one. It is flagged instead, kept out of the default inbox and of notifications.
 * The hash of the body sent binds an idempotency key to what was sent under it; the id of the form
 * token it came with (lib/security/form-token.ts) lets a token serve one submission only.
 */
const suspicionColumns = {
  suspectedReason: text('suspected_reason').$type<SuspicionReason>(),
  bodyHash: text('body_hash'),
  formTokenId: text('form_token_id'),
};

/**
 * Whether the office has looked at a submission: set the first time a staff member opens its page
 * (lib/admin/opened.ts). Until then the inbox marks it « non lu ».
 */
const openedColumns = {
  openedAt: timestamp('opened_at', { withTimezone: true }),
  openedBy: uuid('opened_by').references((): AnyPgColumn => staffUsers.id, { onDelete: 'set null' }),
};

/**
 * What the staff search and the duplicate check compare (db/search-keys.ts), kept by PostgreSQL
 * itself. `searchText` holds the folded name and e-mail on two lines: what is typed in the search
 * box has no line break, so a match never spans both.
 */
const searchTextOf = (nameColumn: string) =>
  generatedText('search_text', foldedSql(sql`${columnSql(nameColumn)} || chr(10) || ${columnSql('email')}`));
const emailKey = () => generatedText('email_key', sql`lower(${columnSql('email')})`);

function generatedText(name: string, expression: ReturnType<typeof sql>) {
  return text(name)
    .notNull()
    .generatedAlwaysAs(() => expression);
}

/**
 * The staff member in charge of a submission, if any (« Mes dossiers »). Staff rows are never
 * removed (a deleted account keeps its row), so the reference needs no ON DELETE rule.
 */
const assignmentColumns = {
  assignedTo: uuid('assigned_to').references((): AnyPgColumn => staffUsers.id),
};

/**
 * One row per application sent from /admissions. Every field the visitor typed is kept, the
 * previous diploma included, with the programme's slug and its name at the time.
 */
export const admissionRequests = pgTable(
  'admission_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public reference given to the applicant, e.g. ADM-2026-7K3Q9X (db/references.ts). */
    reference: text('reference').notNull().unique(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    diploma: text('diploma').notNull(),
    programType: text('program_type').notNull(),
    programSlug: text('program_slug').notNull(),
    programName: text('program_name').notNull(),
    motivationLetter: text('motivation_letter').notNull(),
    /** Language the visitor used, so the office answers in it. */
    locale: text('locale').notNull().default('fr'),
    /**
     * Key the form generates once per submission: a retried or double-clicked send finds the row
     * already stored under it and gets the same reference back instead of a second row.
     */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<AdmissionStatus>().notNull().default('new'),
    ...suspicionColumns,
    ...openedColumns,
    searchText: searchTextOf('full_name'),
    emailKey: emailKey(),
    phoneKey: generatedText('phone_key', phoneKeySql('"phone"')),
    ...assignmentColumns,
    /**
     * Why no confirmation e-mail was queued for this application although mail is on: its address
     * had received as many as allowed (lib/notify/confirmation-limits.ts). Shown to the office.
     */
    confirmationWithheld: text('confirmation_withheld').$type<ConfirmationWithheld>(),
  },
  (table) => [
    // content/types.ts `programmeTypes`, written out: db/ imports nothing from content/ (and a
    // change needs a migration anyway). The database integration test stores each of them.
    check('admission_requests_program_type_check', sql`${table.programType} in ('licence', 'master')`),
    check('admission_requests_status_check', statusCheck(table.status, admissionStatuses)),
    index('admission_requests_created_at_idx').on(table.createdAt),
    index('admission_requests_form_token_id_idx').on(table.formTokenId),
    // The duplicate check: same programme, same e-mail or same phone.
    index('admission_requests_programme_email_idx').on(table.programSlug, table.emailKey),
    index('admission_requests_programme_phone_idx').on(table.programSlug, table.phoneKey),
    index('admission_requests_unread_idx')
      .on(table.createdAt)
      .where(sql`${table.openedAt} is null`),
  ],
);

/** One row per message sent from /contact. */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull().default('fr'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<ContactStatus>().notNull().default('new'),
    ...suspicionColumns,
    ...openedColumns,
    searchText: searchTextOf('name'),
    emailKey: emailKey(),
    ...assignmentColumns,
  },
  (table) => [
    index('contact_submissions_email_idx').on(table.emailKey),
    index('contact_submissions_unread_idx')
      .on(table.createdAt)
      .where(sql`${table.openedAt} is null`),
    index('contact_submissions_created_at_idx').on(table.createdAt),
    index('contact_submissions_form_token_id_idx').on(table.formTokenId),
    check('contact_submissions_status_check', statusCheck(table.status, contactStatuses)),
  ],
);

/**
 * The rate limiter's memory (lib/security/rate-limit.ts), in the database so every server instance
 * sees the same attempts. One row per limited key: `key` is a hash (of a client address, a login
 * name…), never the raw value; `attempts` lists the allowed attempts still inside the window, oldest
 * first, as [epoch ms, how many] (one each, unless a huge limit made the limiter merge neighbours).
 * A row is useless once `expiresAt` (its newest attempt plus the window) has passed, and is deleted
 * as new keys arrive. The growing delays of the staff login (lib/security/failure-delay.ts) keep
 * one group per key: [its latest attempt, its failures since it was last forgotten].
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    attempts: jsonb('attempts').$type<[at: number, count: number][]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key] }),
    index('rate_limits_bucket_expires_at_idx').on(table.bucket, table.expiresAt),
  ],
);

/**
 * Secrets the server generates for itself the first time one is needed (db/secrets.ts), one row per
 * name, so that every instance on this database signs and checks with the same key. `value` is
 * base64url; the table must be protected like the rest of the database.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Admissions office staff, created with `npm run admin:create-user`. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-case: the login compares lower-case. */
  email: text('email').notNull().unique(),
  /** Argon2id, PHC string format (lib/admin/password.ts). */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** Set by `npm run admin:users -- disable`: the account cannot sign in until enabled again. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /**
   * Set by `npm run admin:users -- delete`. The row stays, so that the history naming it (status
   * changes) keeps pointing somewhere; its e-mail is replaced by an address-free placeholder and its
   * password hash by one no password matches. The staff area shows it as « ancien compte ».
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /**
   * The « éditeur » role, given and taken by `npm run admin:users -- grant-editor | revoke-editor`:
   * only such an account reaches the site's editing screen (/keystatic) and its API.
   */
  editor: boolean('editor').notNull().default(false),
});

/** Staff sessions. `id` is the SHA-256 of the cookie's token: a leaked table opens no session. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Last request made with the session: left idle too long, it ends (lib/admin/staff.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** A short label parsed from the login's User-Agent (« Chrome sur Android »); never the header. */
    device: text('device'),
    /** The account's sign-in before this one, shown as « Dernière connexion »; null on a first one. */
    previousLoginAt: timestamp('previous_login_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_expires_at_idx').on(table.expiresAt)],
);

/** Who changed a submission's status, from what, to what and when: one row per change. */
export const statusChanges = pgTable(
  'status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    admissionRequestId: uuid('admission_request_id').references(() => admissionRequests.id, {
      onDelete: 'cascade',
    }),
    contactSubmissionId: uuid('contact_submission_id').references(() => contactSubmissions.id, {
      onDelete: 'cascade',
    }),
    fromStatus: text('from_status').$type<SubmissionStatus>().notNull(),
    toStatus: text('to_status').$type<SubmissionStatus>().notNull(),
    changedBy: uuid('changed_by')
      .notNull()
      .references(() => staffUsers.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'status_changes_one_submission_check',
      sql`(${table.admissionRequestId} is null) <> (${table.contactSubmissionId} is null)`,
    ),
    // Each change names the statuses of its own inbox.
    check(
      'status_changes_to_status_check',
      sql`case when ${table.admissionRequestId} is not null
        then ${statusCheck(table.fromStatus, admissionStatuses)} and ${statusCheck(table.toStatus, admissionStatuses)}
        else ${statusCheck(table.fromStatus, contactStatuses)} and ${statusCheck(table.toStatus, contactStatuses)} end`,
    ),
    index('status_changes_admission_request_idx').on(table.admissionRequestId),
    index('status_changes_contact_submission_idx').on(table.contactSubmissionId),
  ],
);

/**
 * The office's internal notes on a submission, never shown to the applicant (not on the tracking
 * page, not in e-mails, not in exports). Deleted with their submission, so the retention purge
 * takes them too.
 */
export const submissionNotes = pgTable(
  'submission_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    admissionRequestId: uuid('admission_request_id').references(() => admissionRequests.id, {
      onDelete: 'cascade',
    }),
    contactSubmissionId: uuid('contact_submission_id').references(() => contactSubmissions.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => staffUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'submission_notes_one_submission_check',
      sql`(${table.admissionRequestId} is null) <> (${table.contactSubmissionId} is null)`,
    ),
    index('submission_notes_admission_request_idx').on(table.admissionRequestId),
    index('submission_notes_contact_submission_idx').on(table.contactSubmissionId),
  ],
);

/** The documents an application may carry: the ones the admissions page asks for. */
export const documentKinds = ['transcripts', 'diploma', 'identity'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** Raw bytes: PostgreSQL's `bytea`, a Buffer in Node (both drivers hand back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A file an applicant attached (lib/documents/). Kept in the database, not on a disk beside the
 * server: every instance sees it and `npm run db:backup` saves it with the application. Deleted
 * with its application. The idempotency key the browser sends with each file makes a retried upload
 * find the row already stored instead of adding a second one.
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    admissionRequestId: uuid('admission_request_id')
      .notNull()
      .references(() => admissionRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** The name the applicant's file had, as sent (shown to staff, never used as a path). */
    fileName: text('file_name').notNull(),
    /** The type read from the file's first bytes, not the one the browser declared. */
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'application_documents_kind_check',
      sql`${table.kind} in (${sql.raw(documentKinds.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    uniqueIndex('application_documents_request_key_idx').on(table.admissionRequestId, table.idempotencyKey),
  ],
);

/**
 * A document on its way (the resumable upload protocol, lib/documents/upload-store.ts): what the
 * browser announced and how many bytes the server holds so far. Its bytes wait in
 * `document_upload_chunks` and become one `application_documents` row, in one transaction, only
 * once they are all there: staff never see part of a file. `documentId` is set then, so a browser
 * asking again after a lost answer learns which document it became. Every row, finished or not, is
 * deleted once `expiresAt` has passed (lib/documents/upload-sweep.ts).
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    id: text('id').primaryKey(),
    admissionRequestId: uuid('admission_request_id')
      .notNull()
      .references(() => admissionRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    size: integer('size').notNull(),
    /** Bytes held: the sum of the chunks' lengths. */
    offset: integer('offset').notNull().default(0),
    documentId: uuid('document_id').references(() => applicationDocuments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('document_uploads_expires_at_idx').on(table.expiresAt)],
);

/** The bytes of an unfinished upload, each piece at its place in the file. */
export const documentUploadChunks = pgTable(
  'document_upload_chunks',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => documentUploads.id, { onDelete: 'cascade' }),
    offset: integer('offset').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.offset] })],
);

/** Why an application's confirmation was not sent: the per-address limits of a day, of a window. */
export const confirmationWithheldReasons = ['address_day', 'address_window'] as const;
export type ConfirmationWithheld = (typeof confirmationWithheldReasons)[number];

/**
 * What the outbox sends: to an applicant, the confirmation of an application or a change of its
 * status; to the office, the notification of a new submission (`office`).
 */
export const mailKinds = ['confirmation', 'status', 'office'] as const;
export type MailKind = (typeof mailKinds)[number];
/** The applicant's messages. */
export type ApplicantMailKind = Exclude<MailKind, 'office'>;

/**
 * E-mails to applicants and to the office waiting to be sent (lib/notify/outbox.ts). A message is stored first and
 * sent after, so a mail server that is down never fails what the applicant did: a failed send is
 * tried again later, each time waiting longer. `dedupeKey` (e.g. `confirmation:<application id>`)
 * makes a message that must go once unique; `sendAfter` is when it may go (the confirmation waits
 * for the documents, at most 10 minutes); `claimedUntil` keeps two server instances from sending
 * the same message at once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The submission the message is about: an application, or a contact message (office only). */
    admissionRequestId: uuid('admission_request_id').references(() => admissionRequests.id, {
      onDelete: 'cascade',
    }),
    contactSubmissionId: uuid('contact_submission_id').references(() => contactSubmissions.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<MailKind>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** For a status message: the status announced. */
    status: text('status').$type<AdmissionStatus>(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's error code (never the message: it may quote an address). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mail_outbox_kind_check', sql`${table.kind} in ('confirmation', 'status', 'office')`),
    check(
      'mail_outbox_submission_check',
      sql`(${table.admissionRequestId} is null) <> (${table.contactSubmissionId} is null)`,
    ),
    check('mail_outbox_status_check', statusCheck(table.status, admissionStatuses)),
    index('mail_outbox_due_idx')
      .on(table.sendAfter)
      .where(sql`${table.sentAt} is null`),
  ],
);

/**
 * A reply template as the office last saved it at /admin/modeles, one row per template and
 * language. A template never saved has no row: its default text (content/reply-templates.ts, which
 * also lists the keys) is shown and used.
 */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.locale] }),
    // The site's locales: a language added there needs a migration too (drizzle-kit generate),
    // which tests/unit/database-locales.test.ts checks.
    check(
      'reply_templates_locale_check',
      sql`${table.locale} in (${sql.raw(locales.map((l) => `'${l}'`).join(', '))})`,
    ),
  ],
);

/**
 * Every save made through the editing screen (lib/editor/edits.ts): who, when, which files of the
 * repository it wrote or deleted, and the git commit it became when the server runs from a clone.
 */
export const contentEdits = pgTable(
  'content_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Repository paths written by the save. */
    written: jsonb('written').$type<string[]>().notNull(),
    /** Repository paths deleted by the save. */
    deleted: jsonb('deleted').$type<string[]>().notNull(),
    /** The commit made of it (local storage in a git clone), else null. */
    commit: text('commit'),
  },
  (table) => [index('content_edits_at_idx').on(table.at)],
);

export type StaffUser = typeof staffUsers.$inferSelect;
export type ContentEdit = typeof contentEdits.$inferSelect;
export type StatusChange = typeof statusChanges.$inferSelect;
export type SubmissionNote = typeof submissionNotes.$inferSelect;
export type AdmissionRequest = typeof admissionRequests.$inferSelect;
export type NewAdmissionRequest = typeof admissionRequests.$inferInsert;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type NewContactSubmission = typeof contactSubmissions.$inferInsert;
export type ApplicationDocument = typeof applicationDocuments.$inferSelect;
export type OutboxMail = typeof mailOutbox.$inferSelect;
export type ReplyTemplate = typeof replyTemplates.$inferSelect;
