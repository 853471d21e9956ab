import { desc, eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/orders';
import { idempotencyKeys, orders, orderStatusChanges, outboxEmails, payments, productVariants } from '../db/schema';
import { changeOrderStatus } from '../services/orders/order-status';
import { orderBody, orderClient, orderSuite, quotaUnits, stockOf } from '../testing/order-helpers';
import { attemptRow, confirmReturn, orderRow, paramsOf, placeOnlineOrder, pressAtViva, renewToken, startAttempt, type OnlineOrder } from '../testing/payment-helpers';
import { openDatabase } from '../db/client';
import { sweepPayments } from './payment-expiry';
import { startJobs } from './scheduler';

/**
 * Abandoned payments (issue #17 item 2): the expiry sweep, the hosted page that is not handed out
 * after the deadline, money that comes late (revived or flagged for a refund), "Pay now", "Cancel",
 * and checking out the same cart again.
 */
jest.setTimeout(60_000);
const s = orderSuite();
const MINUTE = 60_000;

const history = (orderId: number) => s.t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, orderId)).orderBy(desc(orderStatusChanges.id));
const attemptsOf = (orderId: number) => s.t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
const cartCount = async (order: OnlineOrder) => ((await s.t.call('GET', '/Cart', undefined, { token: order.buyer.token })).body as { lines: unknown[] }).lines.length;

/** Past the order's deadline, with a fresh token for the buyer. */
async function pastDeadline(order: OnlineOrder): Promise<void> {
  s.t.advance(31 * MINUTE);
  await renewToken(s.t, order.buyer);
}

describe('the expiry sweep', () => {
  it('cancels an unpaid card order after its deadline: stock and quota back, attempt expired, cart kept, the customer told', async () => {
    const order = await placeOnlineOrder(s, 'Viva', { lang: 'en' });
    const held = { stock: await stockOf(s.t, order.variantId), quota: await quotaUnits(s.t, order.buyer.id) };
    const row = await orderRow(s.t, order.uid);
    expect(row.paymentDueAt!.getTime() - row.createdAt.getTime()).toBe(30 * MINUTE);
    s.t.advance(29 * MINUTE);
    await sweepPayments(s.t.api.deps);
    expect((await orderRow(s.t, order.uid)).status).toBe(OrderStatusCode.Pending);

    await pastDeadline(order);
    const result = await sweepPayments(s.t.api.deps);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await orderRow(s.t, order.uid)).toMatchObject({ status: OrderStatusCode.Cancelled, paidAt: null });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'expired' });
    expect(await stockOf(s.t, order.variantId)).toBe(held.stock + 1);
    expect(await quotaUnits(s.t, order.buyer.id)).toBe(held.quota - 1);
    expect(await cartCount(order)).toBe(1);
    expect((await history(row.id))[0]).toMatchObject({ toStatus: OrderStatusCode.Cancelled, note: 'payment_expired', actor: { kind: 'system' } });
    const [mail] = await s.t.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, row.email)).orderBy(desc(outboxEmails.id)).limit(1);
    expect(mail).toMatchObject({ kind: 'orderCancelled', language: 'en' });
    // A second sweep finds nothing more to do for it.
    await sweepPayments(s.t.api.deps);
    expect(await history(row.id)).toHaveLength(1);
  });

  it('never hands out the hosted page after the deadline, even a start it kept', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    expect((await startAttempt(s.t, order)).status).toBe(200);
    await pastDeadline(order);
    expect((await startAttempt(s.t, order)).body).toEqual({ error: 'payment_expired' });
    await sweepPayments(s.t.api.deps);
    expect((await startAttempt(s.t, order)).body).toEqual({ error: 'payment_expired' });
  });

  it('asks the provider before expiring a started attempt: money taken pays the order instead', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    // Paid at Viva; the customer never came back, but the shop knows the transaction (Viva's
    // webhook, or a return whose confirmation was cut off): Viva can be asked about it.
    const back = paramsOf(await pressAtViva(s.t, order, 'pay'));
    await s.t.db.update(payments).set({ data: { transactionId: back.t! } }).where(eq(payments.uid, order.attemptUid));
    await pastDeadline(order);
    const result = await sweepPayments(s.t.api.deps);
    expect(result.paid).toBeGreaterThanOrEqual(1);
    expect(await orderRow(s.t, order.uid)).toMatchObject({ status: OrderStatusCode.Pending, paidAt: expect.any(Date) });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'paid' });
    expect(await cartCount(order)).toBe(0);
  });

  it('works each order once when two sweeps run at the same time', async () => {
    const placed = [await placeOnlineOrder(s, 'Alpha'), await placeOnlineOrder(s, 'Alpha'), await placeOnlineOrder(s, 'Paypal')];
    const stock = await Promise.all(placed.map((o) => stockOf(s.t, o.variantId)));
    s.t.advance(31 * MINUTE);
    await Promise.all([sweepPayments(s.t.api.deps), sweepPayments(s.t.api.deps), sweepPayments(s.t.api.deps)]);
    for (const [i, order] of placed.entries()) {
      const row = await orderRow(s.t, order.uid);
      expect(row.status).toBe(OrderStatusCode.Cancelled);
      expect(await history(row.id)).toHaveLength(1);
      expect(await stockOf(s.t, order.variantId)).toBe(stock[i]! + 1);
    }
  });

  it('purges idempotency keys older than a day and keeps the rest', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const [key] = await s.t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.orderId, (await orderRow(s.t, order.uid)).id));
    s.t.advance(23 * 60 * MINUTE);
    await sweepPayments(s.t.api.deps);
    expect(await s.t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, key!.id))).toHaveLength(1);
    s.t.advance(2 * 60 * MINUTE);
    const result = await sweepPayments(s.t.api.deps);
    expect(result.purgedKeys).toBeGreaterThanOrEqual(1);
    expect(await s.t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, key!.id))).toHaveLength(0);
  });
});

