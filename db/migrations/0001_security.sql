CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_window_start_pk" PRIMARY KEY("bucket","key","window_start")
);
--> statement-breakpoint
ALTER TABLE "admission_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "rate_limits_bucket_window_start_idx" ON "rate_limits" USING btree ("bucket","window_start");--> statement-breakpoint
ALTER TABLE "admission_requests" ADD CONSTRAINT "admission_requests_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_idempotency_key_unique" UNIQUE("idempotency_key");