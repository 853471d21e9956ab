-- Quotations (issue #18 item 3): a customer's quote requests with their lines (list, requested and quoted gross per unit), the validity and the order placed from it; the accepted quote a cart is priced at.
CREATE TABLE "cart_quotes" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"list_unit_gross" integer NOT NULL,
	"requested_unit_gross" integer NOT NULL,
	"quoted_unit_gross" integer,
	CONSTRAINT "quotation_lines_quantity_positive" CHECK ("quotation_lines"."quantity" > 0),
	CONSTRAINT "quotation_lines_quoted_range" CHECK ("quotation_lines"."quoted_unit_gross" is null or ("quotation_lines"."quoted_unit_gross" > 0 and "quotation_lines"."quoted_unit_gross" <= "quotation_lines"."list_unit_gross"))
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"customer_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"status" text NOT NULL,
	"customer_comment" text,
	"staff_note" text,
	"valid_until" timestamp with time zone,
	"lang" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_quotes" ADD CONSTRAINT "cart_quotes_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_quotes" ADD CONSTRAINT "cart_quotes_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_quote_variant_uq" ON "quotation_lines" USING btree ("quotation_id","variant_id");--> statement-breakpoint
CREATE INDEX "quotation_lines_variant_idx" ON "quotation_lines" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_uid_uq" ON "quotations" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_order_uq" ON "quotations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "quotations_customer_idx" ON "quotations" USING btree ("customer_id","partner_id");--> statement-breakpoint
CREATE INDEX "quotations_partner_status_idx" ON "quotations" USING btree ("partner_id","status");