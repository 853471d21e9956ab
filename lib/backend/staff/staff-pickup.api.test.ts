import { and, asc, desc, eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/orders';
import type { StaffOrder } from '@/lib/contract/staff';
import { formatPickupCode } from '@/lib/rules/pickup-code';
import { DEMO_STORES } from '../db/seed/checkout-data';
import { orders, orderStatusChanges, outboxEmails, staffAudit } from '../db/schema';
import { buyerWithCart, freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';
import { changeOrderStatus } from '../services/orders/order-status';
import { placePickupOrder, readyPickupOrder } from './testing/pickup-matrix';
import { demoStaffToken, newStaffMember, staffCallOf } from './testing/staff-member-helpers';

/**
 * Store pickup with a code (issue #48 item 2, decision 0090), through the API: the code given in
 * the move to ReadyForPickup (once), shown to the order's owner and staff only, carried by the
 * "ready for pickup" mail in the order's language; handed over with the right code (Completed,
 * audited), refused with a wrong one (400, the field named, nothing changed), once when two
 * members hand it over at once, and per role.
 */
jest.setTimeout(90_000);

const s = orderSuite();
const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };
let employee: string;
const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => staffCallOf(s.t)(method, path, token, body);
const handOver = (id: number, code: unknown, token = employee) => staffCall('POST', `/staff/orders/${id}/pickup`, token, { code });

beforeAll(async () => {
  employee = await demoStaffToken(s.t, 'employee@shop.test');
});

/** What a hand-over may write: the order's status and version, its history, its audit rows. */
async function written(id: number) {
  const [row] = await s.t.db.select({ status: orders.status, version: orders.version, code: orders.pickupCode }).from(orders).where(eq(orders.id, id));
  const history = await s.t.db.select({ to: orderStatusChanges.toStatus }).from(orderStatusChanges).where(eq(orderStatusChanges.orderId, id));
  const audit = await s.t.db.select({ action: staffAudit.action, after: staffAudit.after }).from(staffAudit).where(and(eq(staffAudit.targetKind, 'order'), eq(staffAudit.targetId, id))).orderBy(asc(staffAudit.id));
  return { ...row!, history: history.length, audit };
}

describe('the code', () => {
  it('is six digits given in the move to ReadyForPickup, kept when the order moves again, shown to its owner and staff only', async () => {
    const order = await placePickupOrder(s);
    await changeOrderStatus(s.t.deps, { orderId: order.id, to: 'Processing', actor: STAFF });
    expect(((await order.client.get(order.uid)).body as Order).pickupCode).toBeNull();

    await changeOrderStatus(s.t.deps, { orderId: order.id, to: 'ReadyForPickup', actor: STAFF });
    const mine = (await order.client.get(order.uid)).body as Order;
    expect(mine.pickupCode).toMatch(/^\d{6}$/);
    expect(((await staffCall('GET', `/staff/orders/${order.id}`, employee)).body as StaffOrder).pickupCode).toBe(mine.pickupCode);

    // Another customer of the same partner: the same 404 as for an order that does not exist.
    const other = await freshCustomer(s.t);
    expect(await orderClient(s.t, other.token).get(order.uid)).toMatchObject({ status: 404, body: { error: 'order_not_found' } });

    // Back and forth (a move the table does not offer today, forced here): the code once given stays.
    await s.t.db.update(orders).set({ status: OrderStatusCode.Processing }).where(eq(orders.id, order.id));
    await changeOrderStatus(s.t.deps, { orderId: order.id, to: 'ReadyForPickup', actor: STAFF });
    expect(((await order.client.get(order.uid)).body as Order).pickupCode).toBe(mine.pickupCode);
  });

  it('is never given to a courier order', async () => {
    const { cart, client } = await buyerWithCart(s);
    const placed = await client.place(orderBody(s.t, cart));
    const [row] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, placed.body.uid as string));
    await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'Processing', actor: STAFF });
    await changeOrderStatus(s.t.deps, { orderId: row!.id, to: 'InDelivery', actor: STAFF });
    expect((await written(row!.id)).code).toBeNull();
    expect(((await client.get(placed.body.uid as string)).body as Order).pickupCode).toBeNull();
    expect((await handOver(row!.id, '123456')).body).toEqual({ error: 'pickup_not_store_pickup' });
  });

  it.each([
    ['el', 'Δείξτε αυτόν τον κωδικό στο κατάστημα', 0],
    ['en', 'Show this code at the store', 1],
  ] as const)('comes in the "ready for pickup" mail with the store, in the order’s language (%s)', async (language, showCode, store) => {
    const order = await placePickupOrder(s, { language, store });
    // As staff move it: the console's status change mails the customer.
    for (const status of ['Processing', 'ReadyForPickup']) {
      const { version } = (await staffCall('GET', `/staff/orders/${order.id}`, employee)).body as StaffOrder;
      expect((await staffCall('POST', `/staff/orders/${order.id}/status`, employee, { status, expectedVersion: version })).status).toBe(200);
    }
    const { code } = await written(order.id);
    const mails = await s.t.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'orderReadyForPickup')).orderBy(desc(outboxEmails.id));
    const mail = mails.find((m) => m.text.includes(order.number));
    expect(mail).toMatchObject({ language });
    const seeded = [...DEMO_STORES].sort((a, b) => a.position - b.position)[store]!;
    expect(mail!.text).toContain(`${showCode}: ${formatPickupCode(code!)}`);
    expect(mail!.text).toContain(`${seeded.name[language]}, ${seeded.address[language]}, ${seeded.postalCode} ${seeded.city[language]}`);
    expect(mail!.text).toContain(seeded.hours[language]);
    expect(mail!.html).toContain(formatPickupCode(code!));
  });
});