/**
 * Paid at Viva, but the customer never came back and the sweep could not ask Viva (no reference
 * then): the order expired. Answers the return Viva sent the customer to.
 */
async function paidButExpired(order: OnlineOrder): Promise<Record<string, string>> {
  const back = paramsOf(await pressAtViva(s.t, order, 'pay'));
  const ref = (await attemptRow(s.t, order.attemptUid)).providerRef;
  await s.t.db.update(payments).set({ providerRef: null }).where(eq(payments.uid, order.attemptUid));
  await pastDeadline(order);
  await sweepPayments(s.t.api.deps);
  await s.t.db.update(payments).set({ providerRef: ref }).where(eq(payments.uid, order.attemptUid));
  expect(await orderRow(s.t, order.uid)).toMatchObject({ status: OrderStatusCode.Cancelled, paidAt: null });
  return back;
}

describe('money that comes after the order expired', () => {
  it('revives the order when its stock and quota can be held again', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const held = { stock: await stockOf(s.t, order.variantId), quota: await quotaUnits(s.t, order.buyer.id) };
    const back = await paidButExpired(order);

    const answer = await confirmReturn(s.t, 'viva', back, { token: order.buyer.token });
    expect(answer.body).toEqual({ status: 'paid', orderUid: order.uid });
    const row = await orderRow(s.t, order.uid);
    expect(row).toMatchObject({ status: OrderStatusCode.Pending, paidAt: expect.any(Date), refundDue: null });
    expect(await stockOf(s.t, order.variantId)).toBe(held.stock);
    expect(await quotaUnits(s.t, order.buyer.id)).toBe(held.quota);
    expect((await history(row.id)).map((h) => h.note)).toEqual(['payment_arrived_late', 'payment_expired']);
  });

  it('flags the order for a refund when its stock is gone; staff can then refund it', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const back = await paidButExpired(order);
    await s.t.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, order.variantId));

    expect((await confirmReturn(s.t, 'viva', back, { token: order.buyer.token })).body).toEqual({ status: 'refund_due', orderUid: order.uid });
    const row = await orderRow(s.t, order.uid);
    expect(row).toMatchObject({ status: OrderStatusCode.Cancelled, refundDue: 'stock_gone', paidAt: expect.any(Date) });
    expect(await stockOf(s.t, order.variantId)).toBe(0);
    const view = (await orderClient(s.t, order.buyer.token).get(order.uid)).body as Order;
    expect(view).toMatchObject({ refundDue: true, paymentDueAt: null });

    await changeOrderStatus(s.t.deps, { orderId: row.id, to: 'Refund', actor: { kind: 'staff', id: 1, name: 'Test' } });
    expect(await orderRow(s.t, order.uid)).toMatchObject({ status: OrderStatusCode.Refund, refundDue: null });
  });
});

