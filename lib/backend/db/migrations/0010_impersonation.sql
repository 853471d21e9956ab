-- Impersonation (issue #17 item 4): a sales person shopping as a customer (one-time handoff code, the refresh family, the 60-minute end), and who placed an order on the customer's behalf.
CREATE TABLE "impersonations" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"handoff_hash" text,
	"handoff_expires_at" timestamp with time zone NOT NULL,
	"family_id" uuid,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impersonations_handoff_hash_unique" UNIQUE("handoff_hash"),
	CONSTRAINT "impersonations_family_id_unique" UNIQUE("family_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonations" ADD CONSTRAINT "impersonations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonations_staff_idx" ON "impersonations" USING btree ("staff_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_staff_id_staff_members_id_fk" FOREIGN KEY ("placed_by_staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;