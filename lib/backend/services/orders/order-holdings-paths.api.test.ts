import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { orders, productVariants } from '../../db/schema';
import { pickOne } from '../../testing/cart-helpers';
import { buyerOf, disagreements, givePoints, type Tracked } from '../../testing/holdings-helpers';
import { orderBody, orderClient, orderSuite } from '../../testing/order-helpers';
import { balanceOf } from '../loyalty/ledger';
import { changeOrderStatus } from './order-status';

/**
 * Staff paths the holdings rule changed (issue #44 item 1; lib/rules/order-holdings.ts): an order
 * that could not be delivered still holds its redeemed points and its pending ones, so sending it
 * again and completing it neither gives the redeemed points back nor loses the earned ones; and a
 * refund after the customer spent the points it approved takes back only what the balance has.
 */
const s = orderSuite();
const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };
let variant: number;
beforeAll(async () => {
  variant = pickOne(s.oracle, 'acme', s.used, ({ variant: v }) => v.stock >= 3).variant.id;
  await s.t.db.update(productVariants).set({ stock: 100, availability: 'Available' }).where(eq(productVariants.id, variant));
});

/** A cash-on-delivery order of two units with 40 points redeemed (of 100 given), tracked. */
async function codOrder(): Promise<Tracked> {
  const buyer = await buyerOf(s.t, variant, 2);
  await givePoints(s.t, buyer, 100);
  expect((await s.t.call('PUT', '/Cart/Points', { points: 40 }, { token: buyer.token, partner: 'acme' })).status).toBe(200);
  const [stock] = await s.t.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variant));
  const placed = await orderClient(s.t, buyer.token).place(orderBody(s.t, (await buyer.cart.get()).body as Cart));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid));
  return { orderId: row!.id, uid: placed.body.uid, attemptUid: '', buyer, variantId: variant, couponId: null, quoteId: null, stockBase: stock!.stock };
}

const move = async (order: Tracked, ...steps: Parameters<typeof changeOrderStatus>[1]['to'][]) => {
  for (const to of steps) {
    await changeOrderStatus(s.t.deps, { orderId: order.orderId, to, actor: STAFF });
    expect([to, await disagreements(s.t, order)]).toEqual([to, []]);
  }
};
const points = (order: Tracked) => balanceOf(s.t.db, { customerId: order.buyer.id, partnerId: order.buyer.partnerId });

it('NotDelivered keeps what the order holds: delivered again and completed, the redeemed points stay spent once and the earned ones are approved in full', async () => {
  const order = await codOrder();
  const { pending: earned } = await points(order);
  expect(earned).toBeGreaterThan(0);
  await move(order, 'Processing', 'InDelivery', 'NotDelivered');
  expect(await points(order)).toEqual({ balance: 60, pending: earned });
  await move(order, 'InDelivery', 'Completed');
  expect(await points(order)).toEqual({ balance: 60 + earned, pending: 0 });
});

it('a refund after the approved points were spent takes back only what the balance has, never below zero', async () => {
  const order = await codOrder();
  const { pending: earned } = await points(order);
  await move(order, 'Processing', 'InDelivery', 'Completed');
  const { balance } = await points(order);
  // The customer spends everything but 5 points.
  await givePoints(s.t, order.buyer, -(balance - 5));
  await move(order, 'Refund');
  // The redeemed 40 come back first, then the earned ones are taken back as far as the balance goes.
  expect(await points(order)).toEqual({ balance: Math.max(0, 5 + 40 - earned), pending: 0 });
});
