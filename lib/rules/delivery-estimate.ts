import type { StockAvailability } from '@/lib/contract/enums';

/** Working days, from and to (`max` null: open-ended). */
export type DayRange = { min: number; max: number | null };

/** The shop's times (lib/config/shop-config.ts): working days until an order in stock leaves, and the courier's. */
export type DeliveryTimes = { dispatchDays: number; transit: { min: number; max: number } };

/** States of goods on the shelf: they leave after the dispatch time. */
const ON_HAND = new Set<StockAvailability>(['Available', 'OnLineWarehouse', 'Limited', 'LastItem']);

/** States that name the supplier's time before the goods are on the shelf (SPEC §3 enumeration). */
const SUPPLIER_DAYS: Partial<Record<StockAvailability, DayRange>> = {
  Days_1_3: { min: 1, max: 3 },
  Days_2_5: { min: 2, max: 5 },
  Days_4_7: { min: 4, max: 7 },
  Days_7_Over: { min: 7, max: null },
};

/**
 * When goods ordered today reach the customer (issue #46), in working days: the dispatch time and
 * the courier's time, plus the supplier's for goods not on the shelf. None for what is not in
 * stock or has no known time (pre-order, after order, coming soon, exhausted, not available).
 */
export function deliveryEstimate(stock: { status: StockAvailability; inStock: boolean }, times: DeliveryTimes): DayRange | null {
  if (!stock.inStock) return null;
  const supplier = ON_HAND.has(stock.status) ? { min: 0, max: 0 } : SUPPLIER_DAYS[stock.status];
  if (!supplier) return null;
  const min = times.dispatchDays + supplier.min + times.transit.min;
  const max = supplier.max === null ? null : times.dispatchDays + supplier.max + times.transit.max;
  return { min, max };
}

/** A range as the messages take it: `max` for the plural, `range` as "1–3" (or "2" when both ends meet). */
export function dayRangeText({ min, max }: { min: number; max: number }): { max: number; range: string } {
  return { max, range: min === max ? String(max) : `${min}–${max}` };
}

/**
 * Working days until an order in stock is delivered, or ready for pickup, by a shipping method: the
 * shop's dispatch time (SHOP_DISPATCH_DAYS) before the method's own time (checkout shows it per
 * method, as the product page and the landing show the courier's).
 */
export function methodDeliveryDays(dispatchDays: number, method: { min: number; max: number }): { min: number; max: number } {
  return { min: dispatchDays + method.min, max: dispatchDays + method.max };
}
