import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ApiDeps } from '../../context';
import { productPriceHistory, products, staffAudit } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, badRequest, forbidden, notFound } from '../../http/api-error';
import type { StaffPrincipal } from '../staff-auth';

/**
 * What the catalogue services share (issue #45 item 1, decision 0033): who may change the
 * catalogue, the version check, the audit row and the price history.
 */
export type Db = Tx | ApiDeps['db'];
export type PriceSource = 'console' | 'api' | 'import';

/** The header the staff console's forwarder sets on its calls: a price it sets is kept as `console`, any other staff call's as `api`. */
export const STAFF_CLIENT_HEADER = 'x-staff-client';
export const priceSourceOf = (c: Context): PriceSource => (c.req.header(STAFF_CLIENT_HEADER)?.trim().toLowerCase() === 'console' ? 'console' : 'api');

/** The catalogue is the shop's: an Employee changes it (an Inspector is refused before, staff_read_only). */
export function assertCatalogWriter(staff: StaffPrincipal): void {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
}

/** 409 `<kind>_changed`, naming the version now, when a change was made from another one. */
export function assertVersion(kind: 'product' | 'category' | 'brand', current: number, expected: number): void {
  if (current !== expected) throw new ApiError(409, `${kind}_changed`, { expectedVersion: `${kind}_changed` }, undefined, { expectedVersion: { current } });
}

export const invalid = (fields: Record<string, string>) => badRequest('validation_failed', fields);
export function throwIfAny(fields: Record<string, string>): void {
  if (Object.keys(fields).length) throw invalid(fields);
}

export type ProductRow = typeof products.$inferSelect;

/** A product by code (upper case), locked for a change when `lock`; 404 product_not_found. */
export async function productByCode(db: Db, code: string, lock = false): Promise<ProductRow> {
  const query = db.select().from(products).where(eq(products.code, code.trim().toUpperCase()));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('product_not_found');
  return row;
}

export type AuditEntry = { action: string; targetKind: 'product' | 'category' | 'brand'; targetId: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null };

export async function audit(tx: Tx, deps: Pick<ApiDeps, 'now'>, staff: StaffPrincipal, entries: readonly AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  const createdAt = deps.now();
  await tx.insert(staffAudit).values(entries.map((e) => ({ staffId: staff.id, ...e, createdAt })));
}

/** A price (or price basis) a product gets from now on, kept in its history. */
export async function recordPrices(tx: Tx, deps: Pick<ApiDeps, 'now'>, staffId: number | null, source: PriceSource, rows: readonly { productId: number; priceCents: number; priceBasis: ProductRow['priceBasis'] }[]): Promise<void> {
  if (!rows.length) return;
  const validFrom = deps.now();
  await tx.insert(productPriceHistory).values(rows.map((r) => ({ ...r, staffId, source, validFrom })));
}

/** Rich text in the audit: which languages changed, not the HTML twice. */
export function auditSide(side: Record<string, unknown>, other: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...side };
  for (const key of ['description', 'technical'] as const) {
    const mine = side[key] as Record<string, string> | undefined;
    const theirs = other[key] as Record<string, string> | undefined;
    if (mine) out[key] = { changed: (['el', 'en'] as const).filter((l) => mine[l] !== theirs?.[l]), length: { el: mine.el?.length ?? 0, en: mine.en?.length ?? 0 } };
  }
  return out;
}
