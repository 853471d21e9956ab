import type { StockAvailability } from '@/lib/contract/enums';

/**
 * A variant's availability after its stock is set (issue #17 item 5, the ERP's stock updates),
 * the same rule order placement and cancellation follow: none left is Exhausted, stock back on an
 * Exhausted variant makes it Available, any other state (Limited, PreOrder, Days_2_5, …) is the
 * merchandiser's and stays.
 */
export function availabilityAfterStock(current: StockAvailability, stock: number): StockAvailability {
  if (stock === 0) return 'Exhausted';
  return current === 'Exhausted' ? 'Available' : current;
}

export type StockItem = { sku: string; stock: number; expectedStock?: number };

/** The first index of each SKU listed twice in one update (the update is refused: which one wins would be a guess). */
export function duplicateSkus(items: readonly StockItem[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  items.forEach((item, i) => {
    if (seen.has(item.sku)) duplicates.push(i);
    seen.add(item.sku);
  });
  return duplicates;
}
