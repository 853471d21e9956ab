import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { PartnerDiscount } from '@/lib/rules/pricing';
import type { Database } from '../db/client';
import { unitsSold } from '@/lib/rules/bestsellers';
import { brands, catalogState, categories, orderLines, orders, partners, productVariants, products } from '../db/schema';
import type { CatalogRows, ProductRow, VariantRow } from './catalog-index';
import { bundleStockJoin, joinedAvailabilitySql, joinedStockSql } from '../services/product-kinds/bundle-sql';

/**
 * Database reads of the catalogue index: the cheap version probe, the full load (one read-only
 * REPEATABLE READ transaction, so the version and the rows come from the same snapshot), and the
 * long texts of the few products a detail answer shows (kept out of the index).
 */
type Executor = Pick<Database, 'select'>;

/** The catalogue version as text (it is a bigint); '0' before the first bump. */
export async function readCatalogVersion(db: Executor): Promise<string> {
  const [row] = await db.select({ version: sql<string>`${catalogState.version}::text` }).from(catalogState).where(eq(catalogState.id, 1));
  return row?.version ?? '0';
}

export async function loadCatalogRows(db: Database): Promise<CatalogRows> {
  return db.transaction(
    async (tx) => {
      const version = await readCatalogVersion(tx);
      const categoryRows = await tx
        .select({ id: categories.id, code: categories.code, name: categories.name, sizeKind: categories.sizeKind, position: categories.position })
        .from(categories);
      categoryRows.sort((a, b) => a.position - b.position || a.id - b.id);
      const brandRows = await tx.select({ id: brands.id, code: brands.code, name: brands.name }).from(brands);
      brandRows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
      const partnerRows = await tx.select({ id: partners.id, kind: partners.promotionKind, value: partners.promotionValue }).from(partners);
      const rows = await loadProductRows(tx);
      return {
        version,
        categories: categoryRows,
        brands: brandRows,
        partners: partnerRows.map((p) => ({ id: p.id, discount: { kind: p.kind, value: p.value } satisfies PartnerDiscount })),
        ...rows,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Products per query of the full load: each query's JSON text stays a few MB (decision 0059). */
export const LOAD_CHUNK_PRODUCTS = 4000;

/**
 * The products (active ones), variants and units sold of the index: every one (the full load) or
 * only those of `ids` (an incremental patch, lib/backend/catalog/catalog-index-patch.ts). The full
 * load reads the products and their variants in ranges of ids: one JSON text of the whole
 * catalogue, with its copies in PGlite's memory, the JS string and the parsed arrays all alive at
 * once, was the server's start-up peak of memory.
 */
export async function loadProductRows(tx: Pick<Database, 'execute'>, ids?: readonly number[], chunkProducts = LOAD_CHUNK_PRODUCTS): Promise<Pick<CatalogRows, 'products' | 'variants' | 'sold'>> {
  const l = orderLines;
  const o = orders;
  const idFilter = (column: AnyColumn) => (ids ? sql`AND ${column} = ANY(string_to_array(${ids.join(',')}, ',')::int[])` : sql``);
  // Units per product and order status (a few rows per product ever ordered); the rule of what
  // counts as sold is applied here, not in SQL. Orders change stock, so they bump the version.
  const salesJson = await jsonRows(
    tx,
    sql`SELECT json_agg(json_build_array(s.product_id, s.status, s.units))::text AS j FROM (
      SELECT ${l.productId} AS product_id, ${o.status} AS status, sum(${l.quantity})::int AS units
      FROM ${l} JOIN ${o} ON ${o.id} = ${l.orderId} WHERE TRUE ${idFilter(l.productId)} GROUP BY ${l.productId}, ${o.status}) s`,
  );
  const sold = [...unitsSold(salesJson.map((r) => ({ productId: r[0] as number, status: r[1] as number, quantity: r[2] as number })))].map(([productId, units]) => ({ productId, units }));
  if (ids) return { ...(await productsAndVariants(tx, idFilter)), sold };
  const span = (await tx.execute(sql`SELECT coalesce(min(${products.id}), 0)::int AS lo, coalesce(max(${products.id}), -1)::int AS hi FROM ${products}`)) as unknown as { rows: { lo: number; hi: number }[] };
  const { lo, hi } = span.rows[0] ?? { lo: 0, hi: -1 };
  const all: Pick<CatalogRows, 'products' | 'variants'> = { products: [], variants: [] };
  for (let from = lo; from <= hi; from += chunkProducts) {
    const to = from + chunkProducts - 1;
    const chunk = await productsAndVariants(tx, (column) => sql`AND ${column} BETWEEN ${from} AND ${to}`);
    for (const row of chunk.products) all.products.push(row);
    for (const row of chunk.variants) all.variants.push(row);
  }
  return { ...all, sold };
}

/** The active products and the variants of the products the filter keeps (given the product id column). */
async function productsAndVariants(tx: Pick<Database, 'execute'>, only: (column: AnyColumn) => SQL): Promise<Pick<CatalogRows, 'products' | 'variants'>> {
  // One JSON text per table: on PGlite, 100 000 rows as one aggregated value load ~5× faster
  // than as rows (the per-row protocol work dominates); on PostgreSQL it is as fast.
  const p = products;
  const productJson = await jsonRows(
    tx,
    sql`SELECT json_agg(json_build_array(${p.id}, ${p.code}, ${p.eurl}, ${p.categoryId}, ${p.brandId}, ${p.sizeKind}, ${p.name}->>'el', ${p.name}->>'en',
      ${p.priceCents}, ${p.priceBasis}, ${p.taxCategory}, ${p.discountable}, ${p.partnerIds}, ${p.imagePath},
      (extract(epoch from ${p.createdAt}) * 1000)::float8, (${p.releaseDate} - DATE '1970-01-01')))::text AS j
      FROM ${p} WHERE ${p.active} ${only(p.id)}`,
  );
  const v = productVariants;
  const variantJson = await jsonRows(
    tx,
    // A bundle's variant shows what its parts make (issue #45: bundle-sql.ts).
    sql`SELECT json_agg(json_build_array(${v.productId}, ${v.id}, ${v.sku}, ${v.color}, ${v.size}, ${joinedStockSql}, ${joinedAvailabilitySql}))::text AS j FROM ${v} ${bundleStockJoin} WHERE TRUE ${only(v.productId)}`,
  );
  // Variants of inactive products are left out by the index build.
  return { products: productJson.map(toProductRow), variants: variantJson.map(toVariantRow) };
}

type Json = string | number | boolean | null;

async function jsonRows(tx: Pick<Database, 'execute'>, query: SQL): Promise<Json[][]> {
  const result = (await tx.execute(query)) as unknown as { rows: { j: string | null }[] };
  return JSON.parse(result.rows[0]?.j ?? '[]') as Json[][];
}

const toProductRow = (r: Json[]): ProductRow => ({
  id: r[0] as number,
  code: r[1] as string,
  eurl: r[2] as string,
  categoryId: r[3] as number,
  brandId: r[4] as number,
  sizeKind: r[5] as string,
  nameEl: (r[6] as string | null) ?? '',
  nameEn: (r[7] as string | null) ?? '',
  priceCents: r[8] as number,
  priceBasis: r[9] as string,
  taxCategory: r[10] as string,
  discountable: r[11] as boolean,
  partnerIds: r[12] as number[] | null,
  imagePath: r[13] as string,
  createdMs: Number(r[14]),
  releaseDay: r[15] === null ? null : Number(r[15]),
});

const toVariantRow = (r: Json[]): VariantRow => ({
  productId: r[0] as number,
  id: r[1] as number,
  sku: r[2] as string,
  color: r[3] as string,
  size: r[4] as string | null,
  stock: r[5] as number,
  availability: r[6] as string,
});

export type DetailTexts = { description: string; technical: string };

/** Description and technical details (HTML) of active products, in one language. */
export async function loadDetailTexts(db: Database, ids: readonly number[], lang: Language): Promise<Map<number, DetailTexts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      description: sql<string>`coalesce(${products.description}->>${lang}, '')`,
      technical: sql<string>`coalesce(${products.technical}->>${lang}, '')`,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), eq(products.active, true)));
  return new Map(rows.map((r) => [r.id, { description: r.description, technical: r.technical }]));
}
