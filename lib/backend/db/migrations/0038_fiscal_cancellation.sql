DROP INDEX "fiscal_documents_sale_idx";--> statement-breakpoint
DROP INDEX "fiscal_documents_due_idx";--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD COLUMN "replaces_document_id" integer;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD COLUMN "cancellation_mark" text;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_mydata_documents" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_replaces_fk" FOREIGN KEY ("replaces_document_id") REFERENCES "public"."fiscal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_sale_idx" ON "fiscal_documents" USING btree ("order_id") WHERE "fiscal_documents"."credits_document_id" IS NULL AND "fiscal_documents"."status" NOT IN ('cancelling', 'cancelled');--> statement-breakpoint
CREATE INDEX "fiscal_documents_due_idx" ON "fiscal_documents" USING btree ("next_attempt_at") WHERE "fiscal_documents"."status" IN ('pending', 'cancelling');