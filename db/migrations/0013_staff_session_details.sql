ALTER TABLE "staff_sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "previous_login_at" timestamp with time zone;