CREATE TABLE "admission_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"diploma" text NOT NULL,
	"program_type" text NOT NULL,
	"program_slug" text NOT NULL,
	"program_name" text NOT NULL,
	"motivation_letter" text NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "admission_requests_program_type_check" CHECK ("admission_requests"."program_type" in ('licence', 'master'))
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_submissions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE INDEX "admission_requests_created_at_idx" ON "admission_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at");