import { unitPrice, type PartnerDiscount, type UnitPrice } from '@/lib/rules/pricing';
import { taxCategoryOf, type CatalogIndex } from './catalog-index';

/**
 * Every product's unit price for one partner discount, computed once per index and discount
 * (the pricing rules of lib/rules/pricing) and kept in the index's memo.
 */
export type PriceTable = {
  key: string;
  listGross: Int32Array;
  gross: Int32Array;
  net: Int32Array;
  vat: Int32Array;
  discount: Int32Array;
};

export const discountKey = (discount: PartnerDiscount | null | undefined): string => (discount ? `${discount.kind}:${discount.value}` : 'none');

export function priceTable(index: CatalogIndex, discount: PartnerDiscount | null | undefined): PriceTable {
  const key = `prices:${discountKey(discount)}`;
  const cached = index.memo.get(key) as PriceTable | undefined;
  if (cached) return cached;
  const n = index.count;
  const table: PriceTable = {
    key: discountKey(discount),
    listGross: new Int32Array(n),
    gross: new Int32Array(n),
    net: new Int32Array(n),
    vat: new Int32Array(n),
    discount: new Int32Array(n),
  };
  for (let i = 0; i < n; i++) fillPriceSlot(table, index, i, discount);
  index.memo.set(key, table);
  return table;
}

/** Computes product slot `i`'s prices into `table` (the build above; the incremental patch for a changed slot). */
export function fillPriceSlot(table: PriceTable, index: CatalogIndex, i: number, discount: PartnerDiscount | null | undefined): void {
  const p = unitPrice({
    priceCents: index.priceCents[i]!,
    priceBasis: index.priceGross[i] ? 'AfterTaxes' : 'BeforeTaxes',
    taxCategory: taxCategoryOf(index, i),
    discountable: index.discountable[i] === 1,
    discount,
  });
  table.listGross[i] = p.listGrossCents;
  table.gross[i] = p.grossCents;
  table.net[i] = p.netCents;
  table.vat[i] = p.vatCents;
  table.discount[i] = p.discountCents;
}

/** The price of product slot `i` in the contract's shape. */
export function priceAt(table: PriceTable, i: number) {
  const discountCents = table.discount[i]!;
  return { listGross: table.listGross[i]!, gross: table.gross[i]!, net: table.net[i]!, vat: table.vat[i]!, discountCents, discounted: discountCents > 0 };
}

export type { UnitPrice };
