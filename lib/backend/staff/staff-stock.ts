import { eq, inArray } from 'drizzle-orm';
import type { StockAvailability } from '@/lib/contract/enums';
import type { StockLevel, StockLevels, StockUpdateRequest } from '@/lib/contract/staff-stock';
import { availabilityAfterStock, duplicateSkus } from '@/lib/rules/stock-level';
import type { ApiDeps } from '../context';
import { productVariants, products, staffAudit } from '../db/schema';
import type { Tx } from '../db/transaction';
import { ApiError, badRequest, forbidden } from '../http/api-error';
import type { StaffPrincipal } from './staff-auth';

/**
 * Stock through the operations API (issue #17 item 5). An update sets each listed variant's stock
 * (and its availability by lib/rules/stock-level.ts) in one transaction with one audit row per
 * variant: an unknown or repeated SKU (400, per item) or a stock that moved since the ERP read it
 * (409 stock_changed, per item) refuses the whole update. Order placement decrements stock with a
 * conditional UPDATE, so it and an ERP update of the same variant are ordered by the row lock.
 */
const levelColumns = { id: productVariants.id, sku: productVariants.sku, productCode: products.code, color: productVariants.color, size: productVariants.size, stock: productVariants.stock, availability: productVariants.availability };

async function readLevels(db: Tx | ApiDeps['db'], skus: readonly string[], lock = false) {
  const query = db.select(levelColumns).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(inArray(productVariants.sku, [...skus])).orderBy(productVariants.id);
  return lock ? query.for('no key update', { of: productVariants }) : query;
}

const toLevel = (row: Awaited<ReturnType<typeof readLevels>>[number]): StockLevel => ({
  sku: row.sku,
  productCode: row.productCode,
  color: row.color,
  size: row.size,
  stock: row.stock,
  availability: row.availability as StockAvailability,
});

/** Stock is the shop's, not a partner's: an Employee's (an Inspector reads; a SalesPerson neither). */
function assertShopWide(staff: StaffPrincipal): void {
  if (staff.role === 'SalesPerson') throw forbidden('staff_role_forbidden');
}

/** GET /staff/stock?skus=…: the variants found, in SKU order; unknown SKUs are left out. */
export async function readStock(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal, skus: readonly string[]): Promise<StockLevels> {
  assertShopWide(staff);
  const rows = await readLevels(deps.db, skus);
  return { items: rows.map(toLevel).sort((a, b) => a.sku.localeCompare(b.sku)) };
}

/** POST /staff/stock: all or nothing. */
export async function updateStock(deps: ApiDeps, staff: StaffPrincipal, request: StockUpdateRequest): Promise<StockLevels> {
  assertShopWide(staff);
  const duplicates = duplicateSkus(request.items);
  if (duplicates.length) throw badRequest('validation_failed', Object.fromEntries(duplicates.map((i) => [`items.${i}.sku`, 'sku_duplicate'])));
  return deps.db.transaction(async (tx) => {
    const rows = new Map((await readLevels(tx, request.items.map((i) => i.sku), true)).map((row) => [row.sku, row]));
    const unknown = request.items.flatMap((item, i) => (rows.has(item.sku) ? [] : [[`items.${i}.sku`, 'sku_not_found'] as const]));
    if (unknown.length) throw badRequest('validation_failed', Object.fromEntries(unknown));
    const moved = request.items.flatMap((item, i) => (item.expectedStock !== undefined && rows.get(item.sku)!.stock !== item.expectedStock ? [[`items.${i}.expectedStock`, 'stock_changed'] as const] : []));
    if (moved.length) throw new ApiError(409, 'stock_changed', Object.fromEntries(moved));
    const now = deps.now();
    const levels: StockLevel[] = [];
    for (const item of request.items) {
      const row = rows.get(item.sku)!;
      const availability = availabilityAfterStock(row.availability as StockAvailability, item.stock);
      await tx.update(productVariants).set({ stock: item.stock, availability }).where(eq(productVariants.id, row.id));
      levels.push({ ...toLevel(row), stock: item.stock, availability });
    }
    await tx.insert(staffAudit).values(
      request.items.map((item) => {
        const row = rows.get(item.sku)!;
        const level = levels.find((l) => l.sku === item.sku)!;
        return { staffId: staff.id, action: 'stock.set', targetKind: 'variant', targetId: row.id, before: { stock: row.stock, availability: row.availability }, after: { stock: level.stock, availability: level.availability }, createdAt: now };
      }),
    );
    return { items: levels };
  });
}
