ALTER TABLE "admission_requests" ADD COLUMN "form_token_id" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "form_token_id" text;--> statement-breakpoint
CREATE INDEX "admission_requests_form_token_id_idx" ON "admission_requests" USING btree ("form_token_id");--> statement-breakpoint
CREATE INDEX "contact_submissions_form_token_id_idx" ON "contact_submissions" USING btree ("form_token_id");