import { and, eq } from 'drizzle-orm';
import type { SessionRecord } from '@/lib/contract/auth';
import type { Cart } from '@/lib/contract/cart';
import type { CustomerActivity } from '@/lib/contract/customer-activity';
import type { Order } from '@/lib/contract/orders';
import type { StaffAuditList } from '@/lib/contract/staff-audit';
import type { StaffOrder, StaffOrderList } from '@/lib/contract/staff';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { orders, staffAudit, staffMembers } from '../db/schema';
import { cartClient, pickOne } from '../testing/cart-helpers';
import { BILLING, freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';

/**
 * What a sales person does while shopping as a customer (issue #44 items 2 and 6): the order comes
 * in by phone with the sales person on it (staff and the customer see who); every write that
 * succeeds is audited with the sales person as the actor and the customer as the target (reads and
 * refusals are not); the customer reads that list for themselves only.
 */
jest.setTimeout(60_000);

const s = orderSuite();
let salesToken = '';
let employeeToken = '';
let salesId = 0;
const staffCall = (method: string, path: string, token: string, body?: unknown) => s.t.call(method, path, body, { partner: null, token });

beforeAll(async () => {
  salesToken = (await staffCall('POST', '/staff/login', '', { email: 'sales@shop.test', password: DEMO_STAFF_PASSWORD })).body.token;
  employeeToken = (await staffCall('POST', '/staff/login', '', { email: 'employee@shop.test', password: DEMO_STAFF_PASSWORD })).body.token;
  salesId = (await s.t.db.select().from(staffMembers).where(eq(staffMembers.email, 'sales@shop.test')))[0]!.id;
});

async function impersonate() {
  const customer = await freshCustomer(s.t, 'acme');
  const started = await staffCall('POST', `/staff/customers/${customer.id}/impersonation`, salesToken);
  expect(started.status).toBe(200);
  const session = await s.t.call('POST', '/Customers/Impersonation', { code: started.body.code }, { partner: 'acme' });
  expect(session.status).toBe(200);
  return { customer, at: (session.body as SessionRecord).at };
}

const onBehalf = async (customerId: number) =>
  (await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'customer'), eq(staffAudit.targetId, customerId)))).filter((a) => a.action.startsWith('on_behalf.'));

describe('an order placed while impersonating', () => {
  it('has the Phone channel and the sales person, shown to staff and to the customer', async () => {
    const { customer, at } = await impersonate();
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3);
    const cart = (await cartClient(s.t, at, 'acme').add(pick.variant.id, 1)).body as Cart;
    const placed = await orderClient(s.t, at, 'acme').place(orderBody(s.t, cart));
    expect(placed.status).toBe(201);
    const [row] = await s.t.db.select().from(orders).where(eq(orders.uid, placed.body.uid));
    expect(row).toMatchObject({ channel: 'Phone', placedByStaffId: salesId });
    // The customer, later, with their own token.
    const own = (await orderClient(s.t, customer.token, 'acme').get(placed.body.uid)).body as Order;
    expect(own).toMatchObject({ channel: 'Phone', placedBy: 'Πέτρος Αλεξίου' });
    const list = (await staffCall('GET', `/staff/orders?number=${placed.body.orderNumber}`, employeeToken)).body as StaffOrderList;
    expect(((await staffCall('GET', `/staff/orders/${list.items[0]!.id}`, employeeToken)).body as StaffOrder)).toMatchObject({ channel: 'Phone', placedBy: 'Πέτρος Αλεξίου' });
    expect((await onBehalf(customer.id)).map((a) => a.action)).toEqual(['on_behalf.addCartItem', 'on_behalf.placeOrder']);
  });

  it("is Online with no sales person when the customer places it", async () => {
    const customer = await freshCustomer(s.t, 'acme');
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3);
    const cart = (await customer.cart.add(pick.variant.id, 1)).body as Cart;
    const placed = await orderClient(s.t, customer.token, 'acme').place(orderBody(s.t, cart));
    expect((await orderClient(s.t, customer.token, 'acme').get(placed.body.uid)).body).toMatchObject({ channel: 'Online', placedBy: null });
    expect(await onBehalf(customer.id)).toEqual([]);
  });
});

