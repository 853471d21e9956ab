ALTER TABLE "orders" ADD COLUMN "quotation_id" integer;--> statement-breakpoint
UPDATE "orders" SET "quotation_id" = "quotations"."id" FROM "quotations" WHERE "quotations"."order_id" = "orders"."id";
