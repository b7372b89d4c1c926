ALTER TABLE "admission_requests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admission_requests" ADD COLUMN "opened_by" uuid;--> statement-breakpoint
ALTER TABLE "admission_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (replace(replace(replace(lower(regexp_replace(normalize("full_name" || chr(10) || "email", NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u064b-\u065f\u0670]', '', 'g')), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_requests" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower("email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_requests" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (regexp_replace(regexp_replace(translate("phone", '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '[^0-9]', '', 'g'), '^(00)?235(?=[0-9]{8}$)', '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "opened_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (replace(replace(replace(lower(regexp_replace(normalize("name" || chr(10) || "email", NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u064b-\u065f\u0670]', '', 'g')), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower("email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_requests" ADD CONSTRAINT "admission_requests_opened_by_staff_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_opened_by_staff_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_requests_programme_email_idx" ON "admission_requests" USING btree ("program_slug","email_key");--> statement-breakpoint
CREATE INDEX "admission_requests_programme_phone_idx" ON "admission_requests" USING btree ("program_slug","phone_key");--> statement-breakpoint
CREATE INDEX "admission_requests_unread_idx" ON "admission_requests" USING btree ("created_at") WHERE "admission_requests"."opened_at" is null;--> statement-breakpoint
CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "contact_submissions_unread_idx" ON "contact_submissions" USING btree ("created_at") WHERE "contact_submissions"."opened_at" is null;--> statement-breakpoint
-- data
-- A submission whose status someone already changed was opened then: it is not « non lu ». The
-- first change gives when and by whom; the others stay unread until someone opens them.
UPDATE "admission_requests" AS r SET "opened_at" = c."changed_at", "opened_by" = c."changed_by"
  FROM (SELECT DISTINCT ON ("admission_request_id") "admission_request_id", "changed_at", "changed_by"
          FROM "status_changes" WHERE "admission_request_id" IS NOT NULL
         ORDER BY "admission_request_id", "changed_at", "id") AS c
 WHERE c."admission_request_id" = r."id";--> statement-breakpoint
UPDATE "contact_submissions" AS r SET "opened_at" = c."changed_at", "opened_by" = c."changed_by"
  FROM (SELECT DISTINCT ON ("contact_submission_id") "contact_submission_id", "changed_at", "changed_by"
          FROM "status_changes" WHERE "contact_submission_id" IS NOT NULL
         ORDER BY "contact_submission_id", "changed_at", "id") AS c
 WHERE c."contact_submission_id" = r."id";