describe('Pay now and Cancel', () => {
  const payNow = (order: OnlineOrder) => s.t.call('POST', `/Orders/${order.uid}/Payment/Retry`, undefined, { token: order.buyer.token });
  const cancel = (order: OnlineOrder) => s.t.call('POST', `/Orders/${order.uid}/Cancel`, undefined, { token: order.buyer.token });

  it('answers the same attempt before it was started, and a new one (same provider, same deadline) after', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const first = await payNow(order);
    expect(first.body).toEqual({ url: order.startUrl.toString() });
    await startAttempt(s.t, order);
    const second = await payNow(order);
    const fresh = new URL(second.body.url as string).pathname.split('/').pop()!;
    expect(fresh).not.toBe(order.attemptUid);
    const [old, next] = await attemptsOf((await orderRow(s.t, order.uid)).id);
    expect(old).toMatchObject({ status: 'superseded' });
    expect(next).toMatchObject({ uid: fresh, status: 'pending', provider: 'Viva', expiresAt: old!.expiresAt });

    const back = paramsOf(await pressAtViva(s.t, { ...order, attemptUid: fresh }, 'pay'));
    expect((await confirmReturn(s.t, 'viva', back, { token: order.buyer.token })).body).toEqual({ status: 'paid', orderUid: order.uid });
    expect((await payNow(order)).body).toEqual({ url: expect.stringMatching(new RegExp(`/checkout-success/${order.uid}$`)) });
  });

  it('is refused after the deadline, and for another customer', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const other = await placeOnlineOrder(s, 'Viva');
    expect((await s.t.call('POST', `/Orders/${order.uid}/Payment/Retry`, undefined, { token: other.buyer.token })).status).toBe(404);
    expect((await s.t.call('POST', `/Orders/${order.uid}/Cancel`, undefined, { token: other.buyer.token })).status).toBe(404);
    await pastDeadline(order);
    expect((await payNow(order)).body).toEqual({ error: 'payment_expired' });
  });

  it('cancels: stock and quota back, the attempt closed, the customer recorded; a second cancel is refused', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const held = { stock: await stockOf(s.t, order.variantId), quota: await quotaUnits(s.t, order.buyer.id) };
    const res = await cancel(order);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ statusName: 'Cancelled', paymentDueAt: null });
    expect(await stockOf(s.t, order.variantId)).toBe(held.stock + 1);
    expect(await quotaUnits(s.t, order.buyer.id)).toBe(held.quota - 1);
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'cancelled' });
    const row = await orderRow(s.t, order.uid);
    expect((await history(row.id))[0]).toMatchObject({ note: 'cancelled_by_customer', actor: { kind: 'customer', id: order.buyer.id } });
    expect((await cancel(order)).body).toEqual({ error: 'order_not_cancellable' });
    expect((await startAttempt(s.t, order)).body).toEqual({ error: 'payment_closed' });
  });
});

