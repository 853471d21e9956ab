import { z } from 'zod';
import { PRODUCT_WEIGHT_MAX_GRAMS } from '@/lib/rules/parcel-weight';
import { NamedColors, ProductKind, SizeKind, StockAvailability } from './enums';
import { zCalendarDay } from './safe-text';
import { pageOf, pagingFields } from './paging';
import * as L from '@/lib/rules/catalog/catalog-limits';

/**
 * The catalogue in the operations API (issue #45 item 1, decision 0033): products with their
 * variants, prices and partner range, categories and brands, as the staff console's product editor
 * and an ERP read and change them. An Employee changes; a SalesPerson and an Inspector read. Every
 * change names the version it was made from (`expectedVersion`; 409 product_changed /
 * category_changed / brand_changed otherwise). Field keys of a 400 are validation keys or the
 * domain keys named here (translated under `staffCatalog.errors`).
 */
export const ProductStatuses = ['Draft', 'Published', 'Archived'] as const;
export type ProductStatus = (typeof ProductStatuses)[number];
/** The tax categories a product row may carry (SPEC §3 lists both sets). */
export const ProductTaxCategories = ['Normal', 'Reduced', 'ExtraReduced', 'Zero', 'Exempt'] as const;
export const StockFilters = ['in', 'low', 'out'] as const;
export type StockFilter = (typeof StockFilters)[number];
export const PriceSources = ['console', 'api', 'import', 'seed'] as const;

const zLocalized = (max: number, min = 0) => z.strictObject({ el: z.string().trim().min(min).max(max), en: z.string().trim().min(min).max(max) });
const zLocalizedOut = z.object({ el: z.string(), en: z.string() });
export const zProductCode = z.string().trim().toUpperCase().max(40).regex(L.PRODUCT_CODE, 'product_code_format');
export const zSku = z.string().trim().toUpperCase().max(64).regex(L.SKU_FORMAT, 'sku_format');
export const zTaxonomyCode = z.string().trim().toLowerCase().max(L.TAXONOMY_CODE_MAX).regex(L.TAXONOMY_CODE, 'taxonomy_code_format');
const zEurl = z.string().trim().toLowerCase().max(L.EURL_MAX).regex(L.EURL_FORMAT, 'eurl_format');
const zPartnerCode = z.string().trim().toLowerCase().min(1).max(40);
const zVersion = z.number().int().min(1);
const zPrice = z.number().int().min(0).max(L.PRICE_MAX_CENTS);

// ——— products: the list ———

/** The list's filters; the bulk edit takes the same ones. */
export const zStaffProductFilter = z.strictObject({
  /** Part of the code or of the name in either language. */
  q: z.string().trim().max(100).optional(),
  category: zTaxonomyCode.optional(),
  brand: zTaxonomyCode.optional(),
  status: z.enum(ProductStatuses).optional(),
  /** in: some stock; low: 1 to LOW_STOCK_TOTAL units in all; out: none. */
  stock: z.enum(StockFilters).optional(),
  kind: z.enum(ProductKind).optional(),
  /** Products in this partner's range (every-partner products included). */
  partner: zPartnerCode.optional(),
});
export type StaffProductFilter = z.infer<typeof zStaffProductFilter>;

export const zStaffProductListQuery = zStaffProductFilter.extend(pagingFields(25));
export type StaffProductListQuery = z.infer<typeof zStaffProductListQuery>;

const zTaxonomyRef = z.object({ code: z.string(), name: zLocalizedOut });

export const zStaffProductRow = z
  .object({
    code: z.string(),
    name: zLocalizedOut,
    category: zTaxonomyRef,
    brand: z.object({ code: z.string(), name: z.string() }),
    status: z.enum(ProductStatuses),
    kind: z.enum(ProductKind),
    priceCents: z.number().int(),
    priceBasis: z.enum(['BeforeTaxes', 'AfterTaxes']),
    totalStock: z.number().int(),
    variantCount: z.number().int(),
    version: z.number().int(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'StaffProductRow' });
export type StaffProductRow = z.infer<typeof zStaffProductRow>;

export const zStaffProductList = pageOf(zStaffProductRow).meta({ id: 'StaffProductList' });
export type StaffProductList = z.infer<typeof zStaffProductList>;

// ——— products: one product ———

export const zStaffVariant = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    color: z.enum(NamedColors),
    size: z.string().nullable(),
    stock: z.number().int(),
    availability: z.enum(StockAvailability),
    /** In a cart, an order, an order list, a quote or a bundle: removing it from the grid keeps the row (stock 0, NotAvailable). */
    inUse: z.boolean(),
  })
  .meta({ id: 'StaffVariant' });
export type StaffVariant = z.infer<typeof zStaffVariant>;

export const zStaffPriceHistoryEntry = z
  .object({
    priceCents: z.number().int(),
    priceBasis: z.enum(['BeforeTaxes', 'AfterTaxes']),
    source: z.enum(PriceSources),
    /** Who set it (null: the seed). */
    staffEmail: z.string().nullable(),
    validFrom: z.string(),
  })
  .meta({ id: 'StaffPriceHistoryEntry' });

