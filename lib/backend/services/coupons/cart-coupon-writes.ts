import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import { normalizeCouponCode } from '@/lib/coupons/coupon-code';
import type { ApiDeps } from '../../context';
import { cartCoupons, carts, couponRedemptions, coupons } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { lockCart } from '../cart';
import { loadLines, priceCart, type CartOwner } from '../cart-view';
import { getPromotionInfo } from '../partners';
import { checkCoupon, couponRefusal, pricingTerms } from './cart-coupon';

/**
 * Adding a coupon to the cart and taking it off (issue #18 item 4). A code is read forgivingly
 * (lib/coupons/coupon-code.ts); one the partner does not have is NotFound, one that cannot be used
 * now answers its SPEC result code, and one that would give nothing on the cart as it is
 * (NotApplicable) is not added. A cart carries one coupon: a new one replaces it.
 */
export async function applyCartCoupon(deps: ApiDeps, owner: CartOwner, typed: string, lang: Language): Promise<void> {
  const code = normalizeCouponCode(typed);
  if (!code) throw couponRefusal('NotFound');
  const now = deps.now();
  const promotion = await getPromotionInfo(deps.db, owner.partnerId, owner.customerId, now);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(coupons).where(and(eq(coupons.partnerId, owner.partnerId), eq(coupons.code, code)));
    const status = await checkCoupon(tx, row, owner, now);
    if (status !== 'Ok') throw couponRefusal(status, code);
    const cartId = await lockCart(tx, owner, now, true);
    const cart = priceCart(await loadLines(tx, owner, lang), owner.partnerId, { ...promotion, freeDeliveryThresholdCents: 0 }, { row: row!, terms: pricingTerms(row!), problem: null });
    if (!cart.coupon || cart.coupon.discount === 0) throw couponRefusal('NotApplicable', code);
    await tx
      .insert(cartCoupons)
      .values({ cartId, couponId: row!.id, createdAt: now })
      .onConflictDoUpdate({ target: cartCoupons.cartId, set: { couponId: row!.id, createdAt: now } });
  });
}

/** Takes the coupon off the cart (nothing when it carries none). */
export async function removeCartCoupon(deps: ApiDeps, owner: CartOwner): Promise<void> {
  const cart = deps.db.select({ id: carts.id }).from(carts).where(and(eq(carts.customerId, owner.customerId), eq(carts.partnerId, owner.partnerId)));
  await deps.db.delete(cartCoupons).where(inArray(cartCoupons.cartId, cart));
}

/**
 * In the placing transaction: the order records the coupon's redemption (what the limits count),
 * and the cart lets go of the coupon. Nothing when the order was priced without one.
 */
export async function redeemCartCoupon(tx: Tx, input: { cartId: number; couponId: number | undefined; customerId: number; orderId: number; discountCents: number; now: Date }): Promise<void> {
  if (input.couponId === undefined || input.discountCents === 0) return;
  await tx.insert(couponRedemptions).values({ couponId: input.couponId, customerId: input.customerId, orderId: input.orderId, discountCents: input.discountCents, createdAt: input.now });
  await tx.delete(cartCoupons).where(eq(cartCoupons.cartId, input.cartId));
}
