import { count, eq } from 'drizzle-orm';
import type { ProductKind } from '@/lib/contract/enums';
import { droppedComposition, kindChangeProblem, rangeChangeProblem } from '@/lib/rules/catalog/kind-change';
import type { ApiDeps } from '../../context';
import { heldCounts } from '../../catalog-import/composition-facts';
import { bundleParts, groupedItems, productVariants } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { StaffPrincipal } from '../staff-auth';
import { audit, invalid, type ProductRow } from './catalog-common';
import { toComposition } from './product-composition-read';

/**
 * A product's kind changed through the product's own edit (decision 0046, lib/rules/catalog/kind-change.ts):
 * refused with a `kind` field key when the product is a bundle's part or a group's member or would
 * be published empty; a former Bundle's parts and a former Grouped product's members are dropped in
 * the same transaction, with an audit row each (the list before, an empty one after).
 */
export async function assertKindChange(tx: Tx, row: ProductRow, to: ProductKind): Promise<void> {
  if (row.kind === to) return;
  const [part] = await tx.select({ n: count() }).from(bundleParts).innerJoin(productVariants, eq(productVariants.id, bundleParts.partVariantId)).where(eq(productVariants.productId, row.id));
  const [member] = await tx.select({ n: count() }).from(groupedItems).where(eq(groupedItems.memberProductId, row.id));
  const problem = kindChangeProblem({ from: row.kind as ProductKind, to, status: row.status, partOfBundles: Number(part?.n ?? 0), memberOfGroups: Number(member?.n ?? 0) });
  if (problem) throw invalid({ kind: problem });
}

export async function dropFormerComposition(tx: Tx, deps: ApiDeps, staff: StaffPrincipal, row: ProductRow, to: ProductKind): Promise<void> {
  const dropped = droppedComposition(row.kind as ProductKind, to);
  if (!dropped.parts && !dropped.members) return;
  const current = await toComposition(tx, row);
  if (dropped.parts && current.parts.length) {
    await tx.delete(bundleParts).where(eq(bundleParts.bundleProductId, row.id));
    await audit(tx, deps, staff, [{ action: 'product.parts', targetKind: 'product', targetId: row.id, before: { parts: current.parts.map((p) => ({ sku: p.sku, quantity: p.quantity })) }, after: { parts: [] } }]);
  }
  if (dropped.members && current.members.length) {
    await tx.delete(groupedItems).where(eq(groupedItems.groupedProductId, row.id));
    await audit(tx, deps, staff, [{ action: 'product.members', targetKind: 'product', targetId: row.id, before: { members: current.members.map((m) => m.code) }, after: { members: [] } }]);
  }
}

/** A changed partner range that would sell a bundle or group's part or member where it is not carried: 400 on `partners`. */
export async function assertRangeChange(tx: Tx, productId: number, from: ProductKind, kind: ProductKind, before: readonly number[] | null, after: readonly number[] | null): Promise<void> {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const held = (await heldCounts(tx, [productId])).get(productId)!;
  // A former Bundle or Grouped product drops what it held (dropFormerComposition): only what holds it counts then.
  const problem = rangeChangeProblem(after, held.holderRanges, kind === from ? held.contentRanges : []);
  if (problem) throw invalid({ partners: problem });
}
