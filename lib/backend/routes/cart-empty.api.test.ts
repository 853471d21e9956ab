import { and, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { cartCoupons, carts, coupons, partners } from '../db/schema';
import { buyerWithCart, orderBody, orderSuite } from '../testing/order-helpers';

/**
 * Issue #44 item 7: an empty cart carries no coupon and no points redemption. A coupon another
 * customer spent meanwhile used to stay on an emptied cart, and the customer's next order was
 * refused `coupon_redeemed`.
 */
const s = orderSuite();
let serial = 0;

async function singleUseCoupon(): Promise<string> {
  const [acme] = await s.t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme'));
  const code = `EMPTY${++serial}X`;
  await s.t.db.insert(coupons).values({ partnerId: acme!.id, code, kind: 'Percentage', value: 10, policy: 'Additive', maxRedemptions: 1, perCustomerLimit: null });
  return code;
}
const discountable = () => buyerWithCart(s, 1, ({ product, variant }) => product.discountable && variant.stock >= 3);
const apply = (token: string, code: string) => s.t.call('POST', '/Cart/Coupon', { code }, { token, partner: 'acme' });

/** A customer whose cart carries a single-use coupon that another customer's order has just spent. */
async function cartWithSpentCoupon() {
  const code = await singleUseCoupon();
  const holder = await discountable();
  const spender = await discountable();
  expect((await apply(holder.buyer.token, code)).status).toBe(200);
  const spent = (await apply(spender.buyer.token, code)).body as Cart;
  expect((await spender.client.place(orderBody(s.t, spent))).status).toBe(201);
  const [cart] = await s.t.db.select({ id: carts.id }).from(carts).where(and(eq(carts.customerId, holder.buyer.id), eq(carts.partnerId, holder.buyer.partnerId)));
  await s.t.db.update(carts).set({ redeemPoints: 40 }).where(eq(carts.id, cart!.id));
  return { ...holder, cartId: cart!.id };
}

const discountsOf = async (cartId: number) => ({
  coupon: (await s.t.db.select().from(cartCoupons).where(eq(cartCoupons.cartId, cartId))).length,
  points: (await s.t.db.select({ p: carts.redeemPoints }).from(carts).where(eq(carts.id, cartId)))[0]!.p,
});

async function expectNextOrderPlaces(holder: Awaited<ReturnType<typeof cartWithSpentCoupon>>) {
  const next = await discountable();
  const cart = (await holder.buyer.cart.add(next.pick.variant.id, 1)).body as Cart;
  expect(cart.coupon).toBeNull();
  const placed = await holder.client.place(orderBody(s.t, cart));
  expect([placed.status, placed.body.error]).toEqual([201, undefined]);
}

describe('emptying the cart', () => {
  it('clearing it takes off the spent coupon and the points; the next order is not refused coupon_redeemed', async () => {
    const holder = await cartWithSpentCoupon();
    expect(await discountsOf(holder.cartId)).toEqual({ coupon: 1, points: 40 });
    const cleared = await holder.buyer.cart.clear();
    expect(cleared.status).toBe(200);
    expect((cleared.body as Cart).coupon).toBeNull();
    expect(await discountsOf(holder.cartId)).toEqual({ coupon: 0, points: 0 });
    await expectNextOrderPlaces(holder);
  });

  it('removing the last line does the same; removing a line that leaves others keeps them', async () => {
    const holder = await cartWithSpentCoupon();
    const other = await discountable();
    const two = (await holder.buyer.cart.add(other.pick.variant.id, 1)).body as Cart;
    expect(two.lines).toHaveLength(2);
    expect((await holder.buyer.cart.remove(two.lines[0]!.id)).status).toBe(200);
    expect(await discountsOf(holder.cartId)).toEqual({ coupon: 1, points: 40 });
    expect((await holder.buyer.cart.remove(two.lines[1]!.id)).status).toBe(200);
    expect(await discountsOf(holder.cartId)).toEqual({ coupon: 0, points: 0 });
    await expectNextOrderPlaces(holder);
  });

  it('another customer’s line is still 404 and leaves both carts as they were', async () => {
    const holder = await cartWithSpentCoupon();
    const stranger = await discountable();
    const line = ((await holder.buyer.cart.get()).body as Cart).lines[0]!;
    expect((await stranger.buyer.cart.remove(line.id)).status).toBe(404);
    expect(await discountsOf(holder.cartId)).toEqual({ coupon: 1, points: 40 });
  });
});
