import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/transaction';

/**
 * The import's writes, set-based (decision 0043): one statement per table per batch, the rows sent
 * as one JSON parameter and expanded by `jsonb_to_recordset`, instead of a statement per updated
 * product or variant and thousands of bound parameters. Each statement fires the catalogue log's
 * statement-level trigger once (decision 0038), so a batch costs a handful of trigger runs.
 */
type Rows<T> = { rows: T[] };
const json = (rows: readonly unknown[]) => JSON.stringify(rows);

export type NewProductRow = {
  code: string;
  eurl: string;
  kind: string;
  category_id: number;
  brand_id: number;
  size_kind: string;
  name: unknown;
  description: unknown;
  technical: unknown;
  price_cents: number;
  price_basis: string;
  tax_category: string;
  discountable: boolean;
  partner_ids: number[] | null;
  status: string;
  image_path: string;
  release_date: string | null;
  weight_grams: number | null;
};

/** Inserts the batch's new products; answers their ids by code. */
export async function insertProducts(tx: Tx, rows: readonly NewProductRow[], now: Date): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const result = (await tx.execute(sql`
    INSERT INTO products (code, eurl, kind, category_id, brand_id, size_kind, name, description, technical, price_cents, price_basis, tax_category, discountable, partner_ids, status, image_path, created_at, release_date, weight_grams)
    SELECT code, eurl, kind, category_id, brand_id, size_kind, name, description, technical, price_cents, price_basis, tax_category, discountable, partner_ids, status, image_path, ${now.toISOString()}::timestamptz, release_date, weight_grams
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS r(code text, eurl text, kind text, category_id int, brand_id int, size_kind text, name jsonb, description jsonb, technical jsonb, price_cents int, price_basis text, tax_category text, discountable boolean, partner_ids int[], status text, image_path text, release_date date, weight_grams int)
    RETURNING id, code`)) as unknown as Rows<{ id: number; code: string }>;
  return new Map(result.rows.map((r) => [r.code, r.id]));
}

export type ProductUpdateRow = Omit<NewProductRow, 'code' | 'eurl' | 'technical' | 'image_path' | 'size_kind'> & { id: number; size_kind: string | null };

/** Sets the batch's changed products to their desired fields, version + 1; answers the new versions by id. */
export async function updateProducts(tx: Tx, rows: readonly ProductUpdateRow[], now: Date): Promise<Map<number, number>> {
  if (!rows.length) return new Map();
  const result = (await tx.execute(sql`
    UPDATE products AS p SET kind = r.kind, category_id = r.category_id, brand_id = r.brand_id, size_kind = coalesce(r.size_kind, p.size_kind),
      name = r.name, description = r.description, price_cents = r.price_cents, price_basis = r.price_basis, tax_category = r.tax_category,
      discountable = r.discountable, partner_ids = r.partner_ids, status = r.status, release_date = r.release_date, weight_grams = r.weight_grams,
      version = p.version + 1, updated_at = ${now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS r(id int, kind text, category_id int, brand_id int, size_kind text, name jsonb, description jsonb, price_cents int, price_basis text, tax_category text, discountable boolean, partner_ids int[], status text, release_date date, weight_grams int)
    WHERE p.id = r.id
    RETURNING p.id, p.version`)) as unknown as Rows<{ id: number; version: number }>;
  return new Map(result.rows.map((r) => [r.id, r.version]));
}

export type VariantRow = { product_id: number; sku: string; color: string; size: string | null; stock: number; availability: string };

export async function insertVariants(tx: Tx, rows: readonly VariantRow[]): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`
    INSERT INTO product_variants (product_id, sku, color, size, stock, availability)
    SELECT product_id, sku, color, size, stock, availability
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS r(product_id int, sku text, color text, size text, stock int, availability text)`);
}

export async function updateVariants(tx: Tx, rows: readonly (Omit<VariantRow, 'product_id' | 'sku'> & { id: number })[]): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`
    UPDATE product_variants AS v SET color = r.color, size = r.size, stock = r.stock, availability = r.availability
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS r(id int, color text, size text, stock int, availability text)
    WHERE v.id = r.id`);
}

export type AuditRow = { staff_id: number; action: string; target_kind: string; target_id: number; before: unknown; after: unknown };

export async function insertAudits(tx: Tx, rows: readonly AuditRow[], now: Date): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`
    INSERT INTO staff_audit (staff_id, action, target_kind, target_id, before, after, created_at)
    SELECT staff_id, action, target_kind, target_id, before, after, ${now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS r(staff_id int, action text, target_kind text, target_id int, before jsonb, after jsonb)`);
}

export type PriceRow = { product_id: number; price_cents: number; price_basis: string; staff_id: number };

export async function insertPrices(tx: Tx, rows: readonly PriceRow[], now: Date): Promise<void> {
  if (!rows.length) return;
  await tx.execute(sql`
    INSERT INTO product_price_history (product_id, price_cents, price_basis, staff_id, source, valid_from)
    SELECT product_id, price_cents, price_basis, staff_id, 'import', ${now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${json(rows)}::jsonb) AS r(product_id int, price_cents int, price_basis text, staff_id int)`);
}
