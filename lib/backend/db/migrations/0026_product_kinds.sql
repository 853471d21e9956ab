CREATE TABLE "bundle_parts" (
	"bundle_product_id" integer NOT NULL,
	"part_variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "bundle_parts_bundle_product_id_part_variant_id_pk" PRIMARY KEY("bundle_product_id","part_variant_id"),
	CONSTRAINT "bundle_parts_quantity_ck" CHECK ("bundle_parts"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "gift_card_redemptions_amount_ck" CHECK ("gift_card_redemptions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"partner_id" integer NOT NULL,
	"customer_id" integer,
	"order_id" integer,
	"order_line_position" integer,
	"unit" integer DEFAULT 0 NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_cards_balance_ck" CHECK ("gift_cards"."balance_cents" >= 0 AND "gift_cards"."balance_cents" <= "gift_cards"."initial_cents")
);
--> statement-breakpoint
CREATE TABLE "grouped_items" (
	"grouped_product_id" integer NOT NULL,
	"member_product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grouped_items_grouped_product_id_member_product_id_pk" PRIMARY KEY("grouped_product_id","member_product_id")
);
--> statement-breakpoint
CREATE TABLE "order_gift_cards" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_parts" (
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_line_parts_order_id_position_variant_id_pk" PRIMARY KEY("order_id","position","variant_id"),
	CONSTRAINT "order_line_parts_quantity_ck" CHECK ("order_line_parts"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "bundle_parts" ADD CONSTRAINT "bundle_parts_bundle_product_id_products_id_fk" FOREIGN KEY ("bundle_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_parts" ADD CONSTRAINT "bundle_parts_part_variant_id_product_variants_id_fk" FOREIGN KEY ("part_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grouped_items" ADD CONSTRAINT "grouped_items_grouped_product_id_products_id_fk" FOREIGN KEY ("grouped_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grouped_items" ADD CONSTRAINT "grouped_items_member_product_id_products_id_fk" FOREIGN KEY ("member_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_parts" ADD CONSTRAINT "order_line_parts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_redemptions_order_idx" ON "gift_card_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_card_redemptions_card_idx" ON "gift_card_redemptions" USING btree ("gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_uq" ON "gift_cards" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_order_unit_uq" ON "gift_cards" USING btree ("order_id","order_line_position","unit");--> statement-breakpoint
-- Issue #45 (docs/decisions/0029): a bundle's parts change what its variant shows and a grouped
-- product's members what its page shows, so the catalogue index follows them as it follows products
-- and variants (0001_catalog_state).
CREATE TRIGGER bundle_parts_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bundle_parts
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_note_change();
--> statement-breakpoint
CREATE TRIGGER grouped_items_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON grouped_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_note_change();
