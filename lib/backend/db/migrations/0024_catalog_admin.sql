-- Issue #45: the catalogue in the staff's hands (docs/decisions/0032). Products get a status
-- (Draft, Published, Archived) from which `active` is derived, a version for optimistic
-- concurrency, SEO texts and a partner range (partner_ids; null: every partner) that takes over
-- from restricted_to_partner_id (copied here, dropped by 0025). Every list price gets a history.
CREATE TABLE "product_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"price_basis" text NOT NULL,
	"staff_id" integer,
	"source" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "partner_ids" integer[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'Published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_description" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "products" SET "status" = 'Archived' WHERE NOT "active";--> statement-breakpoint
UPDATE "products" SET "partner_ids" = ARRAY["restricted_to_partner_id"] WHERE "restricted_to_partner_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active" boolean GENERATED ALWAYS AS (status = 'Published') STORED;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
INSERT INTO "product_price_history" ("product_id", "price_cents", "price_basis", "source", "valid_from") SELECT "id", "price_cents", "price_basis", 'seed', "created_at" FROM "products";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_partner_ids_nonempty" CHECK ("products"."partner_ids" IS NULL OR cardinality("products"."partner_ids") > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_valid" CHECK ("products"."status" IN ('Draft', 'Published', 'Archived'));
