import { and, eq, sql } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { StaffShipment } from '@/lib/contract/staff-shipments';
import { athensDay } from '@/lib/carriers/acs/acs-cod-remittance';
import { orders, paymentEvents, shipmentEvents, shipments } from '../../db/schema';
import { demoStaffToken, staffCallOf } from '../../staff/testing/staff-member-helpers';
import { openSecondInstance } from '../../testing/second-instance';
import { buyerWithCart, orderBody, orderSuite } from '../../testing/order-helpers';
import { setAcsSandboxMode } from '../carriers/acs/sandbox-state';
import { changeOrderStatus } from '../orders/order-status';
import { applyCodRemittances } from './cod-remittance';
import { trackShipments } from './track-shipments';

/**
 * Cash on delivery paid over by ACS (issue #48 item 5, decision 0091) and a partial delivery, against
 * the sandbox inside the API: a delivered courier order is paid once when ACS remits its cash (two
 * working days later, or on a test's word), with the remittance's reference kept; a different amount
 * is left for staff and the order stays unpaid; two instances at once apply it once; ACS away
 * changes nothing; a partial delivery moves the order to PartiallyDelivered, the rest to Completed.
 */
jest.setTimeout(120_000);
const s = orderSuite();
const DAY_MS = 86_400_000;
let serial = 0;

afterEach(() => setAcsSandboxMode(s.t.db, { mode: 'ok' }));

/** A cash-on-delivery courier order shipped with ACS. */
async function shipped() {
  const { cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart as Cart, { email: `remitted-${++serial}-${Date.now()}@example.gr` }));
  expect(placed.status).toBe(201);
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  // A token of its own: the clock moves days on in this file.
  const employee = await demoStaffToken(s.t, 'employee@shop.test');
  const shipment = (await staffCallOf(s.t)('POST', `/staff/orders/${row!.id}/shipment`, employee)).body as StaffShipment;
  expect(shipment).toMatchObject({ carrier: 'acs', status: 'created' });
  expect(shipment.codCents).toBeGreaterThan(0);
  return { id: row!.id, voucher: shipment.parcelId!, codCents: shipment.codCents, uid: placed.body.uid as string, client };
}

const play = async (voucher: string, event: string) => {
  expect((await s.t.call('POST', '/test/carrier-event', { carrier: 'acs', parcelId: voucher, event, location: 'ΑΘΗΝΑ' })).status).toBe(200);
  s.t.advance(60_000);
};
/** Shipped and delivered: the order Completed by the tracking job. */
async function delivered() {
  const order = await shipped();
  await play(order.voucher, 'ΠΑΡΑΔΟΣΗ');
  await trackShipments(s.t.api.deps);
  expect(await orderOf(order.id)).toMatchObject({ status: OrderStatusCode.Completed, paidAt: null });
  return order;
}
const remit = async (parcelId: string, amountCents?: number) => {
  const res = await s.t.call('POST', '/test/acs-remittance', { parcelId, ...(amountCents === undefined ? {} : { amountCents }) });
  expect(res.status).toBe(200);
  return res.body as { day: string; amountCents: number };
};
const orderOf = async (id: number) => (await s.t.db.select({ status: orders.status, paidAt: orders.paidAt }).from(orders).where(eq(orders.id, id)))[0]!;
const shipmentOf = async (voucher: string) =>
  (await s.t.db.select({ remittedAt: shipments.codRemittedAt, ref: shipments.codRemittanceRef, lastError: shipments.lastError }).from(shipments).where(eq(shipments.parcelId, voucher)))[0]!;
const remittanceEvents = (voucher: string) =>
  s.t.db.select().from(paymentEvents).where(and(eq(paymentEvents.provider, 'acs'), sql`${paymentEvents.detail}->>'voucher' = ${voucher}`));

it('a delivered COD order is paid when ACS remits its cash two working days later: once, with the reference kept', async () => {
  const order = await delivered();
  // Delivered on Sunday the 22nd: ACS pays it over on Tuesday the 24th, not before.
  expect(await applyCodRemittances(s.t.api.deps)).toMatchObject({ remitted: 0, failed: 0 });
  expect((await orderOf(order.id)).paidAt).toBeNull();
  s.t.advance(2 * DAY_MS);
  expect(athensDay(s.t.deps.now())).toBe('2026-11-24');
  expect(await applyCodRemittances(s.t.api.deps)).toMatchObject({ remitted: 1, mismatched: 0, failed: 0 });
  expect((await orderOf(order.id)).paidAt).toEqual(s.t.deps.now());
  expect(await shipmentOf(order.voucher)).toEqual({ remittedAt: s.t.deps.now(), ref: `ACS 2026-11-24 ${order.voucher}`, lastError: null });
  // Staff see it on the order's shipment.
  const view = (await staffCallOf(s.t)('GET', `/staff/orders/${order.id}/shipment`, await demoStaffToken(s.t, 'employee@shop.test'))).body as StaffShipment;
  expect(view).toMatchObject({ codRemittedAt: s.t.deps.now().toISOString(), codRemittanceRef: `ACS 2026-11-24 ${order.voucher}` });
  const [event] = await remittanceEvents(order.voucher);
  expect(event).toMatchObject({ kind: 'paid', reason: 'cod_remittance', detail: { ref: `ACS 2026-11-24 ${order.voucher}`, amount: `${(order.codCents / 100).toFixed(2)} €` } });
  // Asked again (the next hour): nothing applied twice.
  s.t.advance(3600_000);
  expect(await applyCodRemittances(s.t.api.deps)).toMatchObject({ remitted: 0 });
  expect(await remittanceEvents(order.voucher)).toHaveLength(1);
  expect((await orderOf(order.id)).paidAt).not.toEqual(s.t.deps.now());
});