describe('writes made while impersonating', () => {
  it('audits a profile change, an address change and cart writes with the sales person as actor; reads and refusals are not audited', async () => {
    const { customer, at } = await impersonate();
    const call = (method: string, path: string, body?: unknown) => s.t.call(method, path, body, { token: at, partner: 'acme' });
    expect((await call('PUT', '/Customers/Profile', { firstName: 'Μαρία', lastName: 'Παπαδοπούλου' })).status).toBe(200);
    const address = await call('POST', '/Customers/Addresses', { ...BILLING, title: 'Σπίτι' });
    expect(address.status).toBe(201);
    expect((await call('PUT', `/Customers/Addresses/${address.body.id}`, { ...BILLING, title: 'Γραφείο' })).status).toBe(200);
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3);
    expect((await call('POST', '/Cart/Items', { variantId: pick.variant.id, quantity: 1 })).status).toBe(200);
    expect((await call('DELETE', '/Cart')).status).toBe(200);
    // Reads, a refusal and a POST that only reads leave no row.
    expect((await call('GET', '/Customers/Profile')).status).toBe(200);
    expect((await call('GET', '/Cart')).status).toBe(200);
    expect((await call('PUT', '/Customers/Profile', { firstName: '' })).status).toBe(400);
    expect((await call('DELETE', '/Customers/Addresses/99999999')).status).toBe(404);
    expect((await call('POST', '/Products/ByIds', { ids: [pick.product.id] })).status).toBe(200);

    const rows = await onBehalf(customer.id);
    expect(rows.map((r) => [r.action, r.staffId, r.targetKind])).toEqual([
      ['on_behalf.updateProfile', salesId, 'customer'],
      ['on_behalf.createAddress', salesId, 'customer'],
      ['on_behalf.updateAddress', salesId, 'customer'],
      ['on_behalf.addCartItem', salesId, 'customer'],
      ['on_behalf.clearCart', salesId, 'customer'],
    ]);
    expect(rows[2]!.after).toMatchObject({ route: 'updateAddress', method: 'PUT', path: `/api/Customers/Addresses/${address.body.id}` });
    // The console's audit log lists them under the customer, for the sales person too.
    const log = (await staffCall('GET', '/staff/audit?action=on_behalf.updateProfile&pageSize=100', salesToken)).body as StaffAuditList;
    expect(log.items.find((i) => i.target.id === customer.id)).toMatchObject({ staff: { id: salesId }, target: { kind: 'customer', label: customer.email, partner: 'acme' } });
  });

  it("leaves the customer's own writes unaudited", async () => {
    const customer = await freshCustomer(s.t, 'acme');
    expect((await s.t.call('PUT', '/Customers/Profile', { firstName: 'Μαρία', lastName: 'Παπαδοπούλου' }, { token: customer.token, partner: 'acme' })).status).toBe(200);
    expect(await onBehalf(customer.id)).toEqual([]);
  });
});

describe("the customer's list of what staff did on their behalf", () => {
  it('lists the impersonation and its writes, newest first, to that customer only', async () => {
    const { customer, at } = await impersonate();
    s.t.advance(1000);
    expect((await s.t.call('PUT', '/Customers/Profile', { firstName: 'Μαρία', lastName: 'Παπαδοπούλου' }, { token: at, partner: 'acme' })).status).toBe(200);
    const mine = await s.t.call('GET', '/Customers/Activity', undefined, { token: customer.token, partner: 'acme' });
    expect(mine.status).toBe(200);
    expect((mine.body as CustomerActivity).items.map((i) => [i.action, i.staff])).toEqual([
      ['updateProfile', 'Πέτρος Αλεξίου'],
      ['impersonation_start', 'Πέτρος Αλεξίου'],
    ]);
    const stranger = await freshCustomer(s.t, 'acme');
    expect((await s.t.call('GET', '/Customers/Activity', undefined, { token: stranger.token, partner: 'acme' })).body).toEqual({ items: [] });
    expect((await s.t.call('GET', '/Customers/Activity', undefined, { partner: 'acme' })).status).toBe(401);
  });
});
