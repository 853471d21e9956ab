import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { ShipOrdersResult } from '@/lib/contract/staff-shipments';
import type { StaffOrderList } from '@/lib/contract/staff';
import { DEMO_LOCKERS } from '../db/seed/checkout-data';
import { orders, stores } from '../db/schema';
import { setBoxnowSandboxMode } from '../services/carriers/boxnow/sandbox-state';
import { changeOrderStatus } from '../services/orders/order-status';
import { buyerWithCart, orderBody, orderSuite } from '../testing/order-helpers';
import { demoStaffToken, staffCallOf } from './testing/staff-member-helpers';

/**
 * "Ship selected" (issue #48 item 2, decision 0093): several orders shipped in one call, each as
 * the single call ships it; each answered — shipped, or not with the single call's reason — one
 * failure stopping none of the others, an order named twice shipped once; the list says which
 * orders may be ticked.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let employee = '';
const call = (method: string, path: string, body?: unknown) => staffCallOf(s.t)(method, path, employee, body);

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});
afterEach(() => setBoxnowSandboxMode(s.t.db, { mode: 'ok' }));

async function inProcessing(changes: Record<string, unknown> = {}, paid = false): Promise<{ id: number; orderNumber: string }> {
  const { cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart as Cart, changes));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  if (paid) await s.t.db.update(orders).set({ paidAt: s.t.deps.now(), paymentDueAt: null }).where(eq(orders.id, row!.id));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  return row!;
}
const locker = () => inProcessing({ shippingMethod: 'boxnow', lockerId: DEMO_LOCKERS[7]!.id, paymentMethod: 'card', cardProvider: 'Viva' }, true);

it('ships each order as the single call does, tells which did not and why, and ships an order named twice once', async () => {
  const [store] = await s.t.db.select({ id: stores.id }).from(stores).limit(1);
  const [courier, box, pickup] = [await inProcessing(), await locker(), await inProcessing({ shippingMethod: 'store_pickup', storeId: store!.id })];
  // The list says which may be ticked.
  const list = (await call('GET', `/staff/orders?pageSize=50`)).body as StaffOrderList;
  const shippable = (id: number) => list.items.find((o) => o.id === id)?.shippable;
  expect([shippable(courier.id), shippable(box.id), shippable(pickup.id)]).toEqual([true, true, false]);

  const res = await call('POST', '/staff/shipments', { orderIds: [courier.id, pickup.id, box.id, courier.id, 999_999] });
  expect(res.status).toBe(200);
  const results = (res.body as ShipOrdersResult).results;
  expect(results.map((r) => [r.orderId, r.orderNumber, r.status, r.error])).toEqual([
    [courier.id, courier.orderNumber, 'shipped', null],
    [pickup.id, pickup.orderNumber, 'failed', 'transition_wrong_shipping'],
    [box.id, box.orderNumber, 'shipped', null],
    [999_999, null, 'failed', 'order_not_found'],
  ]);
  expect(results[0]!.shipment).toMatchObject({ carrier: 'acs', status: 'created' });
  expect(results[2]!.shipment).toMatchObject({ carrier: 'boxnow', status: 'created' });
  for (const { id } of [courier, box]) expect((await s.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status).toBe(OrderStatusCode.InDelivery);
});

it('one carrier away stops none of the others; pressed again, the one left ships', async () => {
  const [box, courier] = [await locker(), await inProcessing()];
  setBoxnowSandboxMode(s.t.db, { mode: 'down' });
  const first = (await call('POST', '/staff/shipments', { orderIds: [box.id, courier.id] })).body as ShipOrdersResult;
  expect(first.results.map((r) => [r.status, r.error])).toEqual([['failed', 'carrier_unavailable'], ['shipped', null]]);
  setBoxnowSandboxMode(s.t.db, { mode: 'ok' });
  s.t.advance(61_000);
  const again = (await call('POST', '/staff/shipments', { orderIds: [box.id, courier.id] })).body as ShipOrdersResult;
  // The courier order was shipped already: the same shipment, not a second one.
  expect(again.results.map((r) => r.status)).toEqual(['shipped', 'shipped']);
  expect(again.results[1]!.shipment!.id).toBe(first.results[1]!.shipment!.id);
});

it('refuses a bad list with the field named', async () => {
  for (const body of [{ orderIds: [] }, { orderIds: [0] }, { orderIds: Array.from({ length: 51 }, (_, i) => i + 1) }, {}]) {
    const res = await call('POST', '/staff/shipments', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).some((field) => field.startsWith('orderIds'))).toBe(true);
  }
});
