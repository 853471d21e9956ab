-- Issue #47: each order line keeps the VAT rate it was priced at (basis points). Lines placed
-- before this column existed take their product's current category, the best record there is.
ALTER TABLE "order_lines" ADD COLUMN "tax_rate_bp" integer;--> statement-breakpoint
UPDATE "order_lines" SET "tax_rate_bp" = CASE "products"."tax_category" WHEN 'Normal' THEN 2400 WHEN 'Reduced' THEN 1300 WHEN 'ExtraReduced' THEN 600 ELSE 0 END FROM "products" WHERE "products"."id" = "order_lines"."product_id";--> statement-breakpoint
UPDATE "order_lines" SET "tax_rate_bp" = 2400 WHERE "tax_rate_bp" IS NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "tax_rate_bp" SET NOT NULL;
