import { inArray } from 'drizzle-orm';
import type { PartUnits } from '@/lib/rules/bundle-stock';
import { bundleParts, orderLineParts } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { reserveStock } from '../orders/reserve';

/**
 * Bundles at placement (issue #45; docs/decisions/0029): placement takes the parts' units (a
 * bundle's variant has no stock of its own that anything takes; reads go through bundle-sql.ts) and
 * records them per order line, which every give-back returns.
 */
/** The parts of the bundles among `productIds` (per bundle unit). */
export async function bundlePartsOf(tx: Pick<Tx, 'select'>, productIds: readonly number[]): Promise<Map<number, PartUnits[]>> {
  const parts = new Map<number, PartUnits[]>();
  if (productIds.length === 0) return parts;
  const rows = await tx
    .select({ productId: bundleParts.bundleProductId, variantId: bundleParts.partVariantId, quantity: bundleParts.quantity })
    .from(bundleParts)
    .where(inArray(bundleParts.bundleProductId, [...new Set(productIds)]));
  for (const r of rows) parts.set(r.productId, [...(parts.get(r.productId) ?? []), { variantId: r.variantId, quantity: r.quantity }]);
  return parts;
}

type Line = { id: number; productId: number; variantId: number; quantity: number };

/**
 * Takes the cart's units out of stock: a plain line from its variant, a bundle line from its parts
 * (409 `not_available_quantity` names the bundle's line when a part is short).
 */
export async function reserveCartStock(tx: Tx, lines: readonly Line[], parts: ReadonlyMap<number, readonly PartUnits[]>): Promise<void> {
  const units = lines.flatMap((line) => {
    const of = parts.get(line.productId);
    return of && of.length > 0 ? of.map((p) => ({ id: line.id, variantId: p.variantId, quantity: line.quantity * p.quantity })) : [line];
  });
  await reserveStock(tx, units);
}

/** Records what each bundle line of the order took (positions: the lines' order in the cart). */
export async function writeOrderLineParts(tx: Tx, orderId: number, lines: readonly Line[], parts: ReadonlyMap<number, readonly PartUnits[]>): Promise<void> {
  const rows = lines.flatMap((line, position) => (parts.get(line.productId) ?? []).map((p) => ({ orderId, position, variantId: p.variantId, quantity: p.quantity })));
  if (rows.length > 0) await tx.insert(orderLineParts).values(rows);
}
