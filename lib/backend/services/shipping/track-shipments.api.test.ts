import { and, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { StaffShipment } from '@/lib/contract/staff-shipments';
import { DEMO_LOCKERS } from '../../db/seed/checkout-data';
import { orders, orderStatusChanges, outboxEmails, shipmentEvents, shipments } from '../../db/schema';
import { demoStaffToken, staffCallOf } from '../../staff/testing/staff-member-helpers';
import { openSecondInstance } from '../../testing/second-instance';
import { buyerWithCart, orderBody, orderSuite } from '../../testing/order-helpers';
import { setBoxnowSandboxMode } from '../carriers/boxnow/sandbox-state';
import { changeOrderStatus } from '../orders/order-status';
import { trackShipments } from './track-shipments';

/**
 * Statuses from the carrier (issue #48 item 5, decision 0084), against the sandboxes inside the API:
 * events played on a parcel reach the order through the tracking job — Box Now delivered: Completed
 * and the customer mailed; ACS returned to the sender: NotDelivered; each event kept and applied
 * once, also with two instances polling at once; an unknown event kept for staff; the carrier away:
 * the next poll.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let employee = '';
let serial = 0;

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});
// Polling alone: the sandbox calls no webhook here (the webhook's own test is boxnow-webhook.api.test.ts).
beforeEach(() => setBoxnowSandboxMode(s.t.db, { mode: 'ok', webhook: false }));
afterEach(() => setBoxnowSandboxMode(s.t.db, { mode: 'ok' }));

/** An order shipped with its carrier: a paid locker order (Box Now) or a cash-on-delivery courier order (ACS). */
async function shipped(carrier: 'boxnow' | 'acs') {
  const { cart, client } = await buyerWithCart(s);
  const email = `tracked-${++serial}-${Date.now()}@example.gr`;
  const changes = carrier === 'boxnow' ? { shippingMethod: 'boxnow', lockerId: DEMO_LOCKERS[2]!.id, paymentMethod: 'card', cardProvider: 'Viva', email } : { email };
  const placed = await client.place(orderBody(s.t, cart as Cart, changes));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  if (carrier === 'boxnow') await s.t.db.update(orders).set({ paidAt: s.t.deps.now(), paymentDueAt: null }).where(eq(orders.id, row!.id));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  const shipment = (await staffCallOf(s.t)('POST', `/staff/orders/${row!.id}/shipment`, employee)).body as StaffShipment;
  expect(shipment.status).toBe('created');
  return { id: row!.id, parcelId: shipment.parcelId!, email, uid: placed.body.uid as string, client };
}

const play = async (carrier: 'boxnow' | 'acs', parcelId: string, event: string, location?: string) => {
  const res = await s.t.call('POST', '/test/carrier-event', { carrier, parcelId, event, ...(location ? { location } : {}) });
  expect(res.status).toBe(200);
  s.t.advance(60_000);
};
const statusOf = async (id: number) => (await s.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const eventsOf = (parcelId: string) =>
  s.t.db.select({ kind: shipmentEvents.kind, type: shipmentEvents.carrierType }).from(shipmentEvents).innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId)).where(eq(shipments.parcelId, parcelId)).orderBy(shipmentEvents.occurredAt, shipmentEvents.id);

