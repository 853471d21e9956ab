import { and, eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { couponRedemptions, loyaltyPoints, orders, productVariants, quotations, quotaUsage } from '../../db/schema';
import { quotaLeft } from '../orders/holdings-apply';
import { pickOne } from '../../testing/cart-helpers';
import { disagreements, givePoints, ledgersOf, placeTracked } from '../../testing/holdings-helpers';
import { orderBody, orderSuite } from '../../testing/order-helpers';
import { renewToken } from '../../testing/payment-helpers';
import { acceptedQuote, staffCall, staffTokens } from '../../testing/quote-helpers';
import { cardOrder, complete, confirmLate, paidThenExpired, pointsOf, rivalOrder } from '../../testing/revival-helpers';

/**
 * A late payment that meets its expired order (issue #44 item 1): the order takes back exactly what
 * its cancellation released — stock, quota, its earned points pending again (approved on
 * completion), its redeemed points debited again, its coupon's redemption — or, when something is
 * gone, stays cancelled with the money owed back and the reason, which staff see.
 */
jest.setTimeout(60_000);
const s = orderSuite();
const tokens = staffTokens(s);
let variant: number;
let other: number;
beforeAll(() => {
  variant = pickOne(s.oracle, 'acme', s.used, ({ product, variant: v }) => product.discountable && v.stock >= 3).variant.id;
  other = pickOne(s.oracle, 'acme', s.used, ({ variant: v }) => v.stock >= 3).variant.id;
});
beforeEach(async () => {
  await s.t.db.update(productVariants).set({ stock: 50, availability: 'Available' }).where(eq(productVariants.id, variant));
  await s.t.db.update(productVariants).set({ stock: 50, availability: 'Available' }).where(eq(productVariants.id, other));
});

const earnedOf = async (orderId: number) =>
  (await s.t.db.select({ points: loyaltyPoints.points }).from(loyaltyPoints).where(and(eq(loyaltyPoints.orderId, orderId), eq(loyaltyPoints.type, 'ForConsumption'))).orderBy(loyaltyPoints.id))[0]!.points;
const orderOf = async (orderId: number) => (await s.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('a late payment that can take everything back revives the order', () => {
  it('the measured case: the points it earned are pending again, and approved in full on completion', async () => {
    const order = await cardOrder(s.t, variant, { units: 2 });
    const earned = await earnedOf(order.orderId);
    expect(earned).toBeGreaterThan(0);
    expect(await pointsOf(s.t, order)).toEqual({ balance: 0, pending: earned });
    const back = await paidThenExpired(s.t, order);
    expect(await pointsOf(s.t, order)).toEqual({ balance: 0, pending: 0 });

    expect((await confirmLate(s.t, order, back)).body).toEqual({ status: 'paid', orderUid: order.uid });
    expect(await orderOf(order.orderId)).toMatchObject({ status: OrderStatusCode.Pending, paidAt: expect.any(Date), refundDue: null });
    expect(await pointsOf(s.t, order)).toEqual({ balance: 0, pending: earned });
    await complete(s.t, order);
    expect(await pointsOf(s.t, order)).toEqual({ balance: earned, pending: 0 });
    expect(await disagreements(s.t, order)).toEqual([]);
  });

  it('its redeemed points are debited again and its coupon redeemed again', async () => {
    const order = await cardOrder(s.t, variant, { points: 40, coupon: true });
    expect(await pointsOf(s.t, order)).toMatchObject({ balance: 60 });
    const back = await paidThenExpired(s.t, order);
    expect(await pointsOf(s.t, order)).toMatchObject({ balance: 100 });
    expect(await s.t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, order.couponId!))).toHaveLength(0);

    expect((await confirmLate(s.t, order, back)).body).toEqual({ status: 'paid', orderUid: order.uid });
    expect(await pointsOf(s.t, order)).toMatchObject({ balance: 60 });
    expect(await s.t.db.select({ orderId: couponRedemptions.orderId }).from(couponRedemptions).where(eq(couponRedemptions.couponId, order.couponId!))).toEqual([{ orderId: order.orderId }]);
    expect(await ledgersOf(s.t, order)).toMatchObject({ stock: 1, quota: 1, coupon: true, redeemed: 40 });
    expect(await disagreements(s.t, order)).toEqual([]);
    // The coupon is spent again: nobody else can use it.
    expect((await rivalOrder(s, other, order.code)).status).toBe(409);
  });
});

describe('a late payment that cannot take everything back leaves the order cancelled, owing the money back with the reason', () => {
  it('points spent meanwhile: points_spent, and nothing is held again', async () => {
    const order = await cardOrder(s.t, variant, { points: 40, coupon: true });
    const back = await paidThenExpired(s.t, order);
    // The customer spends the points given back on something else.
    await givePoints(s.t, order.buyer, -(await pointsOf(s.t, order)).balance + 10);
    const before = await ledgersOf(s.t, order);

    expect((await confirmLate(s.t, order, back)).body).toEqual({ status: 'refund_due', orderUid: order.uid });
    expect(await orderOf(order.orderId)).toMatchObject({ status: OrderStatusCode.Cancelled, refundDue: 'points_spent', paidAt: expect.any(Date) });
    expect(await ledgersOf(s.t, order)).toEqual(before);
    expect(await pointsOf(s.t, order)).toMatchObject({ balance: 10 });
    expect(await disagreements(s.t, order)).toEqual([]);
  });

  it('the single-use coupon redeemed by another order: coupon_used; staff see the reason on the order and in the list', async () => {
    const order = await cardOrder(s.t, variant, { points: 40, coupon: true });
    const back = await paidThenExpired(s.t, order);
    expect((await rivalOrder(s, other, order.code)).status).toBe(201);
    const [stock] = await s.t.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variant));

    expect((await confirmLate(s.t, order, back)).body).toEqual({ status: 'refund_due', orderUid: order.uid });
    expect(await orderOf(order.orderId)).toMatchObject({ status: OrderStatusCode.Cancelled, refundDue: 'coupon_used' });
    // All or nothing: the stock and points it could have taken stayed where they were.
    expect((await s.t.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variant)))[0]).toEqual(stock);
    expect(await pointsOf(s.t, order)).toMatchObject({ balance: 100 });
    expect(await disagreements(s.t, order)).toEqual([]);

    const view = await staffCall(s.t, 'GET', `/staff/orders/${order.orderId}`, tokens.Employee);
    expect(view.body).toMatchObject({ refundDue: true, refundReason: 'coupon_used' });
    const list = await staffCall(s.t, 'GET', `/staff/orders?email=${encodeURIComponent((await orderOf(order.orderId)).email)}&pageSize=100`, tokens.Employee);
    expect((list.body.items as { id: number; refundReason: string | null }[]).find((o) => o.id === order.orderId)).toMatchObject({ refundReason: 'coupon_used' });
  });

  it('the stock sold meanwhile: stock_gone; quota full: quota_full', async () => {
    const gone = await cardOrder(s.t, variant);
    const back = await paidThenExpired(s.t, gone);
    await s.t.db.update(productVariants).set({ stock: 0, availability: 'Exhausted' }).where(eq(productVariants.id, variant));
    expect((await confirmLate(s.t, gone, back)).body).toEqual({ status: 'refund_due', orderUid: gone.uid });
    expect(await orderOf(gone.orderId)).toMatchObject({ status: OrderStatusCode.Cancelled, refundDue: 'stock_gone' });
    await s.t.db.update(productVariants).set({ stock: 50, availability: 'Available' }).where(eq(productVariants.id, variant));

    const full = await cardOrder(s.t, variant);
    const again = await paidThenExpired(s.t, full);
    // The customer's quota used up meanwhile (another order's discounted units).
    const { periodStart } = await s.t.db.transaction((tx) => quotaLeft(tx, { customerId: full.buyer.id, partnerId: full.buyer.partnerId }, s.t.deps.now()));
    await s.t.db.insert(quotaUsage).values({ customerId: full.buyer.id, partnerId: full.buyer.partnerId, periodStart, units: 20, orderId: null, createdAt: s.t.deps.now() });
    expect((await confirmLate(s.t, full, again)).body).toEqual({ status: 'refund_due', orderUid: full.uid });
    expect(await orderOf(full.orderId)).toMatchObject({ status: OrderStatusCode.Cancelled, refundDue: 'quota_full' });
    expect(await disagreements(s.t, full)).toEqual([]);
  });
});

describe('an order placed at a quote', () => {
  /** A card order at an accepted quote (the quote moved to the cart), paid at Viva and expired. */
  async function quotedAndExpired() {
    const made = await acceptedQuote(s, tokens.Employee);
    expect((await made.quotes.toCart(made.quote.uid)).status).toBe(200);
    const order = await placeTracked(s.t, made.buyer, made.pick.variant.id, { quoteId: made.id });
    expect(await s.t.db.select({ orderId: quotations.orderId }).from(quotations).where(eq(quotations.id, made.id))).toEqual([{ orderId: order.orderId }]);
    const back = await paidThenExpired(s.t, order);
    expect(await s.t.db.select({ orderId: quotations.orderId }).from(quotations).where(eq(quotations.id, made.id))).toEqual([{ orderId: null }]);
    return { made, order, back };
  }

  it('is revived holding its quote again', async () => {
    const { made, order, back } = await quotedAndExpired();
    expect((await confirmLate(s.t, order, back)).body).toEqual({ status: 'paid', orderUid: order.uid });
    expect(await s.t.db.select({ orderId: quotations.orderId }).from(quotations).where(eq(quotations.id, made.id))).toEqual([{ orderId: order.orderId }]);
    expect(await disagreements(s.t, order)).toEqual([]);
  });

  it('whose quote was ordered again meanwhile: quote_used, and the other order keeps it', async () => {
    const { made, order, back } = await quotedAndExpired();
    // The customer orders the quote again (cash on delivery) while the first order is cancelled.
    await renewToken(s.t, made.buyer);
    const quotes = { toCart: (uid: string) => s.t.call('POST', `/Quotes/${encodeURIComponent(uid)}/Cart`, undefined, { token: made.buyer.token, partner: 'acme' }) };
    expect((await quotes.toCart(made.quote.uid)).status).toBe(200);
    const cart = (await s.t.call('GET', '/Cart', undefined, { token: made.buyer.token, partner: 'acme' })).body;
    const again = await s.t.call('POST', '/Orders', orderBody(s.t, cart), { token: made.buyer.token, partner: 'acme', headers: { 'Idempotency-Key': `quote-again-${Date.now()}` } });
    expect(again.status).toBe(201);
    const [second] = await s.t.db.select({ id: orders.id, units: orders.itemCount }).from(orders).where(eq(orders.uid, again.body.uid));
    order.stockBase -= second!.units; // what the other order holds of the same variant

    expect((await confirmLate(s.t, order, back)).body).toEqual({ status: 'refund_due', orderUid: order.uid });
    expect(await orderOf(order.orderId)).toMatchObject({ status: OrderStatusCode.Cancelled, refundDue: 'quote_used' });
    expect(await s.t.db.select({ orderId: quotations.orderId }).from(quotations).where(eq(quotations.id, made.id))).toEqual([{ orderId: second!.id }]);
    expect(await disagreements(s.t, order)).toEqual([]);
  });
});
