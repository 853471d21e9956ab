import { isVisibleTo, type CatalogIndex } from './catalog-index';
import type { PriceTable } from './partner-prices';

/**
 * Related products of slot `i`: other products of the same category that the partner may see,
 * closest in price first (the price its customers pay), ties by product code. Deterministic.
 */
export function relatedSlots(index: CatalogIndex, i: number, partnerId: number, prices: PriceTable, max: number): number[] {
  const category = index.category[i]!;
  const price = prices.gross[i]!;
  const candidates: number[] = [];
  for (let j = 0; j < index.count; j++) {
    if (j !== i && index.category[j] === category && isVisibleTo(index, j, partnerId)) candidates.push(j);
  }
  const distance = (j: number) => Math.abs(prices.gross[j]! - price);
  return candidates.sort((a, b) => distance(a) - distance(b) || a - b).slice(0, max);
}
