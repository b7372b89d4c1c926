ALTER TABLE "admission_requests" ADD COLUMN "suspected_reason" text;--> statement-breakpoint
ALTER TABLE "admission_requests" ADD COLUMN "body_hash" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "suspected_reason" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "body_hash" text;