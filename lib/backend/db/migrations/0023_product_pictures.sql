CREATE TABLE "product_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"color" text,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"alt" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pictures" ADD CONSTRAINT "product_pictures_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_pictures_product_idx" ON "product_pictures" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_pictures_storage_key_uq" ON "product_pictures" USING btree ("storage_key");--> statement-breakpoint
-- A picture uploaded, changed, reordered or deleted changes what the catalogue shows: it bumps the
-- catalogue version at commit like a product change (0001_catalog_state), so every instance's
-- index, cached answers and pages follow it.
CREATE TRIGGER product_pictures_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_note_change();
