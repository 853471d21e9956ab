import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { PromotionInfo } from '@/lib/contract/partner';
import { pointBalance, type PointEntry } from '@/lib/loyalty/loyalty-rules';
import { quotaPeriodBounds } from '@/lib/rules/quota-period';
import type { ApiDeps } from '../context';
import { cartCoupons, cartQuotes, carts, coupons, loyaltyPoints, partners, quotaUsage, quotations } from '../db/schema';
import { cartCouponState, type CartCouponState } from './coupons/cart-coupon';
import { cartQuoteState, type CartQuoteState } from './quotations/cart-quote';
import type { CartPointsState } from './loyalty/cart-points';
import { partnerRows } from './partner-cache';
import { partnerFreeDeliveryCents, promotionInfoOf } from './partners';

type Owner = { customerId: number; partnerId: number };

/** What the cart answer prices its lines with, besides the lines. */
export type CartState = {
  promotion: PromotionInfo;
  freeDeliveryThresholdCents: number;
  coupon?: CartCouponState;
  points: CartPointsState;
  quote?: CartQuoteState;
};

/**
 * Everything the cart answer needs besides its lines, in one query (decision 0065): the partner's
 * discount from the cached partner rows, and in one statement on the partner's row the quota used
 * in this period, the points balance and what a point is worth, and the cart's row with the
 * points asked for, its coupon and its linked quote (left joins: a customer without a cart has
 * none of them). A coupon's check and a quote's lines are read only when the cart carries one.
 * Order placement reads the same things one by one inside its transaction, with the coupon and
 * quote rows locked (services/orders/place-order.ts).
 */
export async function loadCartState(deps: Pick<ApiDeps, 'db'>, owner: Owner, now: Date): Promise<CartState> {
  const { db } = deps;
  const partner = (await partnerRows(db)).find((p) => p.id === owner.partnerId);
  if (!partner) throw new Error(`partner ${owner.partnerId} vanished`);
  const period = quotaPeriodBounds(partner.quotaPeriod, now);
  const [row] = await db
    .select({
      quotaUsed: sql<number>`(select coalesce(sum(${quotaUsage.units}), 0) from ${quotaUsage} where ${and(
        eq(quotaUsage.customerId, owner.customerId),
        eq(quotaUsage.partnerId, owner.partnerId),
        gte(quotaUsage.periodStart, period.start),
        lt(quotaUsage.periodStart, period.end),
      )})`.mapWith(Number),
      points: sql<PointEntry[]>`(select coalesce(json_agg(json_build_object('status', s.status, 'points', s.points)), '[]'::json) from (select ${loyaltyPoints.status} as status, sum(${loyaltyPoints.points})::int as points from ${loyaltyPoints} where ${and(
        eq(loyaltyPoints.customerId, owner.customerId),
        eq(loyaltyPoints.partnerId, owner.partnerId),
      )} group by ${loyaltyPoints.status}) s)`,
      centsPerPoint: partners.loyaltyCentsPerPoint,
      requested: carts.redeemPoints,
      coupon: coupons,
      quote: quotations,
    })
    .from(partners)
    .leftJoin(carts, and(eq(carts.partnerId, partners.id), eq(carts.customerId, owner.customerId)))
    .leftJoin(cartCoupons, eq(cartCoupons.cartId, carts.id))
    .leftJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .leftJoin(cartQuotes, eq(cartQuotes.cartId, carts.id))
    .leftJoin(quotations, eq(quotations.id, cartQuotes.quotationId))
    .where(eq(partners.id, owner.partnerId));
  if (!row) throw new Error(`partner ${owner.partnerId} vanished`);
  const [coupon, quote, freeDeliveryThresholdCents] = await Promise.all([
    row.coupon ? cartCouponState(db, row.coupon, owner, now) : undefined,
    row.quote ? cartQuoteState(db, row.quote, now) : undefined,
    partnerFreeDeliveryCents(db, owner.partnerId),
  ]);
  return {
    promotion: promotionInfoOf(partner, period, row.quotaUsed),
    freeDeliveryThresholdCents,
    coupon,
    quote,
    points: { requested: row.requested ?? 0, balance: pointBalance(row.points).balance, centsPerPoint: row.centsPerPoint },
  };
}
