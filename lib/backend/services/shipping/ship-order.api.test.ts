import { and, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { StaffShipment } from '@/lib/contract/staff-shipments';
import { pdfText } from '@/lib/testing/pdf-text';
import { DEMO_LOCKERS } from '../../db/seed/checkout-data';
import { orders, sandboxBoxnowParcels, shipments, staffAudit, stores } from '../../db/schema';
import { demoStaffToken, staffCallOf } from '../../staff/testing/staff-member-helpers';
import { buyerWithCart, orderBody, orderSuite } from '../../testing/order-helpers';
import { setBoxnowSandboxMode } from '../carriers/boxnow/sandbox-state';
import { changeOrderStatus } from '../orders/order-status';

/**
 * Shipping a locker order with Box Now (issue #48, decision 0082) against the sandbox inside the
 * API: the parcel created (prepaid: the shop takes no cash at a locker), the order InDelivery with
 * it (audited), its label a real PDF; two members at once ship it once; Box Now
 * refusing, away or losing its answer: nothing half-done, and a second press never makes a second
 * parcel.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let employee = '';
const staffCall = (method: string, path: string, token: string) => staffCallOf(s.t)(method, path, token);
const ship = (orderId: number, token = employee) => staffCall('POST', `/staff/orders/${orderId}/shipment`, token);

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});
afterEach(() => setBoxnowSandboxMode(s.t.db, { mode: 'ok' }));

/** A locker order paid by card (the shop takes no cash at a locker: DESIGN §5), in Processing: its id, total and number. */
async function lockerOrder(processing = true): Promise<{ id: number; total: number; orderNumber: string }> {
  const { cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart as Cart, { shippingMethod: 'boxnow', lockerId: DEMO_LOCKERS[1]!.id, paymentMethod: 'card', cardProvider: 'Viva' }));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select({ id: orders.id, total: orders.totalCents, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  // Paid (the card flow itself is the payments' tests').
  await s.t.db.update(orders).set({ paidAt: s.t.deps.now(), paymentDueAt: null }).where(eq(orders.id, row!.id));
  if (processing) await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  return row!;
}

const statusOf = async (id: number) => (await s.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const parcelsOf = (reference: string) => s.t.db.select().from(sandboxBoxnowParcels).where(eq(sandboxBoxnowParcels.orderNumber, reference));

it('ships a paid locker order once, however many press it: the parcel prepaid, the order InDelivery, its label a PDF', async () => {
  const order = await lockerOrder();
  // The second press waits for the first's claim: it is told the send is in flight, or gets the same shipment.
  const presses = await Promise.all([ship(order.id), ship(order.id)]);
  const done = presses.filter((p) => p.status === 200);
  expect(done.length).toBeGreaterThanOrEqual(1);
  for (const other of presses.filter((p) => p.status !== 200)) expect([other.status, other.body]).toEqual([409, { error: 'shipment_in_progress' }]);
  const shipment = done[0]!.body as StaffShipment;
  for (const same of done) expect(same.body).toEqual(shipment);
  expect(await parcelsOf(shipment.reference)).toHaveLength(1);
  expect(shipment).toMatchObject({ carrier: 'boxnow', status: 'created', reference: `${order.orderNumber}-1`, codCents: 0, lastError: null });
  expect(shipment.parcelId).toMatch(/^\d{10}$/);
  expect(await statusOf(order.id)).toBe(OrderStatusCode.InDelivery);
  const [sent] = await parcelsOf(shipment.reference);
  expect(sent!.request).toMatchObject({ paymentMode: 'prepaid', amountToBeCollected: '0.00', invoiceValue: (order.total / 100).toFixed(2), destination: { locationId: DEMO_LOCKERS[1]!.id } });
  // The shipment is audited.
  expect(await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'order.ship'), eq(staffAudit.targetId, order.id)))).toHaveLength(1);

  // Pressed again later: the same shipment, no second parcel.
  expect((await ship(order.id)).body).toEqual(shipment);
  expect((await staffCall('GET', `/staff/orders/${order.id}/shipment`, employee)).body).toEqual(shipment);
  const label = await s.t.api.request(`/api/staff/orders/${order.id}/shipment/label`, { headers: { Authorization: `Bearer ${employee}` } });
  expect(label.headers.get('content-type')).toBe('application/pdf');
  const text = await pdfText(new Uint8Array(await label.arrayBuffer()));
  expect(text).toContain(shipment.parcelId);
  expect(text).toContain(order.orderNumber);
  expect(text).toContain('Prepaid');
  // On A4 for an office printer too (Box Now's labels:search).
  const a4 = await s.t.api.request(`/api/staff/orders/${order.id}/shipment/label?paper=A4`, { headers: { Authorization: `Bearer ${employee}` } });
  expect(await pdfText(new Uint8Array(await a4.arrayBuffer()))).toContain(shipment.parcelId);
});

