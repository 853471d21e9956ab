import { and, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { zCart } from '@/lib/contract/cart';
import { loyaltyPoints, orders } from '../db/schema';
import { changeOrderStatus } from '../services/orders/order-status';
import { buyerWithCart, orderBody, orderState, orderSuite, type Buyer } from '../testing/order-helpers';

/**
 * Redeeming loyalty points at checkout (issue #18 item 5): the cart takes them off after the
 * discounts, the order debits them with a Redeem entry, an order that ends unkept gives them back,
 * and the balance never goes below zero, even when a reversal races an order.
 */
const s = orderSuite();
const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };
const setPoints = (buyer: Buyer, points: number) => s.t.call('PUT', '/Cart/Points', { points }, { token: buyer.token, partner: 'acme' });
const loyalty = async (buyer: Buyer) => (await s.t.call('GET', '/Loyalty', undefined, { token: buyer.token, partner: 'acme' })).body as { balance: number; pending: number; entries: { type: string; points: number }[] };
const give = (buyer: Buyer, points: number) => s.t.db.insert(loyaltyPoints).values({ partnerId: buyer.partnerId, customerId: buyer.id, type: 'Register', status: 'ApprovedPoints', points, createdAt: s.t.deps.now() });

/** A buyer with `balance` approved points and a cart of two units. */
async function withPoints(balance: number) {
  const ready = await buyerWithCart(s, 2);
  if (balance > 0) await give(ready.buyer, balance);
  return ready;
}

