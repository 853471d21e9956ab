CREATE TABLE "pickup_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"number" text NOT NULL,
	"pickup_date" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_acs_vouchers" ADD COLUMN "pickup_list_no" text;--> statement-breakpoint
ALTER TABLE "pickup_lists" ADD CONSTRAINT "pickup_lists_created_by_staff_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_lists_number_idx" ON "pickup_lists" USING btree ("carrier","number");