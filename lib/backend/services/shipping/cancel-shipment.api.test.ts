import { and, eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { StaffShipment } from '@/lib/contract/staff-shipments';
import { DEMO_LOCKERS } from '../../db/seed/checkout-data';
import { fiscalDocuments, orderStatusChanges, orders, shipments, staffAudit } from '../../db/schema';
import { demoStaffToken, staffCallOf } from '../../staff/testing/staff-member-helpers';
import { buyerWithCart, orderBody, orderSuite } from '../../testing/order-helpers';
import { cancelDocuments } from '../fiscal/cancel-documents';
import { liveSaleOf } from '../fiscal/issue-document';
import { setSandboxMode } from '../mydata/sandbox-state';
import { changeOrderStatus } from '../orders/order-status';
import { VOUCHER_CANCELLED_NOTE } from './cancel-shipment';
import { trackShipments } from './track-shipments';
import { drainTransmissions } from '../../testing/fiscal-helpers';

/**
 * Cancelling a voucher (issue #48 item 2, decision 0086) against the carriers' sandboxes: while the
 * carrier has not taken the parcel, the parcel is cancelled, the order goes back to Processing, its
 * delivery note is cancelled at myDATA and the sale document stays; shipping again makes a new
 * voucher and note. Refused with nothing changed once the carrier took it, while the note waits for
 * its MARK, or by hand through the status form; two members at once: one cancellation.
 */
jest.setTimeout(180_000);
const s = orderSuite();
let employee = '';
let serial = 0;
const call = (method: string, path: string, body?: unknown) => staffCallOf(s.t)(method, path, employee, body);

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});
afterEach(() => setSandboxMode(s.t.db, { mode: 'ok' }));

const drain = () => drainTransmissions(s.t.api.deps);

/** A shipped order, its delivery note sent unless `send` is false: a paid locker order (Box Now) or a cash-on-delivery courier order (ACS). */
async function shipped(kind: 'locker' | 'courier', send = true) {
  const { cart, client } = await buyerWithCart(s);
  const locker = kind === 'locker' ? { shippingMethod: 'boxnow', lockerId: DEMO_LOCKERS[3]!.id, paymentMethod: 'card', cardProvider: 'Viva' } : {};
  const placed = await client.place(orderBody(s.t, cart as Cart, { ...locker, email: `cancel-${++serial}@example.gr` }));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  if (kind === 'locker') await s.t.db.update(orders).set({ paidAt: s.t.deps.now(), paymentDueAt: null }).where(eq(orders.id, row!.id));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  const shipment = (await call('POST', `/staff/orders/${row!.id}/shipment`)).body as StaffShipment;
  expect(shipment.status).toBe('created');
  if (send) await drain();
  return { id: row!.id, shipment };
}

const statusOf = async (id: number) => (await s.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const notesOf = (id: number) => s.t.db.select().from(fiscalDocuments).where(and(eq(fiscalDocuments.orderId, id), eq(fiscalDocuments.invoiceType, '9.3'))).orderBy(fiscalDocuments.id);

it('Box Now, before the parcel left: cancelled at the carrier, the order back in Processing, the note cancelled at myDATA, the sale kept; shipping again makes a new voucher and note', async () => {
  const { id, shipment } = await shipped('locker');
  const [sale] = await s.t.db.select().from(fiscalDocuments).where(liveSaleOf(id));
  const res = await call('POST', `/staff/orders/${id}/shipment/cancel`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: shipment.id, status: 'cancelled', deliveryNote: { status: 'cancelling' } });
  expect(await statusOf(id)).toBe(OrderStatusCode.Processing);
  const [history] = await s.t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id)).orderBy(orderStatusChanges.id).then((rows) => rows.slice(-1));
  expect(history).toMatchObject({ note: VOUCHER_CANCELLED_NOTE });
  const audit = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'order.shipment_cancel'), eq(staffAudit.targetId, id)));
  expect(audit).toHaveLength(1);
  // The carrier's parcel is cancelled: its tracking page says so.
  const page = await s.t.api.request(`/api/sandbox/boxnow/track?track=${shipment.parcelId}`);
  expect(await page.text()).toContain(`${shipment.parcelId}: canceled`);
  // The cancellation outbox cancels the note at myDATA.
  expect((await cancelDocuments(s.t.api.deps)).cancelled).toBeGreaterThanOrEqual(1);
  const [note] = await notesOf(id);
  expect(note).toMatchObject({ status: 'cancelled' });
  expect(note!.cancellationMark).toMatch(/^5\d{14}$/);
  // The goods are still sold: the sale document stays the order's.
  expect((await s.t.db.select().from(fiscalDocuments).where(liveSaleOf(id)))[0]!.id).toBe(sale!.id);

  const again = await call('POST', `/staff/orders/${id}/shipment`);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ status: 'created', reference: shipment.reference.replace(/-1$/, '-2') });
  expect(again.body.parcelId).not.toBe(shipment.parcelId);
  expect((await notesOf(id)).map((n) => n.status)).toEqual(['cancelled', 'pending']);
});

it('refused with nothing changed: the parcel left (Box Now P420), the voucher on a pickup list (ACS), the note still without its MARK', async () => {
  const left = await shipped('locker');
  expect((await s.t.call('POST', '/test/carrier-event', { carrier: 'boxnow', parcelId: left.shipment.parcelId, event: 'in-depot' })).status).toBe(200);
  const refused = await call('POST', `/staff/orders/${left.id}/shipment/cancel`);
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ error: 'shipment_not_cancellable', params: { carrier: { code: 'P420' } } });
  expect(await statusOf(left.id)).toBe(OrderStatusCode.InDelivery);

  const courier = await shipped('courier');
  expect((await call('GET', `/staff/orders/${courier.id}/shipment/label?paper=A4`)).status).toBe(200);
  const list = await call('POST', '/staff/pickup-lists');
  expect(list.status).toBe(200);
  const listed = await call('POST', `/staff/orders/${courier.id}/shipment/cancel`);
  expect(listed.status).toBe(409);
  expect(listed.body.error).toBe('shipment_not_cancellable');
  expect(await statusOf(courier.id)).toBe(OrderStatusCode.InDelivery);

  setSandboxMode(s.t.db, { mode: 'down' });
  const waiting = await shipped('locker', false);
  const pending = await call('POST', `/staff/orders/${waiting.id}/shipment/cancel`);
  expect(pending.status).toBe(409);
  expect(pending.body.error).toBe('delivery_note_pending');
  const [row] = await s.t.db.select({ status: shipments.status }).from(shipments).where(eq(shipments.id, waiting.shipment.id));
  expect(row!.status).toBe('created');
});

it('by hand, a carrier order neither goes InDelivery nor comes back to Processing; two members cancelling at once: one cancellation', async () => {
  const { cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart as Cart));
  const [row] = await s.t.db.select().from(orders).where(eq(orders.uid, placed.body.uid as string));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  const version = (await s.t.db.select({ v: orders.version }).from(orders).where(eq(orders.id, row!.id)))[0]!.v;
  const byHand = await call('POST', `/staff/orders/${row!.id}/status`, { status: 'InDelivery', expectedVersion: version });
  expect(byHand.status).toBe(409);
  expect(byHand.body.error).toBe('transition_needs_shipment');

  const { id } = await shipped('locker');
  const current = (await s.t.db.select({ v: orders.version }).from(orders).where(eq(orders.id, id)))[0]!.v;
  expect((await call('POST', `/staff/orders/${id}/status`, { status: 'Processing', expectedVersion: current })).body.error).toBe('transition_needs_shipment');
  const both = await Promise.all([call('POST', `/staff/orders/${id}/shipment/cancel`), call('POST', `/staff/orders/${id}/shipment/cancel`)]);
  expect(both.map((r) => r.status).sort()).toEqual([200, expect.any(Number)]);
  expect(both.filter((r) => r.status === 200)).toHaveLength(1);
  expect(both.find((r) => r.status !== 200)!.status).toBeGreaterThanOrEqual(404);
  expect(await statusOf(id)).toBe(OrderStatusCode.Processing);
  expect((await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'order.shipment_cancel'), eq(staffAudit.targetId, id))))).toHaveLength(1);
});

it('a parcel that came back: the order ships again with a new voucher, the old shipment ended; the console offers it', async () => {
  const { id, shipment } = await shipped('courier');
  expect((await s.t.call('POST', '/test/carrier-event', { carrier: 'acs', parcelId: shipment.parcelId, event: 'ΕΠΙΣΤΡΟΦΗ ΣΤΟΝ ΑΠΟΣΤΟΛΕΑ' })).status).toBe(200);
  s.t.advance(60_000);
  await trackShipments(s.t.api.deps);
  expect(await statusOf(id)).toBe(OrderStatusCode.NotDelivered);
  expect((await call('GET', `/staff/orders/${id}`)).body).toMatchObject({ shippable: true, staffShipment: { id: shipment.id, status: 'created' } });
  const again = await call('POST', `/staff/orders/${id}/shipment`);
  expect(again.status).toBe(200);
  expect(again.body).toMatchObject({ status: 'created', reference: shipment.reference.replace(/-1$/, '-2') });
  expect(await statusOf(id)).toBe(OrderStatusCode.InDelivery);
  const [old] = await s.t.db.select({ status: shipments.status }).from(shipments).where(eq(shipments.id, shipment.id));
  expect(old!.status).toBe('ended');
  expect((await call('GET', `/staff/orders/${id}`)).body).toMatchObject({ shippable: false, staffShipment: { id: again.body.id } });
});