it('Box Now: in the depot, in the locker, delivered — the order Completed once, the customer mailed, the timeline kept', async () => {
  const order = await shipped('boxnow');
  await play('boxnow', order.parcelId, 'in-depot', 'Αθήνα');
  await play('boxnow', order.parcelId, 'final-destination', 'Locker');
  expect((await trackShipments(s.t.api.deps)).moved).toBe(0);
  expect(await statusOf(order.id)).toBe(OrderStatusCode.InDelivery);
  await play('boxnow', order.parcelId, 'delivered');
  const result = await trackShipments(s.t.api.deps);
  expect(result).toMatchObject({ moved: 1, failed: 0 });
  expect(await statusOf(order.id)).toBe(OrderStatusCode.Completed);
  expect((await eventsOf(order.parcelId)).map((e) => e.kind)).toEqual(['in_transit', 'in_transit', 'ready_for_pickup', 'delivered']);
  const mails = await s.t.db.select({ kind: outboxEmails.kind }).from(outboxEmails).where(eq(outboxEmails.recipient, order.email));
  expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['orderInDelivery', 'orderDelivered']));
  // Polled again: nothing new, nothing applied twice.
  await s.t.db.update(shipments).set({ nextPollAt: null }).where(eq(shipments.parcelId, order.parcelId));
  expect(await trackShipments(s.t.api.deps)).toMatchObject({ polled: 0 });
  const completions = await s.t.db.select().from(orderStatusChanges).where(and(eq(orderStatusChanges.orderId, order.id), eq(orderStatusChanges.toStatus, OrderStatusCode.Completed)));
  expect(completions).toHaveLength(1);
  // The customer's order shows the carrier's events.
  const view = (await order.client.get(order.uid)).body as { shipment: { events: { kind: string }[] } };
  expect(view.shipment.events.map((e) => e.kind)).toEqual(['in_transit', 'in_transit', 'ready_for_pickup', 'delivered']);
});

it('ACS: a checkpoint on the way, then returned to the sender — the order NotDelivered; an unknown Box Now event is kept for staff and moves nothing', async () => {
  const courier = await shipped('acs');
  await play('acs', courier.parcelId, 'ΑΦΙΞΗ ΣΕ ΚΑΤΑΣΤΗΜΑ', 'ΑΘΗΝΑ');
  await play('acs', courier.parcelId, 'ΕΠΙΣΤΡΟΦΗ ΣΤΟΝ ΑΠΟΣΤΟΛΕΑ', 'ΑΘΗΝΑ');
  await trackShipments(s.t.api.deps);
  expect(await statusOf(courier.id)).toBe(OrderStatusCode.NotDelivered);
  expect((await eventsOf(courier.parcelId)).map((e) => e.kind)).toEqual(['in_transit', 'returned']);

  const locker = await shipped('boxnow');
  await play('boxnow', locker.parcelId, 'teleported');
  expect((await trackShipments(s.t.api.deps)).moved).toBe(0);
  expect(await eventsOf(locker.parcelId)).toEqual([
    { kind: 'in_transit', type: 'new' },
    { kind: 'other', type: 'teleported' },
  ]);
  // Shown to staff as the carrier wrote it.
  const view = (await staffCallOf(s.t)('GET', `/staff/orders/${locker.id}/shipment`, employee)).body as StaffShipment;
  expect(view.events.map((e) => [e.kind, e.carrierType])).toEqual([['in_transit', 'new'], ['other', 'teleported']]);
  expect(await statusOf(locker.id)).toBe(OrderStatusCode.InDelivery);
});

it('Box Now away: the shipment waits for the next poll with the fault; two instances polling at once apply each event once', async () => {
  const order = await shipped('boxnow');
  await play('boxnow', order.parcelId, 'delivered');
  setBoxnowSandboxMode(s.t.db, { mode: 'down', webhook: false });
  expect((await trackShipments(s.t.api.deps)).failed).toBeGreaterThanOrEqual(1);
  expect((await s.t.db.select({ lastError: shipments.lastError }).from(shipments).where(eq(shipments.parcelId, order.parcelId)))[0]!.lastError).toContain('HTTP 503');
  expect(await statusOf(order.id)).toBe(OrderStatusCode.InDelivery);
  setBoxnowSandboxMode(s.t.db, { mode: 'ok', webhook: false });
  await s.t.db.update(shipments).set({ nextPollAt: null }).where(eq(shipments.parcelId, order.parcelId));
  // On PostgreSQL the second instance has its own pool: the claims really overlap.
  const second = await openSecondInstance(s.t);
  const runs = await Promise.all([trackShipments(s.t.api.deps), trackShipments(second.api.deps), trackShipments(s.t.api.deps)]);
  await second.close();
  expect(runs.reduce((sum, r) => sum + r.moved, 0)).toBe(1);
  expect(await statusOf(order.id)).toBe(OrderStatusCode.Completed);
  expect((await eventsOf(order.parcelId)).filter((e) => e.kind === 'delivered')).toHaveLength(1);
});
