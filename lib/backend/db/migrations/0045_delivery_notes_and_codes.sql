DROP INDEX "fiscal_documents_sale_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD COLUMN "shipment_id" integer;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD COLUMN "movement_status" text;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD COLUMN "return_mark" text;--> statement-breakpoint
ALTER TABLE "sandbox_mydata_documents" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "locker_code" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cod_remitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "cod_remittance_ref" text;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_delivery_note_idx" ON "fiscal_documents" USING btree ("shipment_id") WHERE "fiscal_documents"."shipment_id" IS NOT NULL AND "fiscal_documents"."status" NOT IN ('cancelling', 'cancelled');--> statement-breakpoint
CREATE INDEX "fiscal_documents_return_due_idx" ON "fiscal_documents" USING btree ("id") WHERE "fiscal_documents"."movement_status" = 'return_due';--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_sale_idx" ON "fiscal_documents" USING btree ("order_id") WHERE "fiscal_documents"."credits_document_id" IS NULL AND "fiscal_documents"."invoice_type" <> '9.3' AND "fiscal_documents"."status" NOT IN ('cancelling', 'cancelled');--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_delivery_note_shipment" CHECK (("fiscal_documents"."invoice_type" = '9.3') = ("fiscal_documents"."shipment_id" IS NOT NULL));