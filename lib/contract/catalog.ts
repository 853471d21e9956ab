import { z } from 'zod';
import { ClothingSizes, FootwearSizes, NamedColors, StockAvailability } from './enums';
import { isListSortOrder, type ListSortOrder } from './catalog-sorts';
import { zNamedColor, zProductSortOrder, zSizeKind, zStockAvailability } from './enum-schemas';
import { zProductPicture } from './product-pictures';
import { zProductKindFields } from './product-kinds';

/**
 * The catalogue contract (DESIGN §8 "catalogue" and "entities" rows for Products): the list
 * query, product cards and details, and the list answer with its facets. Money is integer cents.
 */

/** Every size the shop knows: clothing sizes, then EU footwear sizes (SPEC §3 size kinds). */
export const KnownSizes = [...ClothingSizes, ...FootwearSizes] as const;
export type KnownSize = (typeof KnownSizes)[number];

export const CATALOG_QUERY_MAX_LENGTH = 200;
export const CATALOG_PAGE_SIZE_DEFAULT = 24;
export const CATALOG_PAGE_SIZE_MAX = 60;
/** More values of one filter than any screen offers. */
export const CATALOG_FILTER_MAX_VALUES = 50;
/** A generous upper bound for prices (1 000 000 €) and pages. */
const MAX_CENTS = 100_000_000;
const MAX_PAGE = 100_000;
export const PRODUCTS_BY_IDS_MAX = 100;
export const RELATED_PRODUCTS_MAX = 8;

/** A query parameter that may be repeated (`?color=red&color=blue`): an array after parsing; empty values are dropped. */
const toList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).filter((s) => s !== ''));
const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** Data codes (categories, brands): any short strings; unknown codes simply match nothing. */
const repeatableCodes = toList
  .pipe(z.array(z.string()).max(CATALOG_FILTER_MAX_VALUES).refine((values) => values.every((v) => v.length <= 100), { message: 'max_characters', params: { max: 100 } }))
  .transform(unique);

/** Values of a closed list; an unknown value is a 400 on the parameter itself (`fields.color`). */
const repeatableOf = <T extends string>(values: readonly T[]) => {
  const known = new Set<string>(values);
  return toList
    .pipe(z.array(z.string()).max(CATALOG_FILTER_MAX_VALUES).refine((list) => list.every((v) => known.has(v)), { message: 'allowed_values_only', params: { values: values.join(', ') } }))
    .transform((list) => unique(list) as T[]);
};

/** A whole number in a query string ("12"), within bounds. */
const queryInt = (min: number, max: number) =>
  z
    .string()
    .transform((s) => (/^\s*-?\d+(?:\.\d+)?\s*$/.test(s) ? Number(s) : Number.NaN))
    .pipe(z.number({ error: (issue) => (issue.code === 'invalid_type' ? 'integer' : undefined) }).int().min(min).max(max));

/**
 * `GET /Products` query (SPEC §2 product filters and sorting). Unknown keys are refused.
 * `priceMin`/`priceMax` are euro cents of the price the customer pays (after the partner
 * discount, with VAT). Every SPEC sort order sorts for real (lib/backend/catalog/sort-orders.ts:
 * QuantityDescending by the units in stock, Bestseller by the units sold in orders that were not
 * cancelled, refunded or returned), ties in the Default order (product code); RatingDescending is
 * refused with `fields.sort = sort_unsupported` (no ratings are recorded; lib/contract/catalog-sorts.ts).
 */
export const zProductListQuery = z
  .strictObject({
    q: z.string().max(CATALOG_QUERY_MAX_LENGTH).optional(),
    category: repeatableCodes.optional(),
    brand: repeatableCodes.optional(),
    color: repeatableOf(NamedColors).optional(),
    size: repeatableOf(KnownSizes).optional(),
    status: repeatableOf(StockAvailability).optional(),
    priceMin: queryInt(0, MAX_CENTS).optional(),
    priceMax: queryInt(0, MAX_CENTS).optional(),
    sort: zProductSortOrder.refine(isListSortOrder, { message: 'sort_unsupported' }).optional(),
    page: queryInt(1, MAX_PAGE).optional(),
    pageSize: queryInt(1, CATALOG_PAGE_SIZE_MAX).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.priceMin !== undefined && v.priceMax !== undefined && v.priceMin > v.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'price_range_invalid' });
    }
  })
  .transform((v) => ({
    q: v.q?.trim() ?? '',
    category: v.category ?? [],
    brand: v.brand ?? [],
    color: v.color ?? [],
    size: v.size ?? [],
    status: v.status ?? [],
    priceMin: v.priceMin ?? null,
    priceMax: v.priceMax ?? null,
    sort: (v.sort ?? 'Default') as ListSortOrder,
    page: v.page ?? 1,
    pageSize: v.pageSize ?? CATALOG_PAGE_SIZE_DEFAULT,
  }));
