-- Written by hand: the clock-aligned counters cannot become sliding-window rows, and they only
-- ever held the last few minutes, so they are dropped (a key's new row must be unique).
DELETE FROM "rate_limits";--> statement-breakpoint
DROP INDEX "rate_limits_bucket_window_start_idx";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP CONSTRAINT "rate_limits_bucket_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_bucket_key_pk" PRIMARY KEY("bucket","key");--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "attempts" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_bucket_expires_at_idx" ON "rate_limits" USING btree ("bucket","expires_at");--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "window_start";--> statement-breakpoint
ALTER TABLE "rate_limits" DROP COLUMN "count";