export const zStaffProduct = z
  .object({
    id: z.number().int(),
    code: z.string(),
    eurl: z.string(),
    kind: z.enum(ProductKind),
    status: z.enum(ProductStatuses),
    categoryCode: z.string(),
    brandCode: z.string(),
    sizeKind: z.enum(SizeKind),
    name: zLocalizedOut,
    /** Sanitised rich text (HTML) per language. */
    description: zLocalizedOut,
    technical: zLocalizedOut,
    seoTitle: zLocalizedOut.nullable(),
    seoDescription: zLocalizedOut.nullable(),
    priceCents: z.number().int(),
    priceBasis: z.enum(['BeforeTaxes', 'AfterTaxes']),
    taxCategory: z.enum(ProductTaxCategories),
    discountable: z.boolean(),
    releaseDate: z.string().nullable(),
    /** One unit's weight packed (grams); null: not weighed yet (shipping counts 500 g, decision 0088). */
    weightGrams: z.number().int().nullable(),
    /** The partners whose range holds the product, by code; null: every partner. */
    partners: z.array(z.string()).nullable(),
    imagePath: z.string(),
    variants: z.array(zStaffVariant),
    /** The latest prices, newest first (at most PRICE_HISTORY_SHOWN). */
    priceHistory: z.array(zStaffPriceHistoryEntry),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'StaffProduct' });
export type StaffProduct = z.infer<typeof zStaffProduct>;

/** The editable fields of a product (create and update). */
const productFields = {
  /** Left out on create: made from the English name (and the code when that slug is taken). */
  eurl: zEurl.optional(),
  kind: z.enum(ProductKind).default('Product'),
  categoryCode: zTaxonomyCode,
  brandCode: zTaxonomyCode,
  name: zLocalized(L.PRODUCT_NAME_MAX, 1),
  description: zLocalized(L.DESCRIPTION_MAX).default({ el: '', en: '' }),
  technical: zLocalized(L.TECHNICAL_MAX).default({ el: '', en: '' }),
  seoTitle: zLocalized(L.SEO_TITLE_MAX).nullable().default(null),
  seoDescription: zLocalized(L.SEO_DESCRIPTION_MAX).nullable().default(null),
  priceCents: zPrice,
  priceBasis: z.enum(['BeforeTaxes', 'AfterTaxes']).default('AfterTaxes'),
  taxCategory: z.enum(ProductTaxCategories).default('Normal'),
  discountable: z.boolean().default(true),
  releaseDate: zCalendarDay.nullable().default(null),
  /** One unit's weight packed, grams (1 g – 1 000 kg); null: not weighed. */
  weightGrams: z.number().int().min(1).max(PRODUCT_WEIGHT_MAX_GRAMS).nullable().default(null),
  /** Partner codes; null: every partner. An empty list is refused (a product no one may buy is a Draft). */
  partners: z.array(zPartnerCode).min(1).max(L.PARTNERS_MAX).nullable().default(null),
};

/** POST /staff/catalog/products: a new product (Draft unless said; variants are set with PUT …/variants). */
export const zStaffProductCreate = z.strictObject({ code: zProductCode, ...productFields, status: z.enum(ProductStatuses).default('Draft') });
export type StaffProductCreate = z.infer<typeof zStaffProductCreate>;

/** PUT /staff/catalog/products/{code}: every editable field, and the version it was read at. The code never changes (an ERP keys on it). */
export const zStaffProductUpdate = z.strictObject({ ...productFields, expectedVersion: zVersion });
export type StaffProductUpdate = z.infer<typeof zStaffProductUpdate>;

/** DELETE /staff/catalog/products/{code}: the version it was read at, as every other write (409 product_changed). */
export const zStaffProductDeleteRequest = z.strictObject({ expectedVersion: zVersion });
export type StaffProductDeleteRequest = z.infer<typeof zStaffProductDeleteRequest>;

/** POST /staff/catalog/products/{code}/status: publish, archive or take back to draft. */
export const zStaffProductStatusRequest = z.strictObject({ status: z.enum(ProductStatuses), expectedVersion: zVersion });
export type StaffProductStatusRequest = z.infer<typeof zStaffProductStatusRequest>;

/** PUT /staff/catalog/products/{code}/variants: the whole colour × size grid as it should be. */
export const zStaffVariantInput = z.strictObject({
  sku: zSku,
  color: z.enum(NamedColors),
  /** A size of the category's size kind; null for a category without sizes. */
  size: z.string().trim().max(8).nullable(),
  stock: z.number().int().min(0).max(L.STOCK_MAX),
  availability: z.enum(StockAvailability),
  /** The stock as the editor read it: an order since (another stock now) refuses the grid, 409 stock_changed on that row with params.current; required to change an existing variant's stock (400 expected_stock_required). */
  expectedStock: z.number().int().min(0).max(L.STOCK_MAX).optional(),
});
export type StaffVariantInput = z.infer<typeof zStaffVariantInput>;

export const zStaffVariantsRequest = z.strictObject({ variants: z.array(zStaffVariantInput).max(L.VARIANTS_MAX), expectedVersion: zVersion });
export type StaffVariantsRequest = z.infer<typeof zStaffVariantsRequest>;

// ——— bulk edit ———

export const zBulkChange = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('setPrice'), priceCents: zPrice }),
  /** Percent with up to two decimals; each price rounded to the cent, never below 0. */
  z.strictObject({ kind: z.literal('percent'), percent: z.number().min(L.BULK_PERCENT_MIN).max(L.BULK_PERCENT_MAX).multipleOf(0.01) }),
  /** Every variant of every selected product. */
  z.strictObject({ kind: z.literal('setStock'), stock: z.number().int().min(0).max(L.STOCK_MAX) }),
]);
export type BulkChange = z.infer<typeof zBulkChange>;

/** POST /staff/catalog/bulk-edit: one change over the products a filter selects, or over a list of codes; all or nothing. */
export const zStaffBulkEditRequest = z.strictObject({
  filter: zStaffProductFilter.optional(),
  codes: z.array(zProductCode).min(1).max(L.BULK_CODES_MAX).optional(),
  change: zBulkChange,
});
export type StaffBulkEditRequest = z.infer<typeof zStaffBulkEditRequest>;

export const zStaffBulkEditResult = z.object({ matched: z.number().int(), changed: z.number().int() }).meta({ id: 'StaffBulkEditResult' });
export type StaffBulkEditResult = z.infer<typeof zStaffBulkEditResult>;

// ——— categories and brands ———

export const zStaffCategory = z
  .object({
    code: z.string(),
    parentCode: z.string().nullable(),
    /** 0 for a top category; the list is in tree order (a parent before its children, by position). */
    depth: z.number().int(),
    name: zLocalizedOut,
    sizeKind: z.enum(SizeKind),
    position: z.number().int(),
    productCount: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'StaffCategory' });
export type StaffCategory = z.infer<typeof zStaffCategory>;
export const zStaffCategoryTree = z.object({ items: z.array(zStaffCategory) }).meta({ id: 'StaffCategoryTree' });
export type StaffCategoryTree = z.infer<typeof zStaffCategoryTree>;

const categoryFields = {
  parentCode: zTaxonomyCode.nullable().default(null),
  name: zLocalized(L.CATEGORY_NAME_MAX, 1),
  sizeKind: z.enum(SizeKind),
  position: z.number().int().min(0).max(10_000).default(0),
};
export const zStaffCategoryCreate = z.strictObject({ code: zTaxonomyCode, ...categoryFields });
export type StaffCategoryCreate = z.infer<typeof zStaffCategoryCreate>;
export const zStaffCategoryUpdate = z.strictObject({ ...categoryFields, expectedVersion: zVersion });
export type StaffCategoryUpdate = z.infer<typeof zStaffCategoryUpdate>;

export const zStaffBrand = z.object({ code: z.string(), name: z.string(), productCount: z.number().int(), version: z.number().int() }).meta({ id: 'StaffBrand' });
export type StaffBrand = z.infer<typeof zStaffBrand>;
export const zStaffBrandList = z.object({ items: z.array(zStaffBrand) }).meta({ id: 'StaffBrandList' });
export type StaffBrandList = z.infer<typeof zStaffBrandList>;

const zBrandName = z.string().trim().min(1).max(L.BRAND_NAME_MAX);
export const zStaffBrandCreate = z.strictObject({ code: zTaxonomyCode, name: zBrandName });
export type StaffBrandCreate = z.infer<typeof zStaffBrandCreate>;
export const zStaffBrandUpdate = z.strictObject({ name: zBrandName, expectedVersion: zVersion });
export type StaffBrandUpdate = z.infer<typeof zStaffBrandUpdate>;

/**
 * The error and field keys of these routes beyond the validation catalogue, for the console's
 * messages (`staffCatalog.errors.<key>`, both languages).
 */
export const StaffCatalogErrorKeys = [
  'product_not_found', 'product_changed', 'product_code_format', 'product_code_taken', 'eurl_format', 'eurl_taken',
  'category_not_found', 'brand_not_found', 'partner_not_found', 'sku_format', 'sku_taken', 'sku_duplicate',
  'variant_duplicate', 'size_not_in_kind', 'size_required', 'product_in_use', 'status_unchanged',
  'category_changed', 'brand_changed', 'category_code_taken', 'brand_code_taken', 'category_in_use', 'brand_in_use',
  'category_parent_cycle', 'category_size_kind_locked', 'taxonomy_code_format', 'bulk_selection_required',
  'bulk_selection_too_large', 'bulk_price_too_high', 'stock_changed', 'invalid_date',
] as const;
export type StaffCatalogErrorKey = (typeof StaffCatalogErrorKeys)[number];
