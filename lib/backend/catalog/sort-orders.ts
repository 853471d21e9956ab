import type { ListSortOrder } from '@/lib/contract/catalog-sorts';
import type { Language } from '@/lib/contract/enums';
import type { CatalogIndex } from './catalog-index';
import type { PriceTable } from './partner-prices';

/**
 * Product orders as permutations of the index slots, computed once per index (and per language or
 * price table) and memoised; a list answer walks the permutation and keeps the matching slots, so
 * sorting costs nothing per request. Ties always fall back to the Default order (product code),
 * which makes paging stable.
 *
 * - Default: by product code (the index order).
 * - Price*: by the gross price the partner's customers pay; Discount: by the discount per unit.
 * - Name*: by the name in the request language (locale collation, numbers in numeric order).
 * - CreateDate* / ReleaseDate*: newest or oldest first; products without a release date last.
 * - QuantityDescending: most units in stock first (the sum over the product's variants).
 * - Bestseller: most units sold first (order lines of orders that count as sold, shop-wide, loaded
 *   with the index: lib/rules/bestsellers.ts).
 * - RatingDescending is refused by the contract (no ratings are recorded; lib/contract/catalog-sorts.ts).
 */
type Key = ArrayLike<number>;

function permutationBy(count: number, key: Key, descending: boolean): Int32Array {
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  const sign = descending ? -1 : 1;
  return order.sort((a, b) => {
    const ka = key[a]!;
    const kb = key[b]!;
    const aMissing = Number.isNaN(ka);
    const bMissing = Number.isNaN(kb);
    if (aMissing !== bMissing) return aMissing ? 1 : -1;
    return (aMissing ? 0 : sign * (ka - kb)) || a - b;
  });
}

function nameRanks(index: CatalogIndex, lang: Language): Int32Array {
  const memoKey = `nameRank:${lang}`;
  const cached = index.memo.get(memoKey) as Int32Array | undefined;
  if (cached) return cached;
  const names = index.name[lang];
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  const order = Array.from({ length: index.count }, (_, i) => i).sort((a, b) => collator.compare(names[a]!, names[b]!) || a - b);
  // Equal names share a rank, so their order falls back to Default in both directions.
  const ranks = new Int32Array(index.count);
  let rank = 0;
  order.forEach((slot, position) => {
    if (position > 0 && collator.compare(names[order[position - 1]!]!, names[slot]!) !== 0) rank = position;
    ranks[slot] = rank;
  });
  index.memo.set(memoKey, ranks);
  return ranks;
}

export function sortPermutation(index: CatalogIndex, sort: ListSortOrder, lang: Language, prices: PriceTable): Int32Array {
  const spec = sortSpec(index, sort, lang, prices);
  const memoKey = `order:${spec.id}`;
  const cached = index.memo.get(memoKey) as Int32Array | undefined;
  if (cached) return cached;
  const order = spec.key ? permutationBy(index.count, spec.key(), spec.descending) : Int32Array.from({ length: index.count }, (_, i) => i);
  index.memo.set(memoKey, order);
  return order;
}

function sortSpec(index: CatalogIndex, sort: ListSortOrder, lang: Language, prices: PriceTable): { id: string; key?: () => Key; descending: boolean } {
  switch (sort) {
    case 'PriceAscending':
    case 'PriceDescending':
      return { id: `${sort}:${prices.key}`, key: () => prices.gross, descending: sort === 'PriceDescending' };
    case 'DiscountDescending':
      return { id: `${sort}:${prices.key}`, key: () => prices.discount, descending: true };
    case 'NameAscending':
    case 'NameDescending':
      return { id: `${sort}:${lang}`, key: () => nameRanks(index, lang), descending: sort === 'NameDescending' };
    case 'CreateDateAscending':
    case 'CreateDateDescending':
      return { id: sort, key: () => index.createdMs, descending: sort === 'CreateDateDescending' };
    case 'ReleaseDateAscending':
    case 'ReleaseDateDescending':
      return { id: sort, key: () => index.releaseDay, descending: sort === 'ReleaseDateDescending' };
    case 'QuantityDescending':
      return { id: sort, key: () => index.stock, descending: true };
    case 'Bestseller':
      return { id: sort, key: () => index.sold, descending: true };
    case 'Default':
      return { id: 'Default', descending: false };
  }
}