describe('checking out the same cart again', () => {
  it('resumes the waiting order for the same cart and choices; another cart replaces it', async () => {
    const order = await placeOnlineOrder(s, 'Viva');
    const row = await orderRow(s.t, order.uid);
    const stock = await stockOf(s.t, order.variantId);
    const client = orderClient(s.t, order.buyer.token);
    const cart = (await order.buyer.cart.get()).body;
    const body = orderBody(s.t, cart, { paymentMethod: 'card', cardProvider: 'Viva' });

    const again = await client.place(body);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ uid: order.uid, orderNumber: order.orderNumber, payment: { kind: 'redirect', url: order.startUrl.toString() } });
    expect(await stockOf(s.t, order.variantId)).toBe(stock);
    expect(await s.t.db.select().from(orders).where(eq(orders.customerId, order.buyer.id))).toHaveLength(1);

    // One more unit: another cart, so the waiting order is replaced (its unit back, two taken).
    const bigger = (await order.buyer.cart.add(order.variantId, 1)).body;
    const replaced = await client.place(orderBody(s.t, bigger, { paymentMethod: 'card', cardProvider: 'Viva' }));
    expect(replaced.status).toBe(201);
    expect(replaced.body.uid).not.toBe(order.uid);
    expect(await orderRow(s.t, order.uid)).toMatchObject({ status: OrderStatusCode.Cancelled });
    expect((await history(row.id))[0]).toMatchObject({ note: 'replaced_by_new_order' });
    expect(await attemptRow(s.t, order.attemptUid)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(s.t, order.variantId)).toBe(stock - 1);
  });
});

describe('two instances on one database', () => {
  it('expire each order exactly once (on PostgreSQL each with its own pool)', async () => {
    const handle = s.t.url ? await openDatabase({ url: s.t.url, migrate: false, poolSize: 4 }) : undefined;
    try {
      const second = { ...s.t.api.deps, db: handle?.db ?? s.t.db };
      const placed = [await placeOnlineOrder(s, 'Alpha'), await placeOnlineOrder(s, 'Eurobank'), await placeOnlineOrder(s, 'Viva'), await placeOnlineOrder(s, 'Paypal')];
      const stock = await Promise.all(placed.map((o) => stockOf(s.t, o.variantId)));
      s.t.advance(31 * MINUTE);
      const [a, b] = await Promise.all([sweepPayments(s.t.api.deps), sweepPayments(second)]);
      expect(a.expired + b.expired).toBeGreaterThanOrEqual(placed.length);
      for (const [i, order] of placed.entries()) {
        const row = await orderRow(s.t, order.uid);
        expect(row.status).toBe(OrderStatusCode.Cancelled);
        expect(await history(row.id)).toHaveLength(1);
        expect(await stockOf(s.t, order.variantId)).toBe(stock[i]! + 1);
      }
    } finally {
      await handle?.close();
    }
  });
});

describe('the scheduled sweep', () => {
  it('expires at most PAYMENT_SWEEP_BATCH orders per run; the next run takes the rest', async () => {
    const placed = [await placeOnlineOrder(s, 'Viva'), await placeOnlineOrder(s, 'Alpha'), await placeOnlineOrder(s, 'Eurobank')];
    s.t.advance(31 * MINUTE);
    const statuses = async () => Promise.all(placed.map(async (o) => (await orderRow(s.t, o.uid)).status));
    const cancelled = async () => (await statuses()).filter((status) => status === OrderStatusCode.Cancelled).length;
    const jobs = startJobs({ ...s.t.api.deps, env: { ...s.t.api.deps.env, PAYMENT_SWEEP_BATCH: 2 } }, 3600);
    try {
      await jobs.runNow();
      expect(await cancelled()).toBe(2);
      await jobs.runNow();
      expect(await cancelled()).toBe(3);
    } finally {
      await jobs.stop();
    }
  });
});