describe('redeeming loyalty points', () => {
  it('takes the points off the cart after the discounts, keeping every total consistent', async () => {
    const { buyer, cart } = await withPoints(1_000);
    expect(cart.points).toMatchObject({ balance: 0, requested: 0, applied: 0 });
    const before = (await buyer.cart.get()).body as Cart;
    expect(before.points).toMatchObject({ balance: 1_000, centsPerPoint: 1, max: Math.min(1_000, Math.floor(before.totals.total / 2)) });
    const res = await setPoints(buyer, 150);
    expect(res.status).toBe(200);
    expect(zCart.strict().safeParse(res.body).error).toBeUndefined();
    const after = res.body as Cart;
    expect(after.points).toMatchObject({ requested: 150, applied: 150, cents: 150, problem: null });
    expect(after.totals.points).toBe(150);
    expect(after.totals.total).toBe(before.totals.total - 150);
    expect(after.totals.listTotal - after.totals.discount - after.totals.coupon - after.totals.points).toBe(after.totals.total);
    expect(after.totals.net + after.totals.vat).toBe(after.totals.total);
    expect(after.lines.reduce((sum, line) => sum + line.points, 0)).toBe(150);
    // 0 takes them off.
    expect(((await setPoints(buyer, 0)).body as Cart).totals.total).toBe(before.totals.total);
  });

  it('refuses more than the balance or than half the goods, with the limit, and keeps the cart as it was', async () => {
    const { buyer } = await withPoints(100_000);
    const cart = (await buyer.cart.get()).body as Cart;
    const over = await setPoints(buyer, 100_001);
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ error: 'points_insufficient', fields: { points: 'points_insufficient' }, params: { points: { balance: 100_000 } } });
    const tooMany = await setPoints(buyer, cart.points.max + 1);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ error: 'points_over_max', params: { points: { max: cart.points.max } } });
    expect(((await buyer.cart.get()).body as Cart).points.requested).toBe(0);
    for (const points of [-1, 1.5, '10', null]) expect((await setPoints(buyer, points as number)).status).toBe(400);
  });

  it('an order debits the points, keeps their value, earns on what was paid; cancelling it gives them back', async () => {
    const { buyer, client } = await withPoints(1_000);
    const cart = (await setPoints(buyer, 200)).body as Cart;
    const placed = await client.place(orderBody(s.t, cart));
    expect(placed.status).toBe(201);
    const order = (await client.get(placed.body.uid as string)).body;
    expect(order.totals.points).toBe(200);
    expect(order.pointsRedeemed).toBe(200);
    expect(order.totals.goods).toBe(cart.totals.total);
    expect(((await buyer.cart.get()).body as Cart).points.requested).toBe(0);
    const earned = Math.floor(cart.totals.total / 100);
    expect(await loyalty(buyer)).toMatchObject({ balance: 800, pending: earned });
    const [row] = await s.t.db.select().from(orders).where(eq(orders.uid, placed.body.uid as string));
    await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Cancelled', actor: STAFF });
    await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Cancelled', actor: STAFF }).catch(() => undefined);
    expect(await loyalty(buyer)).toMatchObject({ balance: 1_000, pending: 0 });
    const entries = await s.t.db.select({ type: loyaltyPoints.type, points: loyaltyPoints.points }).from(loyaltyPoints).where(eq(loyaltyPoints.orderId, row!.id));
    expect(entries.sort((a, b) => a.points - b.points)).toEqual([
      { type: 'Redeem', points: -200 },
      { type: 'Revert', points: -earned },
      { type: 'ForConsumption', points: earned },
      { type: 'Revert', points: 200 },
    ].sort((a, b) => a.points - b.points));
  });

  it('points the balance no longer covers show in the cart and refuse the order, which writes nothing', async () => {
    const { buyer, client, pick } = await withPoints(300);
    await setPoints(buyer, 300);
    await give(buyer, -200);
    const cart = (await buyer.cart.get()).body as Cart;
    expect(cart.points).toMatchObject({ balance: 100, requested: 300, applied: 0, cents: 0, problem: 'points_insufficient' });
    expect(cart.totals.points).toBe(0);
    const before = await orderState(s.t, [pick.variant.id]);
    const res = await client.place(orderBody(s.t, cart));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'points_insufficient', params: { points: { balance: 100 } } });
    expect(await orderState(s.t, [pick.variant.id])).toEqual(before);
  });

  it('two tabs placing the same cart with points at once redeem them once', async () => {
    for (const paymentMethod of ['cod', 'card'] as const) {
      const { buyer, client } = await withPoints(300);
      const cart = (await setPoints(buyer, 250)).body as Cart;
      const body = orderBody(s.t, cart, paymentMethod === 'card' ? { paymentMethod, cardProvider: 'Viva' } : {});
      const answers = await Promise.all([client.place(body), client.place(body)]);
      expect(answers.map((r) => r.status).sort()).toEqual(paymentMethod === 'cod' ? [201, 409] : [201, 201]);
      const uids = new Set(answers.filter((r) => r.status === 201).map((r) => r.body.uid));
      expect(uids.size).toBe(1);
      const { balance, entries } = await loyalty(buyer);
      expect(balance).toBe(50);
      expect(entries.filter((e) => e.type === 'Redeem').map((e) => e.points)).toEqual([-250]);
    }
  });

  it('an order and a reversal racing for the same points never take the balance below zero', async () => {
    for (let round = 0; round < 3; round += 1) {
      // An earlier completed order whose 500 approved points are the whole balance.
      const first = await withPoints(0);
      const placed = await first.client.place(orderBody(s.t, first.cart));
      const [earlier] = await s.t.db.select().from(orders).where(eq(orders.uid, placed.body.uid as string));
      for (const to of ['Processing', 'InDelivery', 'Completed'] as const) await changeOrderStatus(s.t.deps, { orderId: earlier!.id, to, actor: STAFF });
      await s.t.db.update(loyaltyPoints).set({ points: 500 }).where(and(eq(loyaltyPoints.orderId, earlier!.id), eq(loyaltyPoints.type, 'ForConsumption')));
      const { buyer } = first;
      const cart = (await buyer.cart.add((await buyerWithCart(s, 1)).pick.variant.id, 3)).body as Cart;
      const redeemed = Math.min(400, cart.points.max);
      const withPointsCart = (await setPoints(buyer, redeemed)).body as Cart;
      expect(withPointsCart.points.applied).toBe(redeemed);
      const [order, reversal] = await Promise.allSettled([first.client.place(orderBody(s.t, withPointsCart)), changeOrderStatus(s.t.deps, { orderId: earlier!.id, to: 'Returned', actor: STAFF })]);
      expect(reversal.status).toBe('fulfilled');
      const status = order.status === 'fulfilled' ? order.value.status : 0;
      expect([201, 409]).toContain(status);
      if (status === 409) expect(order.status === 'fulfilled' && order.value.body.error).toBe('points_insufficient');
      const { balance } = await loyalty(buyer);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBe(0);
    }
  });
});
