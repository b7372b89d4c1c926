CREATE TABLE "document_upload_chunks" (
	"upload_id" text NOT NULL,
	"offset" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "document_upload_chunks_upload_id_offset_pk" PRIMARY KEY("upload_id","offset")
);
--> statement-breakpoint
CREATE TABLE "document_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"admission_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"size" integer NOT NULL,
	"offset" integer DEFAULT 0 NOT NULL,
	"document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_upload_chunks" ADD CONSTRAINT "document_upload_chunks_upload_id_document_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."document_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_admission_request_id_admission_requests_id_fk" FOREIGN KEY ("admission_request_id") REFERENCES "public"."admission_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_document_id_application_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."application_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_uploads_expires_at_idx" ON "document_uploads" USING btree ("expires_at");