import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/orders';
import type { StaffShipment } from '@/lib/contract/staff-shipments';
import { boxnowWebhookSignature } from '@/lib/carriers/boxnow/boxnow-webhook';
import { DEMO_LOCKERS } from '../../../db/seed/checkout-data';
import { orders, shipmentEvents, shipments } from '../../../db/schema';
import { demoStaffToken, staffCallOf } from '../../../staff/testing/staff-member-helpers';
import { buyerWithCart, orderBody, orderSuite } from '../../../testing/order-helpers';
import { createTestApi } from '../../../testing/test-api';
import { changeOrderStatus } from '../../orders/order-status';
import { trackShipments } from '../../shipping/track-shipments';
import { boxnowConfigOf } from './boxnow-client';

/**
 * Box Now's webhook (issue #48 item 4, decision 0092) against the sandbox, which calls the shop as
 * Box Now does when an event is played: the parcel in the locker gives the customer its code; the
 * event is kept once whether the webhook or the tracking poll brings it first; collected: the order
 * Completed and the code gone. A message not signed with the shop's secret is refused; one for a
 * parcel the shop does not know is acknowledged and changes nothing; a live shop without a webhook
 * secret refuses the webhook (tracking polls).
 */
jest.setTimeout(120_000);
const s = orderSuite();
let employee = '';

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});

async function shippedLocker() {
  const { cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart as Cart, { shippingMethod: 'boxnow', lockerId: DEMO_LOCKERS[5]!.id, paymentMethod: 'card', cardProvider: 'Viva' }));
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  await s.t.db.update(orders).set({ paidAt: s.t.deps.now(), paymentDueAt: null }).where(eq(orders.id, row!.id));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  const shipment = (await staffCallOf(s.t)('POST', `/staff/orders/${row!.id}/shipment`, employee)).body as StaffShipment;
  return { id: row!.id, uid: placed.body.uid as string, client, shipment };
}

const play = (parcelId: string, event: string) => s.t.call('POST', '/test/carrier-event', { carrier: 'boxnow', parcelId, event });
const shipmentRow = async (id: number) => (await s.t.db.select().from(shipments).where(eq(shipments.id, id)))[0]!;
const eventsOf = (id: number) => s.t.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, id));

/** A webhook message as Box Now sends it, signed with `secret`. */
function message(secret: string, data: Record<string, unknown>) {
  return { specversion: '1.0', type: 'gr.boxnow.parcel_event_change', source: 'test', subject: String(data.parcelId), id: `m-${Date.now()}`, time: new Date().toISOString(), datacontenttype: 'application/json', datasignature: boxnowWebhookSignature(secret, data), data };
}

it('the parcel in the locker: its code on the customer’s order, the event kept once however it came; collected: Completed, the code gone', async () => {
  const order = await shippedLocker();
  expect((await play(order.shipment.parcelId!, 'final-destination')).status).toBe(200);
  const inLocker = await shipmentRow(order.shipment.id);
  expect(inLocker.lockerCode).toMatch(/^\d{6}$/);
  expect((await eventsOf(order.shipment.id)).map((e) => e.kind)).toEqual(['ready_for_pickup']);
  const seen = (await order.client.get(order.uid)).body as Order;
  expect(seen.shipment).toMatchObject({ lockerCode: inLocker.lockerCode });
  // The tracking job reads the same event from Box Now: nothing new.
  s.t.advance(60_000);
  await trackShipments(s.t.api.deps);
  expect((await eventsOf(order.shipment.id)).map((e) => e.carrierType).sort()).toEqual(['final-destination', 'new']);

  expect((await play(order.shipment.parcelId!, 'delivered')).status).toBe(200);
  expect((await s.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe(OrderStatusCode.Completed);
  expect((await shipmentRow(order.shipment.id)).lockerCode).toBeNull();
  expect(((await order.client.get(order.uid)).body as Order).shipment?.lockerCode).toBeNull();
});

it('refuses a message not signed with the shop’s secret, acknowledges one for a parcel it does not know, and applies a repeated one once', async () => {
  const order = await shippedLocker();
  const secret = boxnowConfigOf(s.t.api.deps).webhookSecret!;
  const data = { parcelId: order.shipment.parcelId, parcelState: 'in-transit', parcelReferenceNumber: '1', parcelName: 'x', orderNumber: order.shipment.reference, event: 'in-depot', time: '2026-11-22T10:30:00.000Z' };
  const forged = await s.t.call('POST', '/Carriers/boxnow/Webhook', message('not-the-shop-secret-at-all', data), { partner: null });
  expect(forged.status).toBe(401);
  expect(forged.body.error).toBe('webhook_signature_invalid');
  expect(await eventsOf(order.shipment.id)).toHaveLength(0);

  const unknown = await s.t.call('POST', '/Carriers/boxnow/Webhook', message(secret, { ...data, parcelId: '2999999999' }), { partner: null });
  expect(unknown).toMatchObject({ status: 200, body: { received: false } });
  for (let i = 0; i < 2; i++) expect((await s.t.call('POST', '/Carriers/boxnow/Webhook', message(secret, data), { partner: null })).body).toEqual({ received: true });
  expect((await eventsOf(order.shipment.id)).map((e) => e.carrierType)).toEqual(['in-depot']);
  const bad = await s.t.call('POST', '/Carriers/boxnow/Webhook', { ...message(secret, data), data: { parcelId: 1 } }, { partner: null });
  expect(bad.status).toBe(400);
});

it('a live shop without a webhook secret refuses the webhook', async () => {
  const live = await createTestApi({ BOXNOW_CLIENT_ID: 'client', BOXNOW_CLIENT_SECRET: 'secret-secret' }, { onDatabaseOf: s.t });
  try {
    const res = await live.call('POST', '/Carriers/boxnow/Webhook', message('whatever-secret-here', { parcelId: '2000000001', parcelState: 'new', orderNumber: 'X-1', event: 'new', time: '2026-11-22T10:00:00.000Z' }), { partner: null });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('webhook_not_configured');
  } finally {
    await live.close();
  }
});
