import { z } from 'zod';
import { PRODUCT_WEIGHT_MAX_GRAMS } from '@/lib/rules/parcel-weight';
import { PriceBasis, ProductKind, StockAvailability } from './enums';
import { zProductCode, zSku } from './staff-catalog';

/**
 * The catalogue import of the operations API (issue #45 item 3): an ERP upserts products by code
 * and their variants by SKU, up to 1 000 products a batch, all or nothing, idempotent (the same
 * batch again changes nothing). The console's CSV/XLSX import builds the same items from a file.
 */
export const IMPORT_BATCH_MAX = 1000;
export const ImportTaxCategories = ['Normal', 'Reduced', 'ExtraReduced', 'Zero', 'Exempt'] as const;
export const ImportStatuses = ['Draft', 'Published', 'Archived'] as const;

const zCode = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9._-]+$/, 'code_invalid');
const zText = (max: number) => z.string().trim().max(max);
const zLocalized = (max: number, min = 0) => z.strictObject({ el: zText(max).min(min), en: zText(max).min(min) });

export const zImportVariant = z.strictObject({
  sku: zSku,
  color: z.string().trim().toLowerCase().min(1).max(32),
  size: z.string().trim().toUpperCase().max(8).nullable().default(null).transform((s) => (s ? s : null)),
  stock: z.number().int().min(0).max(1_000_000),
  availability: z.enum(StockAvailability),
});
export type ImportVariant = z.output<typeof zImportVariant>;

export const zImportItem = z.strictObject({
  code: zProductCode,
  name: zLocalized(200, 1),
  description: zLocalized(20_000),
  category: zCode,
  brand: zCode,
  kind: z.enum(ProductKind).default('Product'),
  taxCategory: z.enum(ImportTaxCategories),
  priceBasis: z.enum(PriceBasis),
  priceCents: z.number().int().min(0).max(100_000_000),
  discountable: z.boolean().default(true),
  status: z.enum(ImportStatuses).default('Published'),
  /** Partner codes whose range holds the product; null: every partner. */
  partners: z.array(z.string().trim().toLowerCase().min(1).max(64)).min(1).max(100).nullable().default(null),
  releaseDate: z.iso.date().nullable().default(null),
  /**
   * One unit's weight packed, whole grams (1 g – 1 000 kg, decision 0088); null: not weighed. Left
   * out: an existing product keeps its weight (an ERP that does not know weights never clears the
   * console's), a new one has none.
   */
  weightGrams: z.number().int().min(1).max(PRODUCT_WEIGHT_MAX_GRAMS).nullable().optional(),
  variants: z.array(zImportVariant).max(200).default([]),
});
export type ImportItem = z.output<typeof zImportItem>;

export const zImportRequest = z.strictObject({ items: z.array(zImportItem).min(1).max(IMPORT_BATCH_MAX) });
export type ImportRequest = z.output<typeof zImportRequest>;

export const ImportOutcomes = ['created', 'updated', 'unchanged'] as const;
export type ImportOutcome = (typeof ImportOutcomes)[number];

export const zImportResult = z
  .object({
    items: z.array(z.object({ code: z.string(), outcome: z.enum(ImportOutcomes), version: z.number().int(), changed: z.array(z.string()) })),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  })
  .meta({ id: 'CatalogImportResult' });
export type ImportResult = z.infer<typeof zImportResult>;

/** One row of a file's dry run: its line (1 = the header), the product and SKU, the outcome or its problems. */
export const zImportRowReport = z.object({
  row: z.number().int(),
  code: z.string(),
  sku: z.string(),
  outcome: z.enum(['create', 'update', 'unchanged', 'error']),
  problems: z.array(z.object({ column: z.string(), key: z.string() })),
});
export type ImportRowReport = z.infer<typeof zImportRowReport>;

export const zImportFileReport = z
  .object({
    /** Problems of the file itself (encoding, header): no row is read then. */
    fileProblems: z.array(z.object({ column: z.string(), key: z.string() })),
    rows: z.array(zImportRowReport),
    counts: z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int(), error: z.number().int() }),
    products: z.number().int(),
    /** true: written (apply); false: a dry run, or an apply refused for errors (nothing written). */
    applied: z.boolean(),
  })
  .meta({ id: 'CatalogImportFileReport' });
export type ImportFileReport = z.infer<typeof zImportFileReport>;

export const zImportFileQuery = z.strictObject({ mode: z.enum(['dry-run', 'apply']).default('dry-run') });

export const zCatalogExportQuery = z.strictObject({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  category: zCode.optional(),
  brand: zCode.optional(),
  status: z.enum(ImportStatuses).optional(),
});
export type CatalogExportQuery = z.output<typeof zCatalogExportQuery>;
