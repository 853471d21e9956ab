CREATE TABLE "vat_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"vat_number" text NOT NULL,
	"valid" boolean NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"consultation" text,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vat_checks" ADD CONSTRAINT "vat_checks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vat_checks_customer_idx" ON "vat_checks" USING btree ("customer_id","vat_number","checked_at");