export type ProductListQuery = z.output<typeof zProductListQuery>;

/** The price of one unit for the partner's customers, in cents (lib/rules/pricing). */
export const zProductPrice = z
  .object({
    /** Gross price before the partner discount. */
    listGross: z.number().int(),
    /** What the customer pays (gross after the discount). */
    gross: z.number().int(),
    net: z.number().int(),
    vat: z.number().int(),
    discountCents: z.number().int(),
    discounted: z.boolean(),
  })
  .meta({ id: 'ProductPrice' });
export type ProductPrice = z.infer<typeof zProductPrice>;

/** Stock over all variants: the best state a variant is in, and whether any unit is in stock. */
export const zAvailabilitySummary = z
  .object({ status: zStockAvailability, inStock: z.boolean(), stock: z.number().int() })
  .meta({ id: 'AvailabilitySummary' });

const zNamedRef = z.object({ code: z.string(), name: z.string() });

export const zProductCard = z
  .object({
    id: z.number().int(),
    code: z.string(),
    /** URL slug of the product page (SPEC `eurl`). */
    eurl: z.string(),
    name: z.string(),
    brand: zNamedRef,
    category: zNamedRef,
    imageUrl: z.string(),
    price: zProductPrice,
    availability: zAvailabilitySummary,
    /** Colours of the variants, in the order of the named colours. */
    colors: z.array(zNamedColor),
    /** Uploaded pictures (issue #45 item 2): a card's first of each colour and first colour-less one, a detail's all, in the staff's order; absent: the generated drawings. */
    pictures: z.array(zProductPicture).optional(),
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof zProductCard>;

export const zProductVariant = z
  .object({ id: z.number().int(), sku: z.string(), color: zNamedColor, size: z.string().nullable(), stock: z.number().int(), availability: zStockAvailability })
  .meta({ id: 'ProductVariant' });
export type ProductVariant = z.infer<typeof zProductVariant>;

export const zProductDetail = zProductCard
  .extend({
    /** HTML in the request language, raw: the storefront sanitises it (SPEC §9). */
    description: z.string(),
    technical: z.string(),
    sizeKind: zSizeKind,
    variants: z.array(zProductVariant),
    // Its kind's parts or members (issue #45: product-kinds.ts).
    ...zProductKindFields,
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof zProductDetail>;

const zFacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof zFacetValue>;

/**
 * Facets: a count per value, each facet counted with all the OTHER filters applied. Values with a
 * count, or selected, are listed. Labels: the data's names for categories and brands; for
 * colours, sizes and states the wire value (the storefront translates it). `price` is the range
 * of prices with every other filter applied (null when nothing matches).
 */
export const zProductFacets = z
  .object({
    categories: z.array(zFacetValue),
    colors: z.array(zFacetValue),
    sizes: z.array(zFacetValue),
    brands: z.array(zFacetValue),
    status: z.array(zFacetValue),
    price: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }),
  })
  .meta({ id: 'ProductFacets' });
export type ProductFacets = z.infer<typeof zProductFacets>;

export const zProductList = z
  .object({ items: z.array(zProductCard), total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), facets: zProductFacets })
  .meta({ id: 'ProductList' });
export type ProductList = z.infer<typeof zProductList>;

/** An id in a by-ids request: a positive integer, or its decimal string (the batch loader sends either). */
const zProductId = z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^[1-9]\d{0,9}$/, { message: 'invalid_format' }).transform(Number)]);

export const zProductsByIdsRequest = z.strictObject({ ids: z.array(zProductId).min(1).max(PRODUCTS_BY_IDS_MAX) });
/** Details of the ids that exist and are visible, in the order asked for (absent ids are left out). */
export const zProductDetailList = z.object({ items: z.array(zProductDetail) }).meta({ id: 'ProductDetailList' });
export const zProductCardList = z.object({ items: z.array(zProductCard) }).meta({ id: 'ProductCardList' });
