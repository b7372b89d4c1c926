import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per application sent from /admissions. Every field the visitor typed is kept, the
 * previous diploma included (decisions.md), with the programme's slug and its name at the time.
 */
export const admissionRequests = pgTable(
  'admission_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public reference given to the applicant, e.g. ADM-7K3Q9P2X. */
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
  },
  (table) => [
    check('admission_requests_program_type_check', sql`${table.programType} in ('licence', 'master')`),
    index('admission_requests_created_at_idx').on(table.createdAt),
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
  },
  (table) => [index('contact_submissions_created_at_idx').on(table.createdAt)],
);

/**
 * Fixed-window counters of the rate limiter (lib/security/rate-limit.ts), in the database so every
 * server instance sees the same counts. `key` is a hash (of a client address, a login name…), never
 * the raw value; windows that have ended are deleted as new ones start.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key, table.windowStart] }),
    index('rate_limits_bucket_window_start_idx').on(table.bucket, table.windowStart),
  ],
);

export type AdmissionRequest = typeof admissionRequests.$inferSelect;
export type NewAdmissionRequest = typeof admissionRequests.$inferInsert;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type NewContactSubmission = typeof contactSubmissions.$inferInsert;
