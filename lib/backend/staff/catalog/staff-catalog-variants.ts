import { and, eq, inArray, ne } from 'drizzle-orm';
import type { StockAvailability } from '@/lib/contract/enums';
import type { StaffProduct, StaffVariantsRequest } from '@/lib/contract/staff-catalog';
import { gridChanges, gridProblems, gridStockCheck, planGrid, type CurrentVariant } from '@/lib/rules/catalog/variant-grid';
import type { ApiDeps } from '../../context';
import { products, productVariants } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { StaffPrincipal } from '../staff-auth';
import { assertCatalogWriter, assertVersion, audit, productByCode, throwIfAny } from './catalog-common';
import { toStaffProduct } from './staff-catalog-read';
import { variantsInUse } from './product-usage';

/**
 * A product's colour × size grid (issue #45 item 1, decision 0033): the full list of variants it
 * should have, matched by SKU (lib/rules/catalog/variant-grid.ts). A SKU is the shop's: one another
 * product holds is refused per row (sku_taken). A variant left out is deleted unless something
 * holds it; then it stays with stock 0 and NotAvailable. A stock change is compare-and-set per row
 * (`expectedStock`, 409 stock_changed naming the stock now; decision 0041). One transaction, one audit row with the
 * variants added, changed, removed and retired, and the product's version bumped.
 */
export async function putStaffVariants(deps: ApiDeps, staff: StaffPrincipal, code: string, request: StaffVariantsRequest): Promise<StaffProduct> {
  assertCatalogWriter(staff);
  return deps.db.transaction(async (tx) => {
    const row = await productByCode(tx, code, true);
    assertVersion('product', row.version, request.expectedVersion);
    const rows = await tx.select().from(productVariants).where(eq(productVariants.productId, row.id)).orderBy(productVariants.id).for('update');
    const held = await variantsInUse(tx, rows.map((v) => v.id));
    const current: CurrentVariant[] = rows.map((v) => ({ id: v.id, sku: v.sku, color: v.color, size: v.size, stock: v.stock, availability: v.availability as StockAvailability, inUse: held.has(v.id) }));
    const desired = request.variants.map((v) => ({ ...v, size: v.size === '' ? null : v.size }));
    const problems = gridProblems(row.sizeKind, desired, current);
    const skus = desired.map((v) => v.sku);
    const elsewhere = skus.length ? new Set((await tx.select({ sku: productVariants.sku }).from(productVariants).where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, row.id)))).map((r) => r.sku)) : new Set<string>();
    desired.forEach((v, i) => {
      if (elsewhere.has(v.sku)) problems[`variants.${i}.sku`] = 'sku_taken';
    });
    // Stock moves with every order: a stock change names the stock it was read at, and is refused when an order moved it since (decision 0041).
    const stock = gridStockCheck(desired, current);
    throwIfAny({ ...problems, ...stock.unnamed });
    if (Object.keys(stock.moved).length) throw new ApiError(409, 'stock_changed', stock.moved, undefined, stock.now);
    const plan = planGrid(desired, current);
    if (!gridChanges(plan)) return toStaffProduct(tx, row);
    // Deleted first, then retired and changed, then added.
    if (plan.remove.length) await tx.delete(productVariants).where(inArray(productVariants.id, plan.remove.map((v) => v.id)));
    for (const { id, after } of [...plan.retire, ...plan.change]) await tx.update(productVariants).set(after).where(eq(productVariants.id, id));
    if (plan.add.length) await tx.insert(productVariants).values(plan.add.map((v) => ({ ...v, productId: row.id })));
    const [updated] = await tx.update(products).set({ version: row.version + 1, updatedAt: deps.now() }).where(eq(products.id, row.id)).returning();
    await audit(tx, deps, staff, [
      {
        action: 'product.variants',
        targetKind: 'product',
        targetId: row.id,
        before: { variants: [...plan.change.map((c) => c.before), ...plan.retire.map((c) => c.before), ...plan.remove.map(({ id: _id, inUse: _inUse, ...v }) => v)] },
        after: { added: plan.add, changed: plan.change.map((c) => c.after), retired: plan.retire.map((c) => c.after), removed: plan.remove.map((v) => v.sku) },
      },
    ]);
    return toStaffProduct(tx, updated!);
  });
}
