import { desc, eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/orders';
import { orders, orderStatusChanges, outboxEmails } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { buyerWithCart, orderBody, orderState, orderSuite, quotaUnits, stockOf } from '../../testing/order-helpers';
import { changeOrderStatus, type StatusChangeRequest } from './order-status';
import { mailStatusChange } from './order-status-mail';

/**
 * Order status changes (issue #17 item 1) through the service the staff console and the
 * operations API call: the rule module's check, the version check, cancellation's stock and
 * quota, the history the customer's order shows, and the mails.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };

async function placedOrder(language: 'el' | 'en' = 'el') {
  // A discounted product, so that the order uses quota (the cancellation test gives it back).
  const { buyer, pick, cart, client } = await buyerWithCart(s, 2, ({ product, variant }) => product.discountable && variant.stock >= 3);
  const placed = await client.place(orderBody(s.t, cart), undefined, language === 'en' ? { 'Accept-Language': 'en' } : {});
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select().from(orders).where(eq(orders.uid, placed.body.uid as string));
  return { buyer, pick, client, row: row!, uid: placed.body.uid as string };
}

const change = (orderId: number, to: StatusChangeRequest['to'], extra: Partial<StatusChangeRequest> = {}) =>
  changeOrderStatus(s.t.deps, { orderId, to, actor: STAFF, ...extra });

async function refusal(run: Promise<unknown>): Promise<{ status: number; key: string }> {
  const error = await run.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return { status: (error as ApiError).status, key: (error as ApiError).error };
}

describe('changing an order status', () => {
  it('walks a courier order Pending → Processing → InDelivery → Completed, and the customer sees each step', async () => {
    const { row, uid, client } = await placedOrder();
    const steps = ['Processing', 'InDelivery', 'Completed'] as const;
    let version = row.version;
    for (const to of steps) {
      const changed = await change(row.id, to, { expectedVersion: version });
      expect(changed).toMatchObject({ to, version: version + 1 });
      version = changed.version;
    }
    const order = (await client.get(uid)).body as Order;
    expect(order.statusName).toBe('Completed');
    expect(order.history.map((h) => h.statusName)).toEqual(['Pending', ...steps]);
    expect(order.history[0]!.at).toBe(order.createdAt);
    const rows = await s.t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, row.id));
    expect(rows.map((r) => [r.fromStatus, r.toStatus])).toEqual([[0, 1], [1, 2], [2, 3]]);
    expect(rows.every((r) => r.actor.kind === 'staff' && r.actor.id === 1)).toBe(true);
  });

  it('refuses what the rule module forbids with 409 and its key, and writes nothing', async () => {
    const { row, pick } = await placedOrder();
    const before = await orderState(s.t, [pick.variant.id]);
    expect(await refusal(change(row.id, 'Completed'))).toEqual({ status: 409, key: 'transition_not_allowed' });
    expect(await refusal(change(row.id, 'ReadyForPickup'))).toEqual({ status: 409, key: 'transition_not_allowed' });
    await change(row.id, 'Processing');
    expect(await refusal(change(row.id, 'ReadyForPickup'))).toEqual({ status: 409, key: 'transition_wrong_shipping' });
    const [after] = await s.t.db.select({ status: orders.status, version: orders.version }).from(orders).where(eq(orders.id, row.id));
    expect(after).toEqual({ status: OrderStatusCode.Processing, version: row.version + 1 });
    expect(await orderState(s.t, [pick.variant.id])).toEqual(before);
  });

  it('refuses a change made against an older version (two staff members at once: one wins, the other is told)', async () => {
    const { row } = await placedOrder();
    const answers = await Promise.allSettled([change(row.id, 'Processing', { expectedVersion: row.version }), change(row.id, 'Cancelled', { expectedVersion: row.version })]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const rejected = answers.find((a) => a.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as ApiError).error).toBe('order_changed');
    const history = await s.t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, row.id));
    expect(history).toHaveLength(1);
  });

  it('cancelling gives the stock and the discount quota back, once', async () => {
    const { row, pick, buyer } = await placedOrder();
    const stockPlaced = await stockOf(s.t, pick.variant.id);
    expect(await quotaUnits(s.t, buyer.id)).toBe(2);
    await change(row.id, 'Cancelled', { note: 'customer called' });
    expect(await stockOf(s.t, pick.variant.id)).toBe(stockPlaced + 2);
    // A new customer: this order was all the quota they had used.
    expect(await quotaUnits(s.t, buyer.id)).toBe(0);
    expect(await refusal(change(row.id, 'Cancelled'))).toEqual({ status: 409, key: 'status_unchanged' });
    expect(await refusal(change(row.id, 'Processing'))).toEqual({ status: 409, key: 'transition_not_allowed' });
    expect(await stockOf(s.t, pick.variant.id)).toBe(stockPlaced + 2);
  });
});

describe('the customer is told', () => {
  it('by email in the order language when the order is in delivery, not when it is processed', async () => {
    const { row } = await placedOrder('en');
    const mailsTo = async () =>
      s.t.db.select({ kind: outboxEmails.kind, language: outboxEmails.language, subject: outboxEmails.subject }).from(outboxEmails).where(eq(outboxEmails.recipient, row.email)).orderBy(desc(outboxEmails.id));
    const before = (await mailsTo()).length;
    await mailStatusChange(s.t.deps, await change(row.id, 'Processing'));
    expect(await mailsTo()).toHaveLength(before);
    await mailStatusChange(s.t.deps, await change(row.id, 'InDelivery'));
    const [latest] = await mailsTo();
    expect(latest).toMatchObject({ kind: 'orderInDelivery', language: 'en' });
    expect(latest!.subject).toContain(row.orderNumber);
    expect(latest!.subject).toContain('on its way');
  });
});
