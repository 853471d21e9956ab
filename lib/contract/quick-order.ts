import { z } from 'zod';
import { zCart } from './cart';
import { CART_LINE_QUANTITY_MAX, QUICK_ORDER_CELL_MAX, QUICK_ORDER_MAX_LINES } from './limits';

/**
 * Quick order (issue #18 item 1; lib/quick-order): lines of product code, colour, size and
 * quantity, added to the cart together; the answer reports each line by its row. A line the
 * shop refuses is a report, not an error: the request itself is 400 only when it is malformed.
 */
const zCell = z.string().trim().max(QUICK_ORDER_CELL_MAX);

export const zQuickOrderLine = z.strictObject({
  /** The line's number in what the shopper pasted or uploaded: how the report names it. */
  row: z.number().int().min(1).max(100_000),
  code: zCell.min(1),
  color: zCell.default(''),
  size: zCell.default(''),
  quantity: z.number().int().min(1).max(CART_LINE_QUANTITY_MAX),
});

export const zQuickOrderRequest = z.strictObject({
  lines: z.array(zQuickOrderLine).min(1).max(QUICK_ORDER_MAX_LINES),
});
export type QuickOrderRequest = z.input<typeof zQuickOrderRequest>;

export const QuickOrderStatuses = ['added', 'not_found', 'variant_needed', 'variant_not_found', 'not_orderable', 'out_of_stock', 'not_available_quantity', 'cart_full'] as const;
export type QuickOrderStatus = (typeof QuickOrderStatuses)[number];

export const zQuickOrderLineResult = z
  .object({
    row: z.number().int(),
    status: z.enum(QuickOrderStatuses),
    /** `not_available_quantity`: how many units the line could have had. */
    available: z.number().int().optional(),
    /** `variant_needed` / `variant_not_found`: the product's colours (codes) and sizes. */
    colors: z.array(z.string()).optional(),
    sizes: z.array(z.string()).optional(),
  })
  .meta({ id: 'QuickOrderLineResult' });
export type QuickOrderLineResult = z.infer<typeof zQuickOrderLineResult>;

export const zQuickOrderResult = z
  .object({ cart: zCart, addedUnits: z.number().int(), lines: z.array(zQuickOrderLineResult) })
  .meta({ id: 'QuickOrderResult' });
export type QuickOrderResult = z.infer<typeof zQuickOrderResult>;
