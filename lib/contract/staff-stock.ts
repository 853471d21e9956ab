import { z } from 'zod';
import { StockAvailability } from './enums';

/**
 * Stock for an ERP (issue #17 item 5): read the stock of variants by SKU, and set it, many at once,
 * all or nothing. An Employee's staff token; a SalesPerson works for partners, stock is the shop's.
 */
const zSku = z.string().trim().toUpperCase().min(1).max(64);

export const zStockQuery = z.strictObject({
  /** Comma-separated SKUs, at most 100. */
  skus: z
    .string()
    .max(6600)
    .transform((value) => [...new Set(value.split(',').map((s) => s.trim().toUpperCase()).filter(Boolean))])
    .pipe(z.array(zSku).min(1).max(100)),
});

export const zStockLevel = z
  .object({ sku: z.string(), productCode: z.string(), color: z.string(), size: z.string().nullable(), stock: z.number().int(), availability: z.enum(StockAvailability) })
  .meta({ id: 'StockLevel' });
export type StockLevel = z.infer<typeof zStockLevel>;

export const zStockLevels = z.object({ items: z.array(zStockLevel) }).meta({ id: 'StockLevels' });
export type StockLevels = z.infer<typeof zStockLevels>;

export const zStockUpdateRequest = z.strictObject({
  items: z
    .array(
      z.strictObject({
        sku: zSku,
        stock: z.number().int().min(0).max(1_000_000),
        /** The stock as the ERP last read it: a different value now (an order since) refuses the whole update, 409 stock_changed. */
        expectedStock: z.number().int().min(0).max(1_000_000).optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type StockUpdateRequest = z.infer<typeof zStockUpdateRequest>;
