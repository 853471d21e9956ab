import { eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/orders';
import type { StaffReturn, StaffReturnList } from '@/lib/contract/staff-returns';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { loyaltyPoints, orders, orderStatusChanges, outboxEmails, staffAudit } from '../db/schema';
import { orderSuite, stockOf } from '../testing/order-helpers';
import { placedOrder, type PlacedOrder } from '../testing/return-helpers';

/**
 * The returns queue of the operations API (issue #17 items 1, 3 and 5): receiving a return puts its
 * goods back into stock and moves the order to PartiallyReturned or Returned; refunding and refusing
 * mail the customer; the rule table, the version check, role and partner boundaries.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };
const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => s.t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) {
    tokens[role] = (await staffCall('POST', '/staff/login', undefined, { email, password: DEMO_STAFF_PASSWORD })).body.token;
  }
});

/** A completed order of two lines (2 + 1 units) and a return of `lines`; the queue's entry for it. */
async function returnOf(lines: { line: number; quantity: number }[]): Promise<{ order: PlacedOrder; entry: StaffReturn }> {
  const order = await placedOrder(s, [2, 1]);
  const created = await order.returns.create({ orderUid: order.uid, lines, reason: 'size_or_fit' });
  expect(created.status).toBe(201);
  const list = (await staffCall('GET', '/staff/returns?status=Requested&pageSize=100', tokens.Employee)).body as StaffReturnList;
  const entry = list.items.find((r) => r.number === created.body.returnNumber)!;
  expect(entry).toMatchObject({ orderNumber: order.orderNumber, partner: 'acme', status: 'Requested', units: lines.reduce((n, l) => n + l.quantity, 0), nextStatuses: ['Received', 'Rejected'] });
  return { order, entry };
}

const change = (id: number, body: unknown, token = tokens.Employee) => staffCall('POST', `/staff/returns/${id}/status`, token, body);
const orderStatus = async (uid: string) => (await s.t.db.select({ status: orders.status }).from(orders).where(eq(orders.uid, uid)))[0]!.status;

describe('handling a return', () => {
  it('receives part of an order: stock back, the order PartiallyReturned with its history; then refunded, and the customer is mailed', async () => {
    const { order, entry } = await returnOf([{ line: 0, quantity: 1 }]);
    const variant = order.picks[0]!.variant.id;
    const stock = await stockOf(s.t, variant);
    const received = await change(entry.id, { status: 'Received', expectedStatus: 'Requested' });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ status: 'Received', nextStatuses: ['Refunded'] });
    expect(await stockOf(s.t, variant)).toBe(stock + 1);
    expect(await orderStatus(order.uid)).toBe(OrderStatusCode.PartiallyReturned);
    const view = (await order.orders.get(order.uid)).body as Order;
    expect(view.history.at(-1)).toMatchObject({ statusName: 'PartiallyReturned' });
    expect(view.returns[0]).toMatchObject({ status: 'Received' });
    const [history] = await s.t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, entry.orderId));
    expect(history).toMatchObject({ note: entry.number, actor: { kind: 'staff' } });

    expect((await change(entry.id, { status: 'Refunded', expectedStatus: 'Received' })).body).toMatchObject({ status: 'Refunded', nextStatuses: [] });
    const mails = await s.t.db.select().from(outboxEmails).where(eq(outboxEmails.recipient, view.email));
    expect(mails.map((m) => m.kind)).toContain('returnRefunded');
    const audit = await s.t.db.select().from(staffAudit).where(eq(staffAudit.targetId, entry.id));
    expect(audit.filter((a) => a.targetKind === 'return').map((a) => [a.before, a.after])).toEqual([
      [{ status: 'Requested' }, { status: 'Received', order: order.orderNumber, orderStatus: 'PartiallyReturned' }],
      [{ status: 'Received' }, { status: 'Refunded' }],
    ]);
  });

  it('receives every unit: the order Returned', async () => {
    const { order, entry } = await returnOf([{ line: 0, quantity: 2 }, { line: 1, quantity: 1 }]);
    await change(entry.id, { status: 'Received', expectedStatus: 'Requested' });
    expect(await orderStatus(order.uid)).toBe(OrderStatusCode.Returned);
  });

  it('refuses a request: nothing back in stock, the order unchanged, the customer mailed', async () => {
    const { order, entry } = await returnOf([{ line: 1, quantity: 1 }]);
    const stock = await stockOf(s.t, order.picks[1]!.variant.id);
    expect((await change(entry.id, { status: 'Rejected', expectedStatus: 'Requested' })).body).toMatchObject({ status: 'Rejected' });
    expect(await stockOf(s.t, order.picks[1]!.variant.id)).toBe(stock);
    expect(await orderStatus(order.uid)).toBe(OrderStatusCode.Completed);
    const mails = await s.t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'returnRejected'));
    expect(mails.length).toBeGreaterThan(0);
  });

  it('refuses what the table forbids and a change against a status seen before another change; nothing is written', async () => {
    const { order, entry } = await returnOf([{ line: 0, quantity: 1 }]);
    const stock = await stockOf(s.t, order.picks[0]!.variant.id);
    expect(await change(entry.id, { status: 'Refunded', expectedStatus: 'Requested' })).toMatchObject({ status: 409, body: { error: 'return_transition_not_allowed' } });
    const both = await Promise.all([change(entry.id, { status: 'Received', expectedStatus: 'Requested' }), change(entry.id, { status: 'Rejected', expectedStatus: 'Requested' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body).toEqual({ error: 'return_changed' });
    const won = both.find((r) => r.status === 200)!.body as StaffReturn;
    expect(await stockOf(s.t, order.picks[0]!.variant.id)).toBe(won.status === 'Received' ? stock + 1 : stock);
    expect(await change(entry.id, { status: won.status, expectedStatus: won.status })).toMatchObject({ status: 409 });
  });

  it('keeps roles and partners apart: an Inspector reads only, a sales person sees only the assigned partners, customers are refused', async () => {
    const { order, entry } = await returnOf([{ line: 0, quantity: 1 }]);
    expect((await staffCall('GET', '/staff/returns', tokens.Inspector)).status).toBe(200);
    expect(await change(entry.id, { status: 'Received', expectedStatus: 'Requested' }, tokens.Inspector)).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    // The sales person is assigned acme: the return is theirs to handle.
    const seen = (await staffCall('GET', '/staff/returns?partner=acme&pageSize=100', tokens.SalesPerson)).body as StaffReturnList;
    expect(seen.items.some((r) => r.id === entry.id)).toBe(true);
    expect((await staffCall('GET', '/staff/returns?partner=hellas', tokens.SalesPerson)).body).toMatchObject({ total: 0 });
    expect((await staffCall('GET', '/staff/returns', order.buyer.token)).status).toBe(401);
    expect((await change(999_999, { status: 'Received', expectedStatus: 'Requested' })).body).toEqual({ error: 'return_not_found' });
    expect((await change(entry.id, { status: 'Accepted', expectedStatus: 'Requested' })).status).toBe(400);
  });

  it('takes back the loyalty points of what came back: a share for part of the order, the rest when all of it is back (issue #18 item 5)', async () => {
    const { order, entry } = await returnOf([{ line: 0, quantity: 1 }]);
    const points = async () => (await s.t.db.select({ type: loyaltyPoints.type, points: loyaltyPoints.points }).from(loyaltyPoints).where(eq(loyaltyPoints.orderId, entry.orderId))).sort((a, b) => b.points - a.points);
    const [placed] = await s.t.db.select({ goods: orders.goodsCents }).from(orders).where(eq(orders.id, entry.orderId));
    const view = (await order.orders.get(order.uid)).body as Order;
    const earned = Math.floor(placed!.goods / 100);
    const share = Math.floor((earned * Math.floor(view.lines[0]!.total.gross / 2)) / placed!.goods);
    expect(share).toBeGreaterThan(0);
    await change(entry.id, { status: 'Received', expectedStatus: 'Requested' });
    expect(await points()).toEqual([{ type: 'ForConsumption', points: earned }, { type: 'Revert', points: -share }]);
    // The rest of the order comes back.
    const rest = await order.returns.create({ orderUid: order.uid, lines: [{ line: 0, quantity: 1 }, { line: 1, quantity: 1 }], reason: 'size_or_fit' });
    const list = (await staffCall('GET', '/staff/returns?status=Requested&pageSize=100', tokens.Employee)).body as StaffReturnList;
    const second = list.items.find((r) => r.number === rest.body.returnNumber)!;
    await change(second.id, { status: 'Received', expectedStatus: 'Requested' });
    expect(await orderStatus(order.uid)).toBe(OrderStatusCode.Returned);
    const after = await points();
    expect(after.reduce((sum, row) => sum + row.points, 0)).toBe(0);
    expect(after).toEqual([{ type: 'ForConsumption', points: earned }, { type: 'Revert', points: -share }, { type: 'Revert', points: -(earned - share) }]);
  });
});
