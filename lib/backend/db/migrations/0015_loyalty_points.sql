-- Loyalty points (issue #18 item 5): a ledger of each customer's points per partner; the partner's rates.
CREATE TABLE "loyalty_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"points" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "loyalty_points_per_euro" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "loyalty_register_points" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "loyalty_birthday_points" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points" ADD CONSTRAINT "loyalty_points_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_points_customer_idx" ON "loyalty_points" USING btree ("customer_id","partner_id");--> statement-breakpoint
CREATE INDEX "loyalty_points_order_idx" ON "loyalty_points" USING btree ("order_id");