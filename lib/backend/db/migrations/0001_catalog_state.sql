CREATE TABLE "catalog_pending_bumps" (
	"id" serial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);

--> statement-breakpoint
-- Catalogue version: a change to the catalogue (products, variants, categories, brands, partner
-- discounts) marks its transaction once (statement-level triggers) and queues one deferred bump
-- that runs at commit, so concurrent writers never hold the catalog_state row lock for longer than
-- their commit (no lock-order deadlocks with stock updates). The version never goes down, even
-- after a TRUNCATE: it is at least the commit time in milliseconds.
INSERT INTO "catalog_state" ("id", "version") VALUES (1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('catalog.changed', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('catalog.changed', 'on', true);
    INSERT INTO catalog_pending_bumps DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_state (id, version) VALUES (1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
  ON CONFLICT (id) DO UPDATE SET version = GREATEST(catalog_state.version + 1, EXCLUDED.version);
  DELETE FROM catalog_pending_bumps WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER catalog_bump_at_commit AFTER INSERT ON catalog_pending_bumps
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_bump_version();
--> statement-breakpoint
CREATE TRIGGER products_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_note_change();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_note_change();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_note_change();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_note_change();
--> statement-breakpoint
CREATE TRIGGER partners_catalog_change AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF promotion_kind, promotion_value, status ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_note_change();
