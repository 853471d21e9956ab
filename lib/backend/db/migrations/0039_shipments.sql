CREATE TABLE "sandbox_boxnow_parcels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"item" integer NOT NULL,
	"state" text NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"parcel_id" text,
	"cod_cents" integer NOT NULL,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_boxnow_parcels_order_uq" ON "sandbox_boxnow_parcels" USING btree ("order_number","item");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_reference_idx" ON "shipments" USING btree ("carrier","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_idx" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" IN ('creating', 'created');--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");