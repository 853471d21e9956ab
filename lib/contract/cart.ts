import { z } from 'zod';
import { zCartCoupon } from './coupons';
import { zCartPoints } from './loyalty';
import { zCartQuote } from './quotations';
import { zNamedColor, zStockAvailability } from './enum-schemas';
import { CART_LINE_QUANTITY_MAX } from './limits';
import { VAT_ZONES } from '@/lib/rules/vat-zone';

/**
 * The cart contract (DESIGN §8 "cart"; SPEC §2 cart totals, §5 product-page errors, §8 quota
 * message). Money is integer cents. A cart is priced at current prices on every answer; a line
 * that cannot be bought as it stands carries a `problem` (and blocks checkout) instead of being
 * dropped.
 */

/** Most lines (distinct variants) a cart may hold. */
export const CART_LINES_MAX = 100;
/** PostgreSQL `integer`: a larger id names nothing. */
const MAX_ID = 2_147_483_647;

const zQuantity = z.number().int().min(1).max(CART_LINE_QUANTITY_MAX);

export const zAddCartItemRequest = z.strictObject({
  variantId: z.number().int().positive().max(MAX_ID),
  quantity: zQuantity,
});
export type AddCartItemRequest = z.infer<typeof zAddCartItemRequest>;

export const zUpdateCartItemRequest = z.strictObject({ quantity: zQuantity });
export type UpdateCartItemRequest = z.infer<typeof zUpdateCartItemRequest>;

/**
 * Why a line cannot be bought as it stands (SPEC §5 keys): the product is no longer offered to
 * the partner (inactive, or restricted to another partner), the variant is not sellable, or the
 * line asks for more units than are in stock.
 */
export const CartLineProblems = ['product_unavailable', 'out_of_stock', 'not_available_quantity'] as const;
export type CartLineProblem = (typeof CartLineProblems)[number];

/** Amounts of one unit or one line, in cents (lib/rules/pricing): gross = net + vat = listGross − discount. */
export const zCartAmounts = z
  .object({
    net: z.number().int(),
    vat: z.number().int(),
    /** What the customer pays. */
    gross: z.number().int(),
    /** Gross before the partner discount. */
    listGross: z.number().int(),
    /** Gross discount. */
    discount: z.number().int(),
  })
  .meta({ id: 'CartAmounts' });
export type CartAmounts = z.infer<typeof zCartAmounts>;

export const zCartLine = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    variantId: z.number().int(),
    /** Product code and URL slug (links to the product page). */
    code: z.string(),
    eurl: z.string(),
    /** In the request language. */
    name: z.string(),
    color: zNamedColor,
    size: z.string().nullable(),
    /** The product picture, the same URL the product cards use. */
    picture: z.string(),
    quantity: z.number().int(),
    /** Units of the variant in stock now. */
    stock: z.number().int(),
    availability: zStockAvailability,
    /** Whether the partner discount applies to this line (its units count against the quota). */
    discounted: z.boolean(),
    unit: zCartAmounts,
    /** The unit amounts × quantity, less the line's share of the coupon (its net and VAT then taken from its gross). */
    total: zCartAmounts,
    /** The coupon's gross discount on this line (issue #18 item 4); 0 without one. */
    coupon: z.number().int(),
    /** The line's share of the redeemed loyalty points (issue #18 item 5), gross cents; 0 without. */
    points: z.number().int(),
    problem: z.enum(CartLineProblems).nullable(),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof zCartLine>;

/**
 * SPEC §2 cart totals over every line: net value, VAT, discount (the partner's), total (gross);
 * plus the total before discounts, the coupon's discount and the redeemed points' value:
 * listTotal − discount − coupon − points = total.
 */
export const zCartTotals = z
  .object({ net: z.number().int(), vat: z.number().int(), discount: z.number().int(), coupon: z.number().int(), points: z.number().int(), total: z.number().int(), listTotal: z.number().int() })
  .meta({ id: 'CartTotals' });
export type CartTotals = z.infer<typeof zCartTotals>;

/**
 * The discount quota (DESIGN §5): `remaining` is what the customer may still buy discounted in
 * the current period (the promotion info's remaining, before this cart); `exceeded` when the
 * cart's discounted units are more than that (SPEC §8 quota message; checkout is refused).
 */
export const zCartQuota = z
  .object({ discountedUnits: z.number().int(), remaining: z.number().int(), exceeded: z.boolean(), limit: z.number().int() })
  .meta({ id: 'CartQuota' });
export type CartQuota = z.infer<typeof zCartQuota>;

export const zCart = z
  .object({
    /** Oldest line first. */
    lines: z.array(zCartLine),
    totals: zCartTotals,
    /** Units over all lines (the cart badge). */
    itemCount: z.number().int(),
    /** What the parcel weighs (grams): each product's weight, or 500 g for one without (decision 0088); gift cards weigh nothing. */
    weightGrams: z.number().int(),
    quota: zCartQuota,
    /** The coupon the customer added (issue #18 item 4), or null. */
    coupon: zCartCoupon.nullable(),
    /** The customer's approved points and what the cart redeems of them (issue #18 item 5). */
    points: zCartPoints,
    /** The accepted quote the cart is priced at (issue #18 item 3), while it holds exactly the quote's lines; else null. */
    quote: zCartQuote.nullable(),
    /** Free delivery from this total (gross, cents; SPEC §9). */
    freeDeliveryThreshold: z.number().int(),
    /** The VAT rates the cart is priced at: normal (24/13/6 %), or the islands' (17/9/4 %) when the checkout asked for them (decision 0077). */
    vatZone: z.enum(VAT_ZONES),
  })
  .meta({ id: 'Cart' });

/** `GET /Cart`'s query: the VAT zone to price at (default normal; the checkout's invoice to a business on Lesvos, Chios, Samos, Kos or Leros). */
export const zCartQuery = z.object({ vatZone: z.enum(VAT_ZONES).optional() });
export type Cart = z.infer<typeof zCart>;
