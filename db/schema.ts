import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_submissions_created_at_idx').on(table.createdAt)],
);

export type AdmissionRequest = typeof admissionRequests.$inferSelect;
export type NewAdmissionRequest = typeof admissionRequests.$inferInsert;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type NewContactSubmission = typeof contactSubmissions.$inferInsert;
