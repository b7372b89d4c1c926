CREATE TABLE "reply_templates" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "reply_templates_key_locale_pk" PRIMARY KEY("key","locale"),
	CONSTRAINT "reply_templates_locale_check" CHECK ("reply_templates"."locale" in ('fr', 'en'))
);
--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;