-- Abandoned payments (issue #17 item 2): each online order's payment deadline (the expiry sweep's index), and the refund staff owe for money that came too late.
ALTER TABLE "orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due" text;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_at") WHERE "orders"."paid_at" IS NULL AND "orders"."status" = 0;--> statement-breakpoint
UPDATE "orders" SET "payment_due_at" = (SELECT max("expires_at") FROM "payments" WHERE "payments"."order_id" = "orders"."id") WHERE "payment_method" <> 'cod' AND "paid_at" IS NULL;
