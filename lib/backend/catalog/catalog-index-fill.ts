import { KnownSizes } from '@/lib/contract/catalog';
import { NamedColors, SizeKind, StockAvailability } from '@/lib/contract/enums';
import type { ProductTaxCategory } from '@/lib/rules/pricing';
import { NO_VALUE, STATUS_PREFERENCE, TAX_CATEGORIES, type CatalogIndex, type CatalogRows, type ProductRow, type VariantRow } from './catalog-index-types';
import { haystackBuilder } from './search-stem';

/**
 * How one product slot of the index is filled from its rows, shared by the full build
 * (catalog-index.ts) and the incremental patch (catalog-index-patch.ts), so that a patched slot is
 * exactly what a build makes of the same rows; and the lists of the index's per-product and
 * per-variant arrays, which the patch allocates and copies without knowing each one.
 */
export type Slots = Int32Array | Uint8Array | Uint16Array | Float64Array | unknown[];
type Column = { get: (index: CatalogIndex) => Slots; set: (index: CatalogIndex, values: Slots) => void };

const column = (key: keyof CatalogIndex): Column => ({
  get: (index) => index[key] as Slots,
  set: (index, values) => void ((index as Record<keyof CatalogIndex, unknown>)[key] = values),
});
const nameColumn = (lang: 'el' | 'en'): Column => ({
  get: (index) => index.name[lang],
  set: (index, values) => void (index.name[lang] = values as string[]),
});

/** Every per-product array (variantStart aside), as the patch copies them: a new one goes here, in `allocateIndex` and in `fillProduct`. */
export const PRODUCT_COLUMNS: readonly Column[] = [
  ...(['id', 'code', 'eurl', 'search', 'imagePath', 'sizeKind', 'category', 'brand', 'partnerIds', 'priceCents', 'priceGross'] as const).map(column),
  ...(['taxCategory', 'discountable', 'createdMs', 'releaseDay', 'colorMask', 'sizeMask', 'statusMask', 'stock', 'sold', 'bestStatus'] as const).map(column),
  nameColumn('el'),
  nameColumn('en'),
];
/** Every per-variant array. */
export const VARIANT_COLUMNS: readonly Column[] = (['variantId', 'variantSku', 'variantColor', 'variantSize', 'variantStatus', 'variantStock'] as const).map(column);

/** Copies `count` slots of `src` from `from` into `dst` at `to` (one memcpy for a typed array). */
export function copySlots(dst: Slots, to: number, src: Slots, from: number, count: number): void {
  if (count <= 0) return;
  if (Array.isArray(dst) || Array.isArray(src)) {
    for (let k = 0; k < count; k++) (dst as unknown[])[to + k] = (src as unknown[])[from + k];
  } else {
    (dst as Int32Array).set((src as Int32Array).subarray(from, from + count), to);
  }
}

/** Interns values: known ones keep their position, unknown ones are appended (never a bit). */
export function valueTable(start: readonly string[]) {
  const values = [...start];
  const positions = new Map(values.map((v, i) => [v, i]));
  return {
    values,
    position(value: string | null): number {
      if (value === null) return NO_VALUE;
      let p = positions.get(value);
      if (p === undefined) {
        if (values.length >= NO_VALUE) return NO_VALUE;
        p = values.length;
        values.push(value);
        positions.set(value, p);
      }
      return p;
    },
  };
}

const bit = (position: number, knownCount: number) => (position < knownCount ? 1 << position : 0);
const NOT_AVAILABLE = STATUS_PREFERENCE.indexOf('NotAvailable');

/** What filling slots needs besides the rows: category and brand lookups, value tables, the haystack builder. */
export type FillContext = ReturnType<typeof fillContext>;

/** The context over `rows`' categories and brands; value tables continuing `index`'s (a patch) or new (a build). */
export function fillContext(rows: Pick<CatalogRows, 'categories' | 'brands'>, index?: Pick<CatalogIndex, 'colorValues' | 'sizeValues' | 'statusValues'>) {
  const statuses = valueTable(index?.statusValues ?? StockAvailability);
  return {
    categories: rows.categories,
    brands: rows.brands,
    categoryById: new Map(rows.categories.map((c, i) => [c.id, i])),
    brandById: new Map(rows.brands.map((b, i) => [b.id, i])),
    colors: valueTable(index?.colorValues ?? NamedColors),
    sizes: valueTable(index?.sizeValues ?? KnownSizes),
    statuses,
    preference: new Map<number, number>(STATUS_PREFERENCE.map((s, rank) => [statuses.position(s), rank])),
    haystack: haystackBuilder(),
  };
}

/** Fills product slot `i` from its row (the variant-derived arrays are `fillVariants`'). */
export function fillProduct(index: CatalogIndex, i: number, p: ProductRow, ctx: FillContext): void {
  index.id[i] = p.id;
  index.code[i] = p.code;
  index.eurl[i] = p.eurl;
  index.name.el[i] = p.nameEl;
  index.name.en[i] = p.nameEn;
  const category = ctx.categories[ctx.categoryById.get(p.categoryId) ?? -1];
  const brand = ctx.brands[ctx.brandById.get(p.brandId) ?? -1];
  index.search[i] = ctx.haystack([p.nameEl, p.nameEn, category?.name.el ?? '', category?.name.en ?? '', brand?.name ?? '', p.code]);
  index.imagePath[i] = p.imagePath;
  index.sizeKind[i] = Math.max(0, SizeKind.indexOf(p.sizeKind as SizeKind));
  index.category[i] = ctx.categoryById.get(p.categoryId) ?? 0;
  index.brand[i] = ctx.brandById.get(p.brandId) ?? 0;
  index.partnerIds[i] = p.partnerIds;
  index.priceCents[i] = p.priceCents;
  index.priceGross[i] = p.priceBasis === 'AfterTaxes' ? 1 : 0;
  index.taxCategory[i] = Math.max(0, TAX_CATEGORIES.indexOf(p.taxCategory as ProductTaxCategory));
  index.discountable[i] = p.discountable ? 1 : 0;
  index.createdMs[i] = p.createdMs;
  index.releaseDay[i] = p.releaseDay ?? Number.NaN;
}

/**
 * Writes product slot `i`'s variants (sorted by id) at variant position `start` and the arrays
 * derived from them (masks, stock, best state); returns the position after them.
 */
export function fillVariants(index: CatalogIndex, i: number, variants: readonly VariantRow[], start: number, ctx: FillContext): number {
  let colorMask = 0;
  let sizeMask = 0;
  let statusMask = 0;
  let stock = 0;
  let bestRank = STATUS_PREFERENCE.length;
  let j = start;
  for (const v of variants) {
    const color = ctx.colors.position(v.color);
    const size = ctx.sizes.position(v.size);
    const status = ctx.statuses.position(v.availability);
    index.variantId[j] = v.id;
    index.variantSku[j] = v.sku;
    index.variantColor[j] = color;
    index.variantSize[j] = size;
    index.variantStatus[j] = status;
    index.variantStock[j] = v.stock;
    j++;
    colorMask |= bit(color, NamedColors.length);
    sizeMask |= bit(size, KnownSizes.length);
    statusMask |= bit(status, StockAvailability.length);
    stock += Math.max(0, v.stock);
    bestRank = Math.min(bestRank, ctx.preference.get(status) ?? STATUS_PREFERENCE.length);
  }
  index.colorMask[i] = colorMask;
  index.sizeMask[i] = sizeMask;
  index.statusMask[i] = statusMask;
  index.stock[i] = stock;
  index.bestStatus[i] = bestRank < STATUS_PREFERENCE.length ? bestRank : NOT_AVAILABLE;
  return j;
}

/** Variants by product id, each product's sorted by id. */
export function variantsByProduct(variants: readonly VariantRow[]): Map<number, VariantRow[]> {
  const byProduct = new Map<number, VariantRow[]>();
  for (const v of variants) {
    const list = byProduct.get(v.productId);
    if (list) list.push(v);
    else byProduct.set(v.productId, [v]);
  }
  for (const list of byProduct.values()) if (!list.every((v, k) => k === 0 || list[k - 1]!.id < v.id)) list.sort((a, b) => a.id - b.id);
  return byProduct;
}

/** Units sold by product id (summed, as the build does). */
export function soldByProduct(sold: CatalogRows['sold']): Map<number, number> {
  const units = new Map<number, number>();
  for (const { productId, units: u } of sold) units.set(productId, (units.get(productId) ?? 0) + u);
  return units;
}

/** Product slot order: by code, then id. */
export const compareProducts = (a: { code: string; id: number }, b: { code: string; id: number }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id - b.id);
