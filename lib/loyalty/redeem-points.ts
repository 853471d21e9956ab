import { shareAmount, type CouponLine } from '@/lib/coupons/apply-coupon';
import { divideRounded } from '@/lib/rules/pricing';

/**
 * Redeeming approved loyalty points at checkout (issue #18 item 5), as pure rules. The customer
 * asks for a number of points; the cart takes off `centsPerPoint` for each, after the partner's
 * discount and the coupon:
 * - never more points than the customer's balance: a request the balance no longer covers takes
 *   nothing off and says so (`points_insufficient`), so an order is never priced with points the
 *   customer does not have;
 * - never more than half of the goods (after discounts and the coupon), so an order always has
 *   something to pay and an online payment never has a zero amount: a larger request is capped;
 * - the amount is shared over the lines in proportion to what each pays (the largest remainders
 *   take the odd cents); each line's net and VAT are taken again from its new gross, so
 *   net + VAT = gross holds on every line and the cart.
 */
export const POINTS_MAX_SHARE_PERCENT = 50;

export type PointsRequest = { requested: number; balance: number; centsPerPoint: number; goodsCents: number };
export type PointsOutcome = { points: number; cents: number; maxPoints: number; problem: 'points_insufficient' | null };

/** The most points a cart of `goodsCents` may take (half of it, in whole points), within the balance. */
export function maxRedeemablePoints(balance: number, centsPerPoint: number, goodsCents: number): number {
  if (centsPerPoint <= 0 || goodsCents <= 0) return 0;
  const byGoods = Math.floor((goodsCents * POINTS_MAX_SHARE_PERCENT) / 100 / centsPerPoint);
  return Math.max(0, Math.min(balance, byGoods));
}

/** What a request for points takes off the cart now. */
export function redeemPoints(request: PointsRequest): PointsOutcome {
  const maxPoints = maxRedeemablePoints(request.balance, request.centsPerPoint, request.goodsCents);
  if (request.requested <= 0) return { points: 0, cents: 0, maxPoints, problem: null };
  if (request.requested > request.balance) return { points: 0, cents: 0, maxPoints, problem: 'points_insufficient' };
  const points = Math.min(request.requested, maxPoints);
  return { points, cents: points * request.centsPerPoint, maxPoints, problem: null };
}

export type PointsLine = CouponLine & { points: number };

/**
 * Whether redeemed points may pay for a line of this product kind: not a gift card's. A gift card
 * is money (a voucher sold at its value), not goods, so nothing discounts it: neither the partner's
 * discount, a coupon, nor points (decisions 0030, 0041).
 */
export const pointsMayPay = (kind: string): boolean => kind !== 'GiftCard';

/** The goods points may pay for (the half-of-the-goods cap counts only these): the gross of the payable lines. */
export const pointsGoodsCents = (lines: readonly Pick<CouponLine, 'grossCents'>[], payable: readonly boolean[]): number =>
  lines.reduce((sum, line, i) => sum + (payable[i] === false ? 0 : line.grossCents), 0);

/**
 * The lines with `cents` taken off in proportion to their gross, over the lines points may pay
 * (`payable[i]`, every line when left out; a gift card's is not); `rates[i]` is line i's VAT rate
 * (basis points).
 */
export function applyPoints(lines: readonly CouponLine[], rates: readonly number[], cents: number, payable: readonly boolean[] = []): PointsLine[] {
  if (cents <= 0) return lines.map((line) => ({ ...line, points: 0 }));
  const shares = shareAmount(cents, lines.map((line, i) => (payable[i] === false ? 0 : line.grossCents)));
  return lines.map((line, i) => {
    const points = shares[i]!;
    if (points === 0) return { ...line, points };
    const grossCents = line.grossCents - points;
    const netCents = divideRounded(grossCents * 10_000, 10_000 + rates[i]!);
    return { ...line, grossCents, netCents, vatCents: grossCents - netCents, points };
  });
}
