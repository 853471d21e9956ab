import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { StockAvailability } from '@/lib/contract/enums';
import type { StaffBulkEditRequest, StaffBulkEditResult } from '@/lib/contract/staff-catalog';
import { priceAfter } from '@/lib/rules/catalog/bulk-change';
import { BULK_SELECTION_MAX } from '@/lib/rules/catalog/catalog-limits';
import { availabilityAfterStock } from '@/lib/rules/stock-level';
import type { ApiDeps } from '../../context';
import { products, productVariants } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import type { StaffPrincipal } from '../staff-auth';
import { assertCatalogWriter, audit, invalid, recordPrices, type AuditEntry, type PriceSource } from './catalog-common';
import { productFilterWhere } from './catalog-filter';

/**
 * A bulk edit over the products a filter or a list of codes selects (issue #45 item 1, decision
 * 0033): a price set or changed by a percentage (lib/rules/catalog/bulk-change.ts), or every
 * variant's stock set (availability follows as in lib/rules/stock-level.ts). All or nothing, in one
 * transaction with the products locked; each product that changes gets its version bumped, an
 * audit row, and for a price its history row. Products it would not change are counted as matched only.
 */
const CHUNK = 500;
const chunks = <T>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

async function selection(tx: Tx, request: StaffBulkEditRequest) {
  if ((request.filter === undefined) === (request.codes === undefined)) throw invalid({ filter: 'bulk_selection_required' });
  let where: SQL | undefined;
  if (request.codes) where = inArray(products.code, [...new Set(request.codes)]);
  else where = await productFilterWhere(tx, request.filter!);
  const rows = await tx
    .select({ id: products.id, code: products.code, priceCents: products.priceCents, priceBasis: products.priceBasis, version: products.version })
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .limit(BULK_SELECTION_MAX + 1)
    .for('update');
  if (rows.length > BULK_SELECTION_MAX) throw invalid({ filter: 'bulk_selection_too_large' });
  if (request.codes) {
    const found = new Set(rows.map((r) => r.code));
    const missing = request.codes.findIndex((c) => !found.has(c));
    if (missing >= 0) throw invalid({ [`codes.${missing}`]: 'product_not_found' });
  }
  return rows;
}

/** version + 1 and the price (when given) of each listed product, a statement per 500. */
async function bumpProducts(tx: Tx, now: Date, rows: readonly { id: number; priceCents?: number }[]): Promise<void> {
  for (const part of chunks(rows)) {
    const values = sql.join(part.map((r) => sql`(${r.id}::int, ${r.priceCents ?? null}::int)`), sql`, `);
    await tx.execute(sql`update ${products} set version = ${products.version} + 1, updated_at = ${now}, price_cents = coalesce(v.price, ${products.priceCents}) from (values ${values}) as v(id, price) where ${products.id} = v.id`);
  }
}

export async function bulkEditProducts(deps: ApiDeps, staff: StaffPrincipal, request: StaffBulkEditRequest, source: PriceSource): Promise<StaffBulkEditResult> {
  assertCatalogWriter(staff);
  return deps.db.transaction(async (tx) => {
    const rows = await selection(tx, request);
    const change = request.change;
    const now = deps.now();
    const entries: AuditEntry[] = [];
    if (change.kind !== 'setStock') {
      const priced = rows.map((r) => ({ ...r, next: priceAfter(r.priceCents, change) }));
      const tooHigh = priced.find((r) => r.next === undefined);
      if (tooHigh) throw invalid({ change: 'bulk_price_too_high' });
      const changed = priced.filter((r) => r.next !== r.priceCents);
      await bumpProducts(tx, now, changed.map((r) => ({ id: r.id, priceCents: r.next! })));
      await recordPrices(tx, deps, staff.id, source, changed.map((r) => ({ productId: r.id, priceCents: r.next!, priceBasis: r.priceBasis })));
      for (const r of changed) entries.push({ action: 'product.bulk_price', targetKind: 'product', targetId: r.id, before: { priceCents: r.priceCents }, after: { priceCents: r.next! } });
    } else {
      const ids = rows.map((r) => r.id);
      const variants = ids.length ? await tx.select().from(productVariants).where(inArray(productVariants.productId, ids)).orderBy(asc(productVariants.id)).for('update') : [];
      const moved = variants
        .map((v) => ({ ...v, nextAvailability: availabilityAfterStock(v.availability as StockAvailability, change.stock) }))
        .filter((v) => v.stock !== change.stock || v.availability !== v.nextAvailability);
      for (const part of chunks(moved)) {
        const values = sql.join(part.map((v) => sql`(${v.id}::int, ${v.nextAvailability}::text)`), sql`, `);
        await tx.execute(sql`update ${productVariants} set stock = ${change.stock}, availability = v.availability from (values ${values}) as v(id, availability) where ${productVariants.id} = v.id`);
      }
      const byProduct = new Map<number, typeof moved>();
      for (const v of moved) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
      await bumpProducts(tx, now, [...byProduct.keys()].map((id) => ({ id })));
      for (const [productId, list] of byProduct) {
        entries.push({ action: 'product.bulk_stock', targetKind: 'product', targetId: productId, before: { variants: list.map((v) => ({ sku: v.sku, stock: v.stock, availability: v.availability })) }, after: { stock: change.stock, variants: list.map((v) => ({ sku: v.sku, availability: v.nextAvailability })) } });
      }
    }
    for (const part of chunks(entries)) await audit(tx, deps, staff, part);
    return { matched: rows.length, changed: entries.length };
  });
}
