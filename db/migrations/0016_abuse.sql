ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "admission_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admission_requests" ADD COLUMN "confirmation_withheld" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "contact_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_submission_check" CHECK (("mail_outbox"."admission_request_id" is null) <> ("mail_outbox"."contact_submission_id" is null));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_kind_check" CHECK ("mail_outbox"."kind" in ('confirmation', 'status', 'office'));