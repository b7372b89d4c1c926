CREATE TABLE "content_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"written" jsonb NOT NULL,
	"deleted" jsonb NOT NULL,
	"commit" text
);
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "editor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_edits" ADD CONSTRAINT "content_edits_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_edits_at_idx" ON "content_edits" USING btree ("at");