CREATE TABLE "catalog_bumps" (
	"version" bigint PRIMARY KEY NOT NULL,
	"previous" bigint NOT NULL,
	"tx" bigint NOT NULL,
	"full" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_changes" (
	"tx" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "catalog_changes_tx_product_id_pk" PRIMARY KEY("tx","product_id")
);
--> statement-breakpoint
-- Issue #45 item 4 (docs/decisions/0038): the catalogue change log. Every product a transaction
-- touches is noted under the transaction's id by statement-level triggers over their transition
-- tables (one INSERT … SELECT per statement, however many rows); the deferred bump at commit stays
-- once per transaction and records its version, the version before it and whether something
-- beyond products changed (categories, brands, partners, a TRUNCATE: readers rebuild then).
-- Writers never share rows (the key starts with their own transaction id), so no new lock waits;
-- the bump already serialises on catalog_state's row at commit.
CREATE OR REPLACE FUNCTION catalog_log_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO catalog_changes (tx, product_id, kind) SELECT DISTINCT txid_current(), %I, %L FROM new_rows ON CONFLICT DO NOTHING', TG_ARGV[0], TG_TABLE_NAME);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO catalog_changes (tx, product_id, kind) SELECT DISTINCT txid_current(), %I, %L FROM old_rows ON CONFLICT DO NOTHING', TG_ARGV[0], TG_TABLE_NAME);
  ELSE
    EXECUTE format('INSERT INTO catalog_changes (tx, product_id, kind) SELECT txid_current(), p, %L FROM (SELECT %I AS p FROM new_rows UNION SELECT %I FROM old_rows) c ON CONFLICT DO NOTHING', TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_log_full() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('catalog.full', 'on', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before bigint;
  after bigint;
BEGIN
  INSERT INTO catalog_state (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
  SELECT version INTO before FROM catalog_state WHERE id = 1 FOR UPDATE;
  after := GREATEST(before + 1, (extract(epoch FROM clock_timestamp()) * 1000)::bigint);
  UPDATE catalog_state SET version = after WHERE id = 1;
  INSERT INTO catalog_bumps (version, previous, tx, "full")
    VALUES (after, before, txid_current(), current_setting('catalog.full', true) IS NOT DISTINCT FROM 'on');
  -- Pruning, at most once a minute (when the version crosses a minute): bumps older than ten minutes.
  IF after / 60000 <> before / 60000 THEN
    WITH gone AS (DELETE FROM catalog_bumps WHERE version < after - 600000 RETURNING tx)
    DELETE FROM catalog_changes WHERE tx IN (SELECT tx FROM gone);
  END IF;
  DELETE FROM catalog_pending_bumps WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_log_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('id');
--> statement-breakpoint
CREATE TRIGGER products_catalog_log_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('id');
--> statement-breakpoint
CREATE TRIGGER products_catalog_log_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('id');
--> statement-breakpoint
CREATE TRIGGER products_catalog_log_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_full();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_log_insert AFTER INSERT ON product_variants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('product_id');
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_log_update AFTER UPDATE ON product_variants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('product_id');
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_log_delete AFTER DELETE ON product_variants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('product_id');
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_log_truncate AFTER TRUNCATE ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_full();
--> statement-breakpoint
CREATE TRIGGER product_pictures_catalog_log_insert AFTER INSERT ON product_pictures REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('product_id');
--> statement-breakpoint
CREATE TRIGGER product_pictures_catalog_log_update AFTER UPDATE ON product_pictures REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('product_id');
--> statement-breakpoint
CREATE TRIGGER product_pictures_catalog_log_delete AFTER DELETE ON product_pictures REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('product_id');
--> statement-breakpoint
CREATE TRIGGER product_pictures_catalog_log_truncate AFTER TRUNCATE ON product_pictures
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_full();
--> statement-breakpoint
CREATE TRIGGER bundle_parts_catalog_log_insert AFTER INSERT ON bundle_parts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('bundle_product_id');
--> statement-breakpoint
CREATE TRIGGER bundle_parts_catalog_log_update AFTER UPDATE ON bundle_parts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('bundle_product_id');
--> statement-breakpoint
CREATE TRIGGER bundle_parts_catalog_log_delete AFTER DELETE ON bundle_parts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('bundle_product_id');
--> statement-breakpoint
CREATE TRIGGER bundle_parts_catalog_log_truncate AFTER TRUNCATE ON bundle_parts
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_full();
--> statement-breakpoint
CREATE TRIGGER grouped_items_catalog_log_insert AFTER INSERT ON grouped_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('grouped_product_id');
--> statement-breakpoint
CREATE TRIGGER grouped_items_catalog_log_update AFTER UPDATE ON grouped_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('grouped_product_id');
--> statement-breakpoint
CREATE TRIGGER grouped_items_catalog_log_delete AFTER DELETE ON grouped_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_products('grouped_product_id');
--> statement-breakpoint
CREATE TRIGGER grouped_items_catalog_log_truncate AFTER TRUNCATE ON grouped_items
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_full();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_log AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_full();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_log AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_full();
--> statement-breakpoint
CREATE TRIGGER partners_catalog_log AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF promotion_kind, promotion_value, status ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_log_full();