describe('handing over', () => {
  it('with the right code (however typed): Completed, in the history, audited as handed over with the code, the customer mailed', async () => {
    const order = await readyPickupOrder(s);
    const typed = ` ${order.code.slice(0, 3)}-${order.code.slice(3)} `;
    const res = await handOver(order.id, typed);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: 'Completed' });
    const after = await written(order.id);
    expect(after.status).toBe(OrderStatusCode.Completed);
    expect(after.audit).toEqual([{ action: 'order.pickup', after: { status: 'Completed', version: res.body.version, handedOver: 'pickup_code' } }]);
    expect(((await order.client.get(order.uid)).body as Order).statusName).toBe('Completed');
    const mails = await s.t.db.select({ kind: outboxEmails.kind, text: outboxEmails.text }).from(outboxEmails).where(eq(outboxEmails.kind, 'orderDelivered')).orderBy(desc(outboxEmails.id));
    const [number] = await s.t.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, order.id));
    expect(mails.some((m) => m.text.includes(number!.n))).toBe(true);
    // Again: it has been handed over.
    expect(await handOver(order.id, order.code)).toMatchObject({ status: 409, body: { error: 'pickup_already_handed_over' } });
  });

  it('with a wrong code, or something that is not a code: 400 with the field named, and nothing changes', async () => {
    const order = await readyPickupOrder(s);
    const before = await written(order.id);
    const wrong = String((Number(order.code) + 1) % 1_000_000).padStart(6, '0');
    expect(await handOver(order.id, wrong)).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { code: 'pickup_code_wrong' } } });
    expect(await handOver(order.id, '12345')).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { code: 'pickup_code_format' } } });
    expect(await handOver(order.id, 'ABC DEF')).toMatchObject({ status: 400, body: { fields: { code: 'pickup_code_format' } } });
    expect((await handOver(order.id, '')).status).toBe(400);
    expect((await handOver(order.id, 123456)).status).toBe(400);
    expect(await written(order.id)).toEqual(before);
    expect(before.audit).toEqual([]);
  });

  it('by two members at once: one hands it over, the other is told it already was (409), one Completed in the history', async () => {
    const order = await readyPickupOrder(s);
    const sales = await demoStaffToken(s.t, 'sales@shop.test');
    const answers = await Promise.all([handOver(order.id, order.code), handOver(order.id, order.code, sales)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ error: 'pickup_already_handed_over' });
    const completed = await s.t.db.select().from(orderStatusChanges).where(and(eq(orderStatusChanges.orderId, order.id), eq(orderStatusChanges.toStatus, OrderStatusCode.Completed)));
    expect(completed).toHaveLength(1);
    expect((await written(order.id)).audit).toHaveLength(1);
  });

  it('only once the order is ready for pickup', async () => {
    const pending = await placePickupOrder(s);
    expect(await handOver(pending.id, '123456')).toMatchObject({ status: 409, body: { error: 'pickup_not_ready' } });
    // Ready before codes were given: the status change, with the customer's ID.
    const legacy = await readyPickupOrder(s);
    await s.t.db.update(orders).set({ pickupCode: null }).where(eq(orders.id, legacy.id));
    expect(await handOver(legacy.id, legacy.code)).toMatchObject({ status: 409, body: { error: 'pickup_code_missing' } });
  });

  it('by hand through the status change (the customer lost the code): Completed, audited as handed over without the code', async () => {
    const order = await readyPickupOrder(s);
    const { version } = (await staffCall('GET', `/staff/orders/${order.id}`, employee)).body as StaffOrder;
    const res = await staffCall('POST', `/staff/orders/${order.id}/status`, employee, { status: 'Completed', expectedVersion: version, note: 'Ταυτότητα ελέγχθηκε' });
    expect(res.status).toBe(200);
    expect((await written(order.id)).audit).toEqual([{ action: 'order.status', after: { status: 'Completed', version: version + 1, note: 'Ταυτότητα ελέγχθηκε', forCustomer: false, handedOver: 'without_code' } }]);
  });
});

describe('who hands over', () => {
  it('an Employee and the partner’s SalesPerson; an Inspector reads (403); another partner’s SalesPerson does not see the order (404)', async () => {
    const inspector = await demoStaffToken(s.t, 'inspector@shop.test');
    const otherSales = await newStaffMember(s.t, employee, 'SalesPerson', ['hellas']);
    const order = await readyPickupOrder(s);
    const before = await written(order.id);
    expect(await handOver(order.id, order.code, inspector)).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect(await handOver(order.id, order.code, otherSales.token)).toMatchObject({ status: 404, body: { error: 'order_not_found' } });
    expect(await handOver(order.id, order.code, '')).toMatchObject({ status: 401 });
    expect(await written(order.id)).toEqual(before);
    const sales = await demoStaffToken(s.t, 'sales@shop.test');
    expect((await handOver(order.id, order.code, sales)).status).toBe(200);
  });
});
