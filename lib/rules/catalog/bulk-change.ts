import { LOW_STOCK_TOTAL, PRICE_MAX_CENTS } from './catalog-limits';

/**
 * Bulk edits of the catalogue (issue #45 item 1, decision 0033): a new list price from a set price
 * or a percentage, in whole cents, never below 0; and the stock band of the list's filter.
 */
export type PriceChange = { kind: 'setPrice'; priceCents: number } | { kind: 'percent'; percent: number };

/**
 * The price after a change. A percentage (two decimals at most) is counted in basis points on
 * integers and rounded half up to the cent, so 19.99 € + 10 % is 21.99 € (2198.9 → 2199), and it
 * never goes below 0. Undefined: above PRICE_MAX_CENTS (the whole bulk edit is refused).
 */
export function priceAfter(priceCents: number, change: PriceChange): number | undefined {
  let next: number;
  if (change.kind === 'setPrice') next = change.priceCents;
  else {
    const basisPoints = Math.round(change.percent * 100);
    next = Math.max(0, Math.floor((priceCents * (10_000 + basisPoints) + 5_000) / 10_000));
  }
  return next > PRICE_MAX_CENTS ? undefined : next;
}

export type StockBand = 'in' | 'low' | 'out';

/** A product's band by its variants' total stock: none is out, 1 to LOW_STOCK_TOTAL is low (and in), more is in. */
export function stockBands(totalStock: number): StockBand[] {
  if (totalStock <= 0) return ['out'];
  return totalStock <= LOW_STOCK_TOTAL ? ['in', 'low'] : ['in'];
}

/** The fields that differ between two versions of a record, each side holding only those (for the audit's before and after). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const keys = (Object.keys(after) as (keyof T)[]).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])) as Partial<T>, after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])) as Partial<T> };
}
