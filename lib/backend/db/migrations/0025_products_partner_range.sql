ALTER TABLE "products" DROP CONSTRAINT "products_restricted_to_partner_id_partners_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "restricted_to_partner_id";