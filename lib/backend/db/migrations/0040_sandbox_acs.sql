CREATE TABLE "sandbox_acs_vouchers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text,
	"state" text NOT NULL,
	"pickup_date" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