it('Box Now away: nothing shipped, the order stays; its answer lost: the next press finds the parcel instead of making a second', async () => {
  const order = await lockerOrder();
  setBoxnowSandboxMode(s.t.db, { mode: 'down' });
  expect((await ship(order.id)).body).toEqual({ error: 'carrier_unavailable' });
  expect(await statusOf(order.id)).toBe(OrderStatusCode.Processing);
  const [waiting] = await s.t.db.select().from(shipments).where(eq(shipments.orderId, order.id));
  expect(waiting).toMatchObject({ status: 'creating', parcelId: null, lastError: expect.stringContaining('HTTP 503') });

  setBoxnowSandboxMode(s.t.db, { mode: 'lose' });
  expect((await ship(order.id)).body).toEqual({ error: 'carrier_unavailable' });
  expect(await parcelsOf(waiting!.reference)).toHaveLength(1); // Box Now made it; the shop did not hear
  setBoxnowSandboxMode(s.t.db, { mode: 'ok' });
  const shipped = (await ship(order.id)).body as StaffShipment;
  expect(shipped).toMatchObject({ status: 'created', reference: waiting!.reference });
  expect(shipped.parcelId).toBe(String(2_000_000_000 + (await parcelsOf(waiting!.reference))[0]!.id));
  expect(await parcelsOf(waiting!.reference)).toHaveLength(1);
  expect(await statusOf(order.id)).toBe(OrderStatusCode.InDelivery);
});

it('refused: a locker Box Now does not know, a store pickup order, an order that cannot go InDelivery, a SalesPerson', async () => {
  const unknown = await lockerOrder();
  await s.t.db.update(orders).set({ locker: { ...DEMO_LOCKERS[1]!, id: 'gone' } as never }).where(eq(orders.id, unknown.id));
  const refused = await ship(unknown.id);
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ error: 'carrier_refused', params: { carrier: { code: 'P402' } } });
  expect(await statusOf(unknown.id)).toBe(OrderStatusCode.Processing);
  expect((await s.t.db.select({ status: shipments.status }).from(shipments).where(eq(shipments.orderId, unknown.id)))).toEqual([{ status: 'failed' }]);

  const { cart, client } = await buyerWithCart(s);
  const [store] = await s.t.db.select({ id: stores.id }).from(stores).limit(1);
  const pickup = await client.place(orderBody(s.t, cart, { shippingMethod: 'store_pickup', storeId: store!.id }));
  const [pickupRow] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, pickup.body.uid as string));
  expect((await ship(pickupRow!.id)).body).toEqual({ error: 'transition_wrong_shipping' });

  const pending = await lockerOrder(false);
  expect((await ship(pending.id)).body).toMatchObject({ error: expect.stringMatching(/^transition_/) });
  expect((await ship(pending.id, await demoStaffToken(s.t, 'sales@shop.test'))).body).toEqual({ error: 'staff_role_forbidden' });
  expect((await staffCall('GET', `/staff/orders/${pending.id}/shipment`, employee)).body).toEqual({ error: 'shipment_not_found' });
});
