import { eq } from 'drizzle-orm';
import type { ProductKind } from '@/lib/contract/enums';
import type { StaffBundlePartsRequest, StaffGroupMembersRequest, StaffProductComposition } from '@/lib/contract/staff-product-kinds';
import { membersProblems, partsProblems, type Owner } from '@/lib/rules/catalog/product-composition';
import type { ApiDeps } from '../../context';
import { bundleParts, groupedItems, products } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { StaffPrincipal } from '../staff-auth';
import { assertCatalogWriter, assertVersion, audit, productByCode, throwIfAny, type ProductRow } from './catalog-common';
import { resolveMembers, resolveParts, toComposition } from './product-composition-read';

/**
 * A Bundle's parts and a Grouped product's members replaced by an Employee (issue #45, decision
 * 0046): the whole list, from the version the editor read (409 product_changed), checked by the
 * rules of lib/rules/catalog/product-composition.ts (every wrong row named), in one transaction
 * with its audit row (the list before and after) and the product's version bumped; the tables'
 * triggers (migrations 0026, 0027) move the catalogue version and log the change, so the index
 * follows. Orders already placed keep their parts (order_line_parts). The same list again changes
 * nothing.
 */
const ownerOf = (row: ProductRow): Owner => ({ id: row.id, kind: row.kind as ProductKind, status: row.status, partnerIds: row.partnerIds ?? null });

async function changed(tx: Tx, deps: ApiDeps, staff: StaffPrincipal, row: ProductRow, action: string, before: unknown, after: unknown): Promise<StaffProductComposition> {
  const [updated] = await tx.update(products).set({ version: row.version + 1, updatedAt: deps.now() }).where(eq(products.id, row.id)).returning();
  await audit(tx, deps, staff, [{ action, targetKind: 'product', targetId: row.id, before: { [action === 'product.parts' ? 'parts' : 'members']: before }, after: { [action === 'product.parts' ? 'parts' : 'members']: after } }]);
  return toComposition(tx, updated!);
}

export async function putBundleParts(deps: ApiDeps, staff: StaffPrincipal, code: string, request: StaffBundlePartsRequest): Promise<StaffProductComposition> {
  assertCatalogWriter(staff);
  return deps.db.transaction(async (tx) => {
    const row = await productByCode(tx, code, true);
    assertVersion('product', row.version, request.expectedVersion);
    const field = (i: number) => (request.parts[i]?.sku === undefined && request.parts[i]?.variantId !== undefined ? `parts.${i}.variantId` : `parts.${i}.sku`);
    const resolved = await resolveParts(tx, request.parts);
    const problems = partsProblems(ownerOf(row), resolved, field);
    request.parts.forEach((p, i) => {
      if (p.sku === undefined && p.variantId === undefined) problems[field(i)] = 'part_required';
    });
    throwIfAny(problems);
    const current = await toComposition(tx, row);
    const next = resolved.map((r, i) => ({ variantId: r!.variantId, sku: r!.sku, quantity: request.parts[i]!.quantity }));
    const key = (list: readonly { variantId: number; quantity: number }[]) => JSON.stringify([...list].sort((a, b) => a.variantId - b.variantId).map((p) => [p.variantId, p.quantity]));
    if (key(current.parts) === key(next)) return current;
    await tx.delete(bundleParts).where(eq(bundleParts.bundleProductId, row.id));
    if (next.length) await tx.insert(bundleParts).values(next.map((p) => ({ bundleProductId: row.id, partVariantId: p.variantId, quantity: p.quantity })));
    const side = (list: readonly { sku: string; quantity: number }[]) => list.map((p) => ({ sku: p.sku, quantity: p.quantity }));
    return changed(tx, deps, staff, row, 'product.parts', side(current.parts), side(next));
  });
}

export async function putGroupMembers(deps: ApiDeps, staff: StaffPrincipal, code: string, request: StaffGroupMembersRequest): Promise<StaffProductComposition> {
  assertCatalogWriter(staff);
  return deps.db.transaction(async (tx) => {
    const row = await productByCode(tx, code, true);
    assertVersion('product', row.version, request.expectedVersion);
    const resolved = await resolveMembers(tx, request.members);
    throwIfAny(membersProblems(ownerOf(row), resolved));
    const current = await toComposition(tx, row);
    const before = current.members.map((m) => m.code);
    const after = resolved.map((m) => m!.code);
    if (JSON.stringify(before) === JSON.stringify(after)) return current;
    await tx.delete(groupedItems).where(eq(groupedItems.groupedProductId, row.id));
    if (resolved.length) await tx.insert(groupedItems).values(resolved.map((m, position) => ({ groupedProductId: row.id, memberProductId: m!.productId, position })));
    return changed(tx, deps, staff, row, 'product.members', before, after);
  });
}
