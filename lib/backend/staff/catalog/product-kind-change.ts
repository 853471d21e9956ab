import { eq } from 'drizzle-orm';
import type { ProductKind } from '@/lib/contract/enums';
import { droppedComposition, kindChangeProblem, rangeChangeProblem } from '@/lib/rules/catalog/kind-change';
import type { ApiDeps } from '../../context';
import { heldCounts } from '../../catalog-import/composition-facts';
import { bundleParts, groupedItems } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { StaffPrincipal } from '../staff-auth';
import { audit, invalid, type ProductRow } from './catalog-common';
import { toComposition } from './product-composition-read';

/**
 * A product's kind changed through the product's own edit (decision 0046, lib/rules/catalog/kind-change.ts):
 * refused with a `kind` field key when the product is a bundle's part or a group's member or would
 * be published empty, and with a `partners` key when a changed range breaks the range rule; a former Bundle's parts and a former Grouped product's members are dropped in
 * the same transaction, with an audit row each (the list before, an empty one after).
 */
export async function assertCompositionRules(tx: Tx, row: ProductRow, to: ProductKind, after: readonly number[] | null): Promise<void> {
  const from = row.kind as ProductKind;
  const rangeChanged = JSON.stringify(row.partnerIds ?? null) !== JSON.stringify(after);
  if (from === to && !rangeChanged) return;
  // What holds the product and what it holds, read once (the import's facts, composition-facts.ts).
  const held = (await heldCounts(tx, [row.id])).get(row.id)!;
  const kind = kindChangeProblem({ from, to, status: row.status, partOfBundles: held.partOfBundles, memberOfGroups: held.memberOfGroups });
  if (kind) throw invalid({ kind });
  // A former Bundle or Grouped product drops what it held (dropFormerComposition): only what holds it counts then.
  const range = rangeChanged ? rangeChangeProblem(after, held.holderRanges, to === from ? held.contentRanges : []) : undefined;
  if (range) throw invalid({ partners: range });
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