it('a remittance of another amount is left for staff and said once; the order stays unpaid until the right amount comes', async () => {
  const order = await delivered();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const { day } = await remit(order.voucher, order.codCents - 100);
    expect(await applyCodRemittances(s.t.api.deps)).toMatchObject({ remitted: 0, mismatched: 1 });
    expect(await applyCodRemittances(s.t.api.deps)).toMatchObject({ remitted: 0, mismatched: 0 });
    const said = warn.mock.calls.filter(([line]) => String(line).includes('COD remittance differs'));
    expect(said).toHaveLength(1);
    expect(said[0]![1]).toMatchObject({ voucher: order.voucher, paid: order.codCents - 100, expected: order.codCents });
    expect((await orderOf(order.id)).paidAt).toBeNull();
    const kept = await shipmentOf(order.voucher);
    expect(kept).toMatchObject({ remittedAt: null, ref: `ACS ${day} ${order.voucher}` });
    expect(kept.lastError).toContain(`ACS paid ${((order.codCents - 100) / 100).toFixed(2)} €`);
    expect(await remittanceEvents(order.voucher)).toHaveLength(0);
  } finally {
    warn.mockRestore();
  }
  // ACS pays the right amount: now it is paid.
  await remit(order.voucher);
  expect(await applyCodRemittances(s.t.api.deps)).toMatchObject({ remitted: 1 });
  expect((await orderOf(order.id)).paidAt).not.toBeNull();
  expect((await shipmentOf(order.voucher)).lastError).toBeNull();
});

it('two instances applying the remittances at once: the order is paid once', async () => {
  const order = await delivered();
  await remit(order.voucher);
  // On PostgreSQL the second instance has its own pool: the updates really overlap.
  const second = await openSecondInstance(s.t);
  const runs = await Promise.all([applyCodRemittances(s.t.api.deps), applyCodRemittances(second.api.deps), applyCodRemittances(s.t.api.deps)]);
  await second.close();
  expect(runs.reduce((sum, r) => sum + r.remitted, 0)).toBe(1);
  expect(await remittanceEvents(order.voucher)).toHaveLength(1);
  expect((await shipmentOf(order.voucher)).remittedAt).not.toBeNull();
});

it('ACS away: nothing changes, and the next run applies the remittance', async () => {
  const order = await delivered();
  await remit(order.voucher);
  setAcsSandboxMode(s.t.db, { mode: 'down' });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    expect(await applyCodRemittances(s.t.api.deps)).toMatchObject({ remitted: 0, failed: 1 });
  } finally {
    warn.mockRestore();
  }
  expect((await orderOf(order.id)).paidAt).toBeNull();
  expect(await shipmentOf(order.voucher)).toMatchObject({ remittedAt: null, ref: null });
  setAcsSandboxMode(s.t.db, { mode: 'ok' });
  expect(await applyCodRemittances(s.t.api.deps)).toMatchObject({ remitted: 1, failed: 0 });
  expect((await orderOf(order.id)).paidAt).not.toBeNull();
});

it('a partial delivery moves the order to PartiallyDelivered; the rest delivered completes it; the customer sees both', async () => {
  const order = await shipped();
  await play(order.voucher, 'ΜΕΡΙΚΗ ΠΑΡΑΔΟΣΗ');
  expect((await trackShipments(s.t.api.deps)).moved).toBe(1);
  expect((await orderOf(order.id)).status).toBe(OrderStatusCode.PartiallyDelivered);
  await play(order.voucher, 'ΠΑΡΑΔΟΣΗ');
  expect((await trackShipments(s.t.api.deps)).moved).toBe(1);
  expect((await orderOf(order.id)).status).toBe(OrderStatusCode.Completed);
  const kinds = await s.t.db.select({ kind: shipmentEvents.kind }).from(shipmentEvents).innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId)).where(eq(shipments.parcelId, order.voucher)).orderBy(shipmentEvents.occurredAt);
  expect(kinds.map((k) => k.kind)).toEqual(['partially_delivered', 'delivered']);
  const view = (await order.client.get(order.uid)).body as { shipment: { events: { kind: string }[] } };
  expect(view.shipment.events.map((e) => e.kind)).toEqual(['partially_delivered', 'delivered']);
});
