import { z } from 'zod';
import { zNamedColor } from './enum-schemas';
import { CART_LINE_QUANTITY_MAX, ORDER_LIST_NAME_MAX, QUICK_ORDER_MAX_LINES } from './limits';

/**
 * Order lists (issue #18 item 2): a customer's named lists of variants and quantities, saved from
 * the cart or an order, edited (rename, quantities, lines removed) and added to the cart whole
 * (the answer is a quick order's, lib/contract/quick-order.ts).
 */
const zName = z.string().trim().min(1).max(ORDER_LIST_NAME_MAX);
const MAX_ID = 2_147_483_647;

export const zCreateOrderListRequest = z.strictObject({
  name: zName,
  /** What the list starts with: the cart's lines, an order's lines, or nothing. */
  from: z.enum(['cart', 'order', 'empty']),
  /** The order, when `from` is `order`. */
  orderUid: z.string().max(64).optional(),
});
export type CreateOrderListRequest = z.input<typeof zCreateOrderListRequest>;

export const zUpdateOrderListRequest = z.strictObject({
  name: zName,
  /** The list's lines as they should be: a subset of its variants, each with its quantity. */
  lines: z
    .array(z.strictObject({ variantId: z.number().int().positive().max(MAX_ID), quantity: z.number().int().min(1).max(CART_LINE_QUANTITY_MAX) }))
    .max(QUICK_ORDER_MAX_LINES),
});
export type UpdateOrderListRequest = z.input<typeof zUpdateOrderListRequest>;

/**
 * Sharing within a company (issue #50, decision 0103), present only when it applies: `shared` true on
 * a list shared with the caller's company; `own` false and `ownerName` on a colleague's shared list
 * (read and put in the cart; only its owner changes it).
 */
const sharingFields = { shared: z.literal(true).optional(), own: z.literal(false).optional(), ownerName: z.string().optional() };

export const zSavedOrderListSummary = z
  .object({ id: z.number().int(), name: z.string(), lineCount: z.number().int(), unitCount: z.number().int(), updatedAt: z.string(), ...sharingFields })
  .meta({ id: 'SavedOrderListSummary' });
export type SavedOrderListSummary = z.infer<typeof zSavedOrderListSummary>;

export const zSavedOrderListSummaries = z.object({ items: z.array(zSavedOrderListSummary) }).meta({ id: 'SavedOrderListSummaries' });

export const zSavedOrderListLine = z
  .object({
    variantId: z.number().int(),
    code: z.string(),
    eurl: z.string(),
    /** In the request language. */
    name: z.string(),
    color: zNamedColor,
    size: z.string().nullable(),
    quantity: z.number().int(),
    /** Whether the partner offers the product now (a list keeps lines it no longer does). */
    offered: z.boolean(),
  })
  .meta({ id: 'SavedOrderListLine' });
export type SavedOrderListLine = z.infer<typeof zSavedOrderListLine>;

export const zSavedOrderList = z
  .object({ id: z.number().int(), name: z.string(), updatedAt: z.string(), lines: z.array(zSavedOrderListLine), ...sharingFields })
  .meta({ id: 'SavedOrderList' });
export type SavedOrderList = z.infer<typeof zSavedOrderList>;
