import { count, eq, inArray, or } from 'drizzle-orm';
import type { ProductHolders } from '@/lib/rules/catalog/product-removal';
import { bundleParts, cartLines, groupedItems, orderLineParts, orderLines, orderListLines, productVariants, quotationLines } from '../../db/schema';
import type { Db } from './catalog-common';

/**
 * What holds a product or its variants (issue #45 item 1, decision 0033): carts, orders (a line or
 * a bundle line's part), order lists, quotes, bundles (as a part) and grouped products (as a
 * member). A held product is archived, never deleted; a held variant left out of the grid stays,
 * with stock 0 and NotAvailable.
 */
const VARIANT_HOLDERS = [
  [cartLines, cartLines.variantId],
  [orderLines, orderLines.variantId],
  [orderLineParts, orderLineParts.variantId],
  [orderListLines, orderListLines.variantId],
  [quotationLines, quotationLines.variantId],
  [bundleParts, bundleParts.partVariantId],
] as const;

/** The ids among `variantIds` that something holds. */
export async function variantsInUse(db: Db, variantIds: readonly number[]): Promise<Set<number>> {
  const held = new Set<number>();
  if (!variantIds.length) return held;
  for (const [table, column] of VARIANT_HOLDERS) {
    const rows = await db.selectDistinct({ id: column }).from(table).where(inArray(column, [...variantIds]));
    for (const r of rows) held.add(r.id);
  }
  return held;
}

/** How many of each kind of record hold the product (the delete-or-archive decision's input). */
export async function productHolders(db: Db, productId: number): Promise<ProductHolders> {
  const ids = (await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId))).map((r) => r.id);
  const any = ids.length ? ids : [-1];
  const n = async (query: PromiseLike<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    carts: await n(db.select({ n: count() }).from(cartLines).where(inArray(cartLines.variantId, any))),
    orders:
      (await n(db.select({ n: count() }).from(orderLines).where(or(eq(orderLines.productId, productId), inArray(orderLines.variantId, any))))) +
      (await n(db.select({ n: count() }).from(orderLineParts).where(inArray(orderLineParts.variantId, any)))),
    orderLists: await n(db.select({ n: count() }).from(orderListLines).where(inArray(orderListLines.variantId, any))),
    quotes: await n(db.select({ n: count() }).from(quotationLines).where(inArray(quotationLines.variantId, any))),
    bundles: await n(db.select({ n: count() }).from(bundleParts).where(inArray(bundleParts.partVariantId, any))),
    groups: await n(db.select({ n: count() }).from(groupedItems).where(eq(groupedItems.memberProductId, productId))),
  };
}
