CREATE TABLE "sandbox_mydata_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"issuer_vat" text NOT NULL,
	"invoice_type" text NOT NULL,
	"series" text NOT NULL,
	"aa" text NOT NULL,
	"issue_date" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Documents written before this migration kept no lines (development databases only: issue #47 is
-- unreleased). They get none, and the transmitter rejects them with that reason for staff to credit
-- and issue anew (decision 0069); new documents always carry theirs.
ALTER TABLE "fiscal_documents" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ALTER COLUMN "lines" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD COLUMN "transmitted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_mydata_documents_uid_uq" ON "sandbox_mydata_documents" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "fiscal_documents_due_idx" ON "fiscal_documents" USING btree ("next_attempt_at") WHERE "fiscal_documents"."status" = 'pending';