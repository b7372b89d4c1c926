CREATE TABLE "submission_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admission_request_id" uuid,
	"contact_submission_id" uuid,
	"body" text NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_notes_one_submission_check" CHECK (("submission_notes"."admission_request_id" is null) <> ("submission_notes"."contact_submission_id" is null))
);
--> statement-breakpoint
ALTER TABLE "admission_requests" DROP CONSTRAINT "admission_requests_status_check";--> statement-breakpoint
ALTER TABLE "contact_submissions" DROP CONSTRAINT "contact_submissions_status_check";--> statement-breakpoint
ALTER TABLE "status_changes" DROP CONSTRAINT "status_changes_to_status_check";--> statement-breakpoint
ALTER TABLE "admission_requests" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_admission_request_id_admission_requests_id_fk" FOREIGN KEY ("admission_request_id") REFERENCES "public"."admission_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_author_id_staff_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_notes_admission_request_idx" ON "submission_notes" USING btree ("admission_request_id");--> statement-breakpoint
CREATE INDEX "submission_notes_contact_submission_idx" ON "submission_notes" USING btree ("contact_submission_id");--> statement-breakpoint
ALTER TABLE "admission_requests" ADD CONSTRAINT "admission_requests_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_assigned_to_staff_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- data
-- Each inbox now has its own statuses: existing rows take the nearest new one, and so does their
-- history and any status e-mail queued, before the new checks are added (kept after this line so
-- that they come after the mapping: move them here if the statements above are regenerated).
UPDATE "admission_requests" SET "status" = 'in_review' WHERE "status" = 'contacted';--> statement-breakpoint
UPDATE "mail_outbox" SET "status" = 'in_review' WHERE "status" = 'contacted';--> statement-breakpoint
UPDATE "status_changes" SET "from_status" = 'in_review' WHERE "admission_request_id" IS NOT NULL AND "from_status" = 'contacted';--> statement-breakpoint
UPDATE "status_changes" SET "to_status" = 'in_review' WHERE "admission_request_id" IS NOT NULL AND "to_status" = 'contacted';--> statement-breakpoint
UPDATE "contact_submissions" SET "status" = CASE "status" WHEN 'in_review' THEN 'in_progress' WHEN 'contacted' THEN 'answered' WHEN 'accepted' THEN 'archived' WHEN 'refused' THEN 'archived' ELSE "status" END;--> statement-breakpoint
UPDATE "status_changes" SET
  "from_status" = CASE "from_status" WHEN 'in_review' THEN 'in_progress' WHEN 'contacted' THEN 'answered' WHEN 'accepted' THEN 'archived' WHEN 'refused' THEN 'archived' ELSE "from_status" END,
  "to_status" = CASE "to_status" WHEN 'in_review' THEN 'in_progress' WHEN 'contacted' THEN 'answered' WHEN 'accepted' THEN 'archived' WHEN 'refused' THEN 'archived' ELSE "to_status" END
  WHERE "contact_submission_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_requests" ADD CONSTRAINT "admission_requests_status_check" CHECK ("admission_requests"."status" in ('new', 'incomplete', 'in_review', 'accepted', 'refused', 'waitlisted'));--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_status_check" CHECK ("contact_submissions"."status" in ('new', 'in_progress', 'answered', 'archived'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('new', 'incomplete', 'in_review', 'accepted', 'refused', 'waitlisted'));--> statement-breakpoint
ALTER TABLE "status_changes" ADD CONSTRAINT "status_changes_to_status_check" CHECK (case when "status_changes"."admission_request_id" is not null
        then "status_changes"."from_status" in ('new', 'incomplete', 'in_review', 'accepted', 'refused', 'waitlisted') and "status_changes"."to_status" in ('new', 'incomplete', 'in_review', 'accepted', 'refused', 'waitlisted')
        else "status_changes"."from_status" in ('new', 'in_progress', 'answered', 'archived') and "status_changes"."to_status" in ('new', 'in_progress', 'answered', 'archived') end);
