import { z } from 'zod';
import { zEmail } from './common';
import { zCart } from './cart';
import { zNotReturnableReason, zReturnReason } from './enum-schemas';

/**
 * Returns (issue #7, DESIGN §8 orders: `POST /Orders/Lookup`, `POST /Returns`). A customer finds
 * one of their orders by its number and the order's email, picks lines, quantities and a reason,
 * and sends a return request. The rule of what can be returned is `lib/rules/returns.ts`.
 * Order lines are named by `line`, their 0-based position in the order.
 */

/** How much of an order has been asked back: nothing, some units, every unit. */
export const ReturnStates = ['none', 'partial', 'full'] as const;
export type ReturnState = (typeof ReturnStates)[number];

export const zOrderLookupRequest = z.strictObject({
  orderNumber: z.string().trim().min(1).max(40),
  email: zEmail,
});
export type OrderLookupRequest = z.input<typeof zOrderLookupRequest>;

/** Which order line, as people read it (name in the request language). */
const zOrderLineRef = z.object({
  line: z.number().int(),
  code: z.string(),
  name: z.string(),
  color: z.string(),
  size: z.string().nullable(),
});

export const zReturnLine = zOrderLineRef.extend({ quantity: z.number().int() });

/** A return request as recorded: numbered per order (`{orderNumber}-R{n}`), status `Requested` until the shop handles it. */
export const zReturnRequestRecord = z
  .object({
    returnNumber: z.string(),
    createdAt: z.string(),
    status: z.enum(['Requested', 'Received', 'Refunded', 'Rejected']),
    reason: zReturnReason,
    comment: z.string().nullable(),
    lines: z.array(zReturnLine),
  })
  .meta({ id: 'ReturnRequest' });
export type ReturnRequestRecord = z.infer<typeof zReturnRequestRecord>;

/** An order line with what may still be asked back (ordered − already requested). */
export const zReturnableLine = zOrderLineRef.extend({
  picture: z.string(),
  quantity: z.number().int(),
  requested: z.number().int(),
  returnable: z.number().int(),
  /** Unit price paid, VAT included, in cents. */
  unitTotal: z.number().int(),
});
export type ReturnableLine = z.infer<typeof zReturnableLine>;

/** `POST /Orders/Lookup` → the order as far as a return needs it. 404 order_not_found (also for another customer's order), 429 too_many_requests. */
export const zOrderLookup = z
  .object({
    uid: z.string(),
    orderNumber: z.string(),
    createdAt: z.string(),
    status: z.number().int(),
    statusName: z.string(),
    total: z.number().int(),
    returnable: z.boolean(),
    notReturnableReason: zNotReturnableReason.nullable(),
    /** Last day a return can be asked for (ISO date-time), when the order's status allows returns. */
    returnDeadline: z.string().nullable(),
    returnState: z.enum(ReturnStates),
    lines: z.array(zReturnableLine),
    returns: z.array(zReturnRequestRecord),
  })
  .meta({ id: 'OrderLookup' });
export type OrderLookup = z.infer<typeof zOrderLookup>;

/**
 * `POST /Returns`: 201 the recorded request. 404 order_not_found (not the caller's), 409
 * order_not_returnable (`params.order.reason`), 400 with `lines.{i}.quantity: return_quantity_exceeds`
 * or `lines.{i}.line: return_line_unknown` / `return_line_duplicate`.
 */
export const zCreateReturnRequest = z.strictObject({
  orderUid: z.string().min(1).max(40),
  lines: z
    .array(z.strictObject({ line: z.number().int().min(0).max(999), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(100),
  reason: zReturnReason,
  comment: z.string().trim().max(1000).optional(),
});
export type CreateReturnRequest = z.input<typeof zCreateReturnRequest>;

/**
 * `POST /Orders/{uid}/Reorder`: every line of the order is put back into the cart as far as it
 * can be; `skipped` reports the lines that could not (or only partly: `added` < `requested`).
 */
export const ReorderSkipReasons = ['product_unavailable', 'out_of_stock', 'not_available_quantity', 'cart_full'] as const;
export const zReorderResult = z
  .object({
    cart: zCart,
    addedUnits: z.number().int(),
    skipped: z.array(
      zOrderLineRef.extend({
        requested: z.number().int(),
        added: z.number().int(),
        reason: z.enum(ReorderSkipReasons),
      }),
    ),
  })
  .meta({ id: 'ReorderResult' });
export type ReorderResult = z.infer<typeof zReorderResult>;
