import { eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { StaffOrder, StaffOrderList } from '@/lib/contract/staff';
import type { StaffReturnList } from '@/lib/contract/staff-returns';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { orders, orderStatusChanges } from '../db/schema';
import { orderSuite, stockOf } from '../testing/order-helpers';
import { placedOrder } from '../testing/return-helpers';

/**
 * Returns only through returns (issue #44 item 2): no staff member sets PartiallyReturned or
 * Returned by hand (409 transition_needs_return, nothing written, stock untouched); receiving a
 * return's lines still moves the order there, with its goods back in stock.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson', string> = { Employee: '', SalesPerson: '' };
const staffCall = (method: string, path: string, token: string, body?: unknown) => s.t.call(method, path, body, { partner: null, token });

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test']] as const) {
    const res = await staffCall('POST', '/staff/login', '', { email, password: DEMO_STAFF_PASSWORD });
    expect(res.status).toBe(200);
    tokens[role] = res.body.token;
  }
});

async function staffOrderOf(orderNumber: string): Promise<StaffOrder> {
  const found = await staffCall('GET', `/staff/orders?number=${orderNumber}`, tokens.Employee);
  expect(found.status).toBe(200);
  const list = found.body as StaffOrderList;
  return (await staffCall('GET', `/staff/orders/${list.items[0]!.id}`, tokens.Employee)).body as StaffOrder;
}

describe('a hand-set Returned or PartiallyReturned', () => {
  it.each(['Employee', 'SalesPerson'] as const)('is refused to an %s with 409 transition_needs_return, and writes nothing', async (role) => {
    const order = await placedOrder(s, [2, 1]);
    const before = await staffOrderOf(order.orderNumber);
    expect(before.statusName).toBe('Completed');
    expect(before.nextStatuses).toEqual(['Refund']);
    const stock = await stockOf(s.t, order.picks[0]!.variant.id);
    for (const status of ['Returned', 'PartiallyReturned']) {
      const res = await staffCall('POST', `/staff/orders/${before.id}/status`, tokens[role], { status, expectedVersion: before.version, note: 'came back' });
      expect(res).toMatchObject({ status: 409, body: { error: 'transition_needs_return' } });
    }
    const [row] = await s.t.db.select().from(orders).where(eq(orders.id, before.id));
    expect(row).toMatchObject({ status: OrderStatusCode.Completed, version: before.version });
    expect(await s.t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, before.id))).toEqual([]);
    expect(await stockOf(s.t, order.picks[0]!.variant.id)).toBe(stock);
  });

  it('leaves the other changes as they were: a Refund by hand still works', async () => {
    const order = await placedOrder(s, [1]);
    const before = await staffOrderOf(order.orderNumber);
    const res = await staffCall('POST', `/staff/orders/${before.id}/status`, tokens.SalesPerson, { status: 'Refund', expectedVersion: before.version });
    expect(res).toMatchObject({ status: 200, body: { status: 'Refund' } });
  });
});

describe('receiving a return', () => {
  it('still moves the order to PartiallyReturned, then Returned, with the goods back in stock', async () => {
    const order = await placedOrder(s, [2, 1]);
    const variant = order.picks[0]!.variant.id;
    const stock = await stockOf(s.t, variant);
    const receive = async (lines: { line: number; quantity: number }[]) => {
      const created = await order.returns.create({ orderUid: order.uid, lines, reason: 'size_or_fit' });
      expect(created.status).toBe(201);
      const list = (await staffCall('GET', '/staff/returns?status=Requested&pageSize=100', tokens.SalesPerson)).body as StaffReturnList;
      const entry = list.items.find((r) => r.number === created.body.returnNumber)!;
      const res = await staffCall('POST', `/staff/returns/${entry.id}/status`, tokens.SalesPerson, { status: 'Received', expectedStatus: 'Requested' });
      expect(res.status).toBe(200);
    };
    await receive([{ line: 0, quantity: 1 }]);
    expect((await staffOrderOf(order.orderNumber)).statusName).toBe('PartiallyReturned');
    expect(await stockOf(s.t, variant)).toBe(stock + 1);
    await receive([{ line: 0, quantity: 1 }, { line: 1, quantity: 1 }]);
    expect((await staffOrderOf(order.orderNumber)).statusName).toBe('Returned');
    expect(await stockOf(s.t, variant)).toBe(stock + 2);
  });
});
