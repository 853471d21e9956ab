import type { SizeKind, StockAvailability, Language } from '@/lib/contract/enums';
import type { PartnerDiscount, ProductTaxCategory } from '@/lib/rules/pricing';
import type { LocalizedText } from '../db/schema';

/**
 * The in-memory catalogue index (DESIGN §9): a compact, denormalised copy of the visible
 * catalogue in typed arrays, built from the database and replaced as a whole when the catalogue
 * version changes. Product slot `i` is the i-th product by code (the Default order); variants
 * are stored per product in one run (`variantStart[i] … variantStart[i + 1]`). Colours, sizes and
 * states are small integers (positions in the value tables); per product, bit masks of the known
 * values its variants have. Derived arrays (partner prices, sort orders) are memoised in `memo`.
 *
 * An index object is never changed once published: a new version is a new object, built whole
 * (catalog-index.ts) or patched from the previous one (catalog-index-patch.ts, issue #45), so a
 * reader holding an index keeps a consistent one. A new per-product array goes in `CatalogIndex`,
 * in `allocateIndex` (catalog-index.ts), in PRODUCT_COLUMNS and `fillProduct` (catalog-index-fill.ts).
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
export const TAX_CATEGORIES: readonly ProductTaxCategory[] = ['Normal', 'Reduced', 'ExtraReduced', 'Zero', 'Exempt'];

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

