CREATE TABLE "fiscal_counters" (
	"issuer_vat" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "fiscal_counters_issuer_vat_series_year_pk" PRIMARY KEY("issuer_vat","series","year")
);
--> statement-breakpoint
CREATE TABLE "fiscal_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"issuer_vat" text NOT NULL,
	"invoice_type" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"credits_document_id" integer,
	"credit_reason" text,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mark" text,
	"uid" text,
	"qr_url" text,
	"rejection" text,
	CONSTRAINT "fiscal_documents_credit_reason" CHECK (("fiscal_documents"."credits_document_id" IS NULL) = ("fiscal_documents"."credit_reason" IS NULL)),
	CONSTRAINT "fiscal_documents_number_positive" CHECK ("fiscal_documents"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_credits_fk" FOREIGN KEY ("credits_document_id") REFERENCES "public"."fiscal_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_number_idx" ON "fiscal_documents" USING btree ("issuer_vat","series","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_sale_idx" ON "fiscal_documents" USING btree ("order_id") WHERE "fiscal_documents"."credits_document_id" IS NULL;--> statement-breakpoint
CREATE INDEX "fiscal_documents_status_idx" ON "fiscal_documents" USING btree ("status");