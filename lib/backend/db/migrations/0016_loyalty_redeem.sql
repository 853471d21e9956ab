-- Loyalty points redeemed at checkout (issue #18 item 5): the cart's points, the order's redeemed points and their value, the partner's cents per point; one Birthday entry per customer and year.
ALTER TABLE "carts" ADD COLUMN "redeem_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "loyalty_cents_per_point" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_redeemed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "points_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD COLUMN "birthday_year" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_points_birthday_uq" ON "loyalty_points" USING btree ("customer_id","birthday_year");