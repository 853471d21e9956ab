import { NamedColors, SizeKind, StockAvailability, type Language } from '@/lib/contract/enums';
import { KnownSizes } from '@/lib/contract/catalog';
import type { PartnerDiscount, ProductTaxCategory } from '@/lib/rules/pricing';
import type { LocalizedText } from '../db/schema';
import { haystackBuilder } from './search-stem';

/**
 * The in-memory catalogue index (DESIGN §9): a compact, denormalised copy of the visible
 * catalogue in typed arrays, built from the database and replaced as a whole when the catalogue
 * version changes. Product slot `i` is the i-th product by code (the Default order); variants
 * are stored per product in one run (`variantStart[i] … variantStart[i + 1]`). Colours, sizes and
 * states are small integers (positions in the value tables); per product, bit masks of the known
 * values its variants have. Derived arrays (partner prices, sort orders) are memoised in `memo`.
 */
export type CategoryEntry = { id: number; code: string; name: LocalizedText; sizeKind: SizeKind; position: number };
export type BrandEntry = { id: number; code: string; name: string };

export type ProductRow = {
  id: number;
  code: string;
  eurl: string;
  categoryId: number;
  brandId: number;
  sizeKind: string;
  nameEl: string;
  nameEn: string;
  priceCents: number;
  priceBasis: string;
  taxCategory: string;
  discountable: boolean;
  /** The partners whose range holds the product; null: every partner. */
  partnerIds: number[] | null;
  imagePath: string;
  createdMs: number;
  /** Days since 1970-01-01, or null. */
  releaseDay: number | null;
};
export type VariantRow = { productId: number; id: number; sku: string; color: string; size: string | null; stock: number; availability: string };
export type CatalogRows = {
  version: string;
  categories: CategoryEntry[];
  brands: BrandEntry[];
  partners: { id: number; discount: PartnerDiscount }[];
  products: ProductRow[];
  variants: VariantRow[];
  /** Units sold per product (lib/rules/bestsellers.ts); products never sold are left out. */
  sold: { productId: number; units: number }[];
};

/** Availability states from the most to the least favourable: a product shows its best variant's state. */
export const STATUS_PREFERENCE: readonly StockAvailability[] = [
  'Available', 'OnLineWarehouse', 'Limited', 'LastItem', 'Days_1_3', 'Days_2_5', 'Days_4_7', 'Days_7_Over',
  'PreOrder', 'AfterOrder', 'ComingSoon', 'Exhausted', 'NotAvailable',
];
export const NO_VALUE = 255;
const TAX_CATEGORIES: readonly ProductTaxCategory[] = ['Normal', 'Reduced', 'ExtraReduced', 'Zero', 'Exempt'];

export type CatalogIndex = {
  version: string;
  buildMs: number;
  count: number;
  categories: CategoryEntry[];
  brands: BrandEntry[];
  categoryByCode: Map<string, number>;
  brandByCode: Map<string, number>;
  partnerDiscounts: Map<number, PartnerDiscount>;
  /** Value tables: the known values first (their position is their bit), then any unknown ones met in the data. */
  colorValues: string[];
  sizeValues: string[];
  statusValues: string[];
  id: Int32Array;
  code: string[];
  eurl: string[];
  name: Record<Language, string[]>;
  /** The search haystack (lib/backend/catalog/search-stem.ts): names in both languages, category names, brand, code, their stems. */
  search: string[];
  imagePath: string[];
  sizeKind: Uint8Array;
  category: Uint16Array;
  brand: Uint16Array;
  /** The partners that see the product; null = every partner. */
  partnerIds: (readonly number[] | null)[];
  priceCents: Int32Array;
  /** 1 = AfterTaxes (gross), 0 = BeforeTaxes (net). */
  priceGross: Uint8Array;
  taxCategory: Uint8Array;
  discountable: Uint8Array;
  createdMs: Float64Array;
  /** NaN when unknown. */
  releaseDay: Float64Array;
  colorMask: Int32Array;
  sizeMask: Int32Array;
  statusMask: Int32Array;
  stock: Int32Array;
  /** Units sold (the Bestseller order). */
  sold: Int32Array;
  /** Position in STATUS_PREFERENCE of the best variant state (NotAvailable without variants). */
  bestStatus: Uint8Array;
  variantStart: Int32Array;
  variantId: Int32Array;
  variantSku: string[];
  variantColor: Uint8Array;
  variantSize: Uint8Array;
  variantStatus: Uint8Array;
  variantStock: Int32Array;
  byId: Map<number, number>;
  byCode: Map<string, number>;
  byEurl: Map<string, number>;
  memo: Map<string, unknown>;
};

export const taxCategoryOf = (index: CatalogIndex, i: number): ProductTaxCategory => TAX_CATEGORIES[index.taxCategory[i]!]!;
export const isVisibleTo = (index: CatalogIndex, i: number, partnerId: number): boolean => {
  const ids = index.partnerIds[i]!;
  return ids === null || ids.includes(partnerId);
};

/** Interns values: known ones keep their position, unknown ones are appended (never a bit). */
function valueTable(known: readonly string[]) {
  const values = [...known];
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

export function buildCatalogIndex(rows: CatalogRows, buildMs = 0): CatalogIndex {
  const products = [...rows.products].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id - b.id));
  const n = products.length;
  const categoryById = new Map(rows.categories.map((c, i) => [c.id, i]));
  const brandById = new Map(rows.brands.map((b, i) => [b.id, i]));
  const colors = valueTable(NamedColors);
  const sizes = valueTable(KnownSizes);
  const statuses = valueTable(StockAvailability);
  const preference = new Map<number, number>(STATUS_PREFERENCE.map((s, rank) => [statuses.position(s), rank]));

  const index: CatalogIndex = {
    version: rows.version,
    buildMs,
    count: n,
    categories: rows.categories,
    brands: rows.brands,
    categoryByCode: new Map(rows.categories.map((c, i) => [c.code, i])),
    brandByCode: new Map(rows.brands.map((b, i) => [b.code, i])),
    partnerDiscounts: new Map(rows.partners.map((p) => [p.id, p.discount])),
    colorValues: colors.values,
    sizeValues: sizes.values,
    statusValues: statuses.values,
    id: new Int32Array(n),
    code: new Array<string>(n),
    eurl: new Array<string>(n),
    name: { el: new Array<string>(n), en: new Array<string>(n) },
    search: new Array<string>(n),
    imagePath: new Array<string>(n),
    sizeKind: new Uint8Array(n),
    category: new Uint16Array(n),
    brand: new Uint16Array(n),
    partnerIds: new Array<readonly number[] | null>(n),
    priceCents: new Int32Array(n),
    priceGross: new Uint8Array(n),
    taxCategory: new Uint8Array(n),
    discountable: new Uint8Array(n),
    createdMs: new Float64Array(n),
    releaseDay: new Float64Array(n),
    colorMask: new Int32Array(n),
    sizeMask: new Int32Array(n),
    statusMask: new Int32Array(n),
    stock: new Int32Array(n),
    sold: new Int32Array(n),
    bestStatus: new Uint8Array(n).fill(STATUS_PREFERENCE.indexOf('NotAvailable')),
    variantStart: new Int32Array(n + 1),
    variantId: new Int32Array(0),
    variantSku: [],
    variantColor: new Uint8Array(0),
    variantSize: new Uint8Array(0),
    variantStatus: new Uint8Array(0),
    variantStock: new Int32Array(0),
    byId: new Map(),
    byCode: new Map(),
    byEurl: new Map(),
    memo: new Map(),
  };

  const haystack = haystackBuilder();
  products.forEach((p, i) => {
    index.id[i] = p.id;
    index.code[i] = p.code;
    index.eurl[i] = p.eurl;
    index.name.el[i] = p.nameEl;
    index.name.en[i] = p.nameEn;
    const category = rows.categories[categoryById.get(p.categoryId) ?? -1];
    const brand = rows.brands[brandById.get(p.brandId) ?? -1];
    index.search[i] = haystack([p.nameEl, p.nameEn, category?.name.el ?? '', category?.name.en ?? '', brand?.name ?? '', p.code]);
    index.imagePath[i] = p.imagePath;
    index.sizeKind[i] = Math.max(0, SizeKind.indexOf(p.sizeKind as SizeKind));
    index.category[i] = categoryById.get(p.categoryId) ?? 0;
    index.brand[i] = brandById.get(p.brandId) ?? 0;
    index.partnerIds[i] = p.partnerIds;
    index.priceCents[i] = p.priceCents;
    index.priceGross[i] = p.priceBasis === 'AfterTaxes' ? 1 : 0;
    index.taxCategory[i] = Math.max(0, TAX_CATEGORIES.indexOf(p.taxCategory as ProductTaxCategory));
    index.discountable[i] = p.discountable ? 1 : 0;
    index.createdMs[i] = p.createdMs;
    index.releaseDay[i] = p.releaseDay ?? Number.NaN;
    index.byId.set(p.id, i);
    index.byCode.set(p.code, i);
    index.byEurl.set(p.eurl, i);
  });

  // Variants, grouped by product slot (counting placement), by id within a product.
  const variants = rows.variants.filter((v) => index.byId.has(v.productId));
  if (!variants.every((v, j) => j === 0 || variants[j - 1]!.id < v.id)) variants.sort((a, b) => a.id - b.id);
  const m = variants.length;
  for (const v of variants) index.variantStart[index.byId.get(v.productId)! + 1]! += 1;
  for (let i = 0; i < n; i++) index.variantStart[i + 1]! += index.variantStart[i]!;
  index.variantId = new Int32Array(m);
  index.variantSku = new Array<string>(m);
  index.variantColor = new Uint8Array(m);
  index.variantSize = new Uint8Array(m);
  index.variantStatus = new Uint8Array(m);
  index.variantStock = new Int32Array(m);
  const next = index.variantStart.slice(0, n);
  const bestRank = new Uint8Array(n).fill(STATUS_PREFERENCE.length);
  for (const v of variants) {
    const i = index.byId.get(v.productId)!;
    const j = next[i]!++;
    const color = colors.position(v.color);
    const size = sizes.position(v.size);
    const status = statuses.position(v.availability);
    index.variantId[j] = v.id;
    index.variantSku[j] = v.sku;
    index.variantColor[j] = color;
    index.variantSize[j] = size;
    index.variantStatus[j] = status;
    index.variantStock[j] = v.stock;
    index.colorMask[i]! |= bit(color, NamedColors.length);
    index.sizeMask[i]! |= bit(size, KnownSizes.length);
    index.statusMask[i]! |= bit(status, StockAvailability.length);
    index.stock[i]! += Math.max(0, v.stock);
    const rank = preference.get(status) ?? STATUS_PREFERENCE.length;
    if (rank < bestRank[i]!) bestRank[i] = rank;
  }
  for (let i = 0; i < n; i++) {
    if (bestRank[i]! < STATUS_PREFERENCE.length) index.bestStatus[i] = bestRank[i]!;
  }
  for (const { productId, units } of rows.sold) {
    const i = index.byId.get(productId);
    if (i !== undefined) index.sold[i]! += units;
  }
  return index;
}
