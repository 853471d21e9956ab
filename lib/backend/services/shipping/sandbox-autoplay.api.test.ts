import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { StaffShipment } from '@/lib/contract/staff-shipments';
import { DEMO_LOCKERS } from '../../db/seed/checkout-data';
import { orders, shipments } from '../../db/schema';
import { demoStaffToken, staffCallOf } from '../../staff/testing/staff-member-helpers';
import { buyerWithCart, orderBody, orderSuite } from '../../testing/order-helpers';
import { changeOrderStatus } from '../orders/order-status';
import { autoplaySandboxCarriers } from './sandbox-autoplay';
import { trackShipments } from './track-shipments';

/**
 * The demo's carriers moving on their own (decision 0092): with CARRIER_SANDBOX_AUTOPLAY_SECONDS,
 * a Box Now parcel reaches the locker (its code by the webhook) and is collected, and a printed ACS
 * voucher is picked up and delivered, one step a minute, each order Completed through the same
 * tracking as a real carrier's; off (the default), nothing moves.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let employee = '';
const ship = (id: number) => staffCallOf(s.t)('POST', `/staff/orders/${id}/shipment`, employee);

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});

async function processing(changes: Record<string, unknown>, paid: boolean): Promise<number> {
  const { cart, client } = await buyerWithCart(s);
  const placed = await client.place(orderBody(s.t, cart as Cart, changes));
  const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
  if (paid) await s.t.db.update(orders).set({ paidAt: s.t.deps.now(), paymentDueAt: null }).where(eq(orders.id, row!.id));
  await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: { kind: 'system' } });
  return row!.id;
}

const statusOf = async (id: number) => (await s.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

it('one step a minute: the locker code, then collected; the ACS voucher picked up, then delivered; off, nothing moves', async () => {
  const locker = await processing({ shippingMethod: 'boxnow', lockerId: DEMO_LOCKERS[6]!.id, paymentMethod: 'card', cardProvider: 'Viva' }, true);
  const courier = await processing({}, false);
  const parcel = (await ship(locker)).body as StaffShipment;
  expect((await ship(courier)).status).toBe(200);
  expect((await staffCallOf(s.t)('GET', `/staff/orders/${courier}/shipment/label?paper=A4`, employee)).status).toBe(200);
  const demo = { ...s.t.api.deps, env: { ...s.t.api.deps.env, CARRIER_SANDBOX_AUTOPLAY_SECONDS: 60 } };

  s.t.advance(150_000);
  expect(await autoplaySandboxCarriers(s.t.api.deps)).toBe(0);
  // Two and a half minutes on: in the depot, then in the locker (its code by the webhook); ACS picked it up and it arrived at a branch.
  expect(await autoplaySandboxCarriers(demo)).toBe(4);
  const waiting = (await s.t.db.select().from(shipments).where(eq(shipments.id, parcel.id)))[0]!;
  expect(waiting.lockerCode).toMatch(/^\d{6}$/);
  // Ten minutes on: the last steps, each once.
  s.t.advance(10 * 60_000);
  expect(await autoplaySandboxCarriers(demo)).toBe(2);
  expect(await autoplaySandboxCarriers(demo)).toBe(0);
  await trackShipments(s.t.api.deps);
  expect(await statusOf(locker)).toBe(OrderStatusCode.Completed);
  expect(await statusOf(courier)).toBe(OrderStatusCode.Completed);
  const [row] = await s.t.db.select().from(shipments).where(eq(shipments.id, parcel.id));
  // The code came with the parcel in the locker and went when it was collected.
  expect(row!.lockerCode).toBeNull();
});
