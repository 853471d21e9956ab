ALTER TABLE "partners" ADD COLUMN "quote_floor_margin_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "pending_revision" jsonb;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Existing quote audit rows get their quote's partner (issue #44 item 7).
UPDATE "staff_audit" SET "partner_id" = "quotations"."partner_id" FROM "quotations" WHERE "staff_audit"."target_kind" = 'quote' AND "quotations"."id" = "staff_audit"."target_id" AND "staff_audit"."partner_id" IS NULL;
