import 'server-only';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ImportItem } from '@/lib/contract/catalog-import';
import type { SizeKind } from '@/lib/contract/enums';
import type { References } from '@/lib/rules/catalog-import/check-references';
import type { ProductState, VariantState } from '@/lib/rules/catalog-import/diff-product';
import type { ApiDeps } from '../context';
import { brands, categories, partners, productVariants, products } from '../db/schema';
import type { Tx } from '../db/transaction';
import { heldCounts, type HeldCounts } from './composition-facts';

/**
 * What an import batch is checked and compared against, read in one go: the categories, brands and
 * partners by code, the owners of the batch's SKUs, and the batch's existing products with their
 * variants (locked FOR UPDATE when read inside the writing transaction).
 */
export type ExistingProduct = { id: number; code: string; version: number; state: ProductState; variants: VariantState[]; held: HeldCounts };
export type ImportState = { refs: References; existing: Map<string, ExistingProduct>; partnerCodeById: Map<number, string> };
type Reader = Tx | ApiDeps['db'];

/** `column = ANY(the list)` (an index scan) with the list as one JSON parameter (a batch's 5 000 SKUs are not 5 000 bound parameters). */
const inList = (column: AnyColumn, values: readonly string[] | readonly number[]): SQL =>
  column.columnType === 'PgInteger' || column.columnType === 'PgSerial'
    ? sql`${column} = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::int))`
    : sql`${column} = ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)))`;

export async function readImportState(db: Reader, items: readonly ImportItem[], lock = false): Promise<ImportState> {
  const codes = [...new Set(items.map((i) => i.code))];
  const skus = [...new Set(items.flatMap((i) => i.variants.map((v) => v.sku)))];
  // One after another: inside a transaction they share one client (never two queries at once).
  const categoryRows = await db.select({ id: categories.id, code: categories.code, sizeKind: categories.sizeKind }).from(categories);
  const brandRows = await db.select({ id: brands.id, code: brands.code }).from(brands);
  const partnerRows = await db.select({ id: partners.id, code: partners.code }).from(partners);
  const productQuery = db.select().from(products).where(inList(products.code, codes));
  const productRows = await (lock ? productQuery.orderBy(products.id).for('update') : productQuery);
  const ids = productRows.map((p) => p.id);
  const variantRows = await db
    .select({ id: productVariants.id, productId: productVariants.productId, sku: productVariants.sku, color: productVariants.color, size: productVariants.size, stock: productVariants.stock, availability: productVariants.availability })
    .from(productVariants)
    .where(inList(productVariants.productId, ids));
  const owners = skus.length
    ? await db.select({ sku: productVariants.sku, code: products.code }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(inList(productVariants.sku, skus))
    : [];
  const variantsOf = new Map<number, VariantState[]>();
  for (const v of variantRows) variantsOf.set(v.productId, [...(variantsOf.get(v.productId) ?? []), { id: v.id, sku: v.sku, color: v.color, size: v.size, stock: v.stock, availability: v.availability }]);
  const held = await heldCounts(db, ids);
  const existing = new Map(productRows.map((p) => [p.code, { id: p.id, code: p.code, version: p.version, variants: variantsOf.get(p.id) ?? [], state: stateOf(p), held: held.get(p.id)! }]));
  return {
    refs: {
      categories: new Map(categoryRows.map((c) => [c.code, { id: c.id, sizeKind: c.sizeKind as SizeKind }])),
      brands: new Map(brandRows.map((b) => [b.code, b.id])),
      partners: new Map(partnerRows.map((p) => [p.code, p.id])),
      skuOwner: new Map(owners.map((o) => [o.sku, o.code])),
    },
    existing,
    partnerCodeById: new Map(partnerRows.map((p) => [p.id, p.code])),
  };
}

/** The compared fields of a product row (its texts as plain `{ el, en }`). */
function stateOf(p: typeof products.$inferSelect): ProductState {
  const { categoryId, brandId, kind, taxCategory, priceBasis, priceCents, discountable, status, partnerIds, releaseDate, weightGrams } = p;
  return { name: { el: p.name.el, en: p.name.en }, description: { el: p.description.el, en: p.description.en }, categoryId, brandId, kind, taxCategory, priceBasis, priceCents, discountable, status, partnerIds, releaseDate, weightGrams };
}
