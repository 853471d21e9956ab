import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { Order } from '@/lib/contract/orders';
import type { StaffOrder, StaffOrderList } from '@/lib/contract/staff';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { staffAudit, staffMembers } from '../db/schema';
import { pickOne } from '../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';

/**
 * The operations API (issue #17 items 3 and 5): staff login, each role against each endpoint,
 * partner scoping of a SalesPerson, customer and staff tokens kept apart, and status changes with
 * their audit row and version check.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };
let acmeOrder: { id: number; uid: string; number: string; email: string; client: ReturnType<typeof orderClient> };
let hellasOrder: { id: number; number: string };

const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => s.t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });

async function placeFor(partner: 'acme' | 'hellas') {
  const buyer = await freshCustomer(s.t, partner);
  const pick = pickOne(s.oracle, partner, s.used, ({ variant }) => variant.stock >= 3);
  const cart = (await buyer.cart.add(pick.variant.id, 1)).body as Cart;
  const client = orderClient(s.t, buyer.token, partner);
  const placed = await client.place(orderBody(s.t, cart));
  expect(placed.status).toBe(201);
  const list = (await staffCall('GET', `/staff/orders?number=${placed.body.orderNumber}`, tokens.Employee)).body as StaffOrderList;
  return { id: list.items[0]!.id, uid: placed.body.uid as string, number: placed.body.orderNumber as string, email: list.items[0]!.email, client };
}

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) {
    const res = await staffCall('POST', '/staff/login', undefined, { email, password: DEMO_STAFF_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.staff.role).toBe(role);
    tokens[role] = res.body.token;
  }
  acmeOrder = await placeFor('acme');
  hellasOrder = await placeFor('hellas');
});

describe('staff login', () => {
  it('refuses a wrong password and an unknown address alike', async () => {
    for (const email of ['employee@shop.test', 'nobody@shop.test']) {
      const res = await staffCall('POST', '/staff/login', undefined, { email, password: 'wrong-password' });
      expect(res).toMatchObject({ status: 401, body: { error: 'invalid_credentials' } });
    }
  });

  it('is refused to a customer: customers are not staff', async () => {
    const res = await staffCall('POST', '/staff/login', undefined, { email: 'demo@acme.test', password: DEMO_STAFF_PASSWORD });
    expect(res).toMatchObject({ status: 401, body: { error: 'invalid_credentials' } });
  });

  it('says who the member is, with the partners a sales person is assigned', async () => {
    expect((await staffCall('GET', '/staff/me', tokens.SalesPerson)).body).toMatchObject({ role: 'SalesPerson', partners: ['acme'] });
    expect((await staffCall('GET', '/staff/me', tokens.Employee)).body).toMatchObject({ role: 'Employee', partners: null });
  });
});

describe('tokens stay on their side', () => {
  it('refuses no token and a customer token on every staff endpoint', async () => {
    const customer = await freshCustomer(s.t);
    const calls: [string, string][] = [['GET', '/staff/me'], ['GET', '/staff/orders'], ['GET', `/staff/orders/${acmeOrder.id}`], ['POST', `/staff/orders/${acmeOrder.id}/status`]];
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { status: 'Processing', expectedVersion: 0 } : undefined;
      expect((await staffCall(method, path, undefined, body)).status).toBe(401);
      expect((await staffCall(method, path, customer.token, body)).body).toMatchObject({ error: 'token_invalid' });
    }
  });

  it('refuses a staff token on customer endpoints', async () => {
    for (const path of ['/Cart', '/Orders', `/Orders/${acmeOrder.uid}`, '/Customers/Profile']) {
      const res = await s.t.call('GET', path, undefined, { token: tokens.Employee });
      expect(res.status).toBe(401);
    }
  });

  it('ends at once when the account is disabled', async () => {
    const login = await staffCall('POST', '/staff/login', undefined, { email: 'inspector@shop.test', password: DEMO_STAFF_PASSWORD });
    await s.t.db.update(staffMembers).set({ status: 'disabled' }).where(eq(staffMembers.email, 'inspector@shop.test'));
    try {
      expect((await staffCall('GET', '/staff/orders', login.body.token)).status).toBe(401);
      expect((await staffCall('POST', '/staff/login', undefined, { email: 'inspector@shop.test', password: DEMO_STAFF_PASSWORD })).status).toBe(403);
    } finally {
      await s.t.db.update(staffMembers).set({ status: 'active' }).where(eq(staffMembers.email, 'inspector@shop.test'));
    }
  });
});

describe('roles', () => {
  it('lets an Inspector read everything and change nothing', async () => {
    expect((await staffCall('GET', `/staff/orders/${hellasOrder.id}`, tokens.Inspector)).status).toBe(200);
    const res = await staffCall('POST', `/staff/orders/${acmeOrder.id}/status`, tokens.Inspector, { status: 'Processing', expectedVersion: 0 });
    expect(res).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    const order = (await staffCall('GET', `/staff/orders/${acmeOrder.id}`, tokens.Inspector)).body as StaffOrder;
    expect(order.statusName).toBe('Pending');
  });

  it("keeps a SalesPerson to the assigned partners: another partner's order is not found, listed or changed", async () => {
    expect((await staffCall('GET', `/staff/orders/${acmeOrder.id}`, tokens.SalesPerson)).status).toBe(200);
    expect((await staffCall('GET', `/staff/orders/${hellasOrder.id}`, tokens.SalesPerson)).body).toMatchObject({ error: 'order_not_found' });
    const change = await staffCall('POST', `/staff/orders/${hellasOrder.id}/status`, tokens.SalesPerson, { status: 'Processing', expectedVersion: 0 });
    expect(change).toMatchObject({ status: 404, body: { error: 'order_not_found' } });
    const list = (await staffCall('GET', '/staff/orders?pageSize=100', tokens.SalesPerson)).body as StaffOrderList;
    expect(list.items.every((o) => o.partner === 'acme')).toBe(true);
    expect((await staffCall('GET', '/staff/orders?partner=hellas', tokens.SalesPerson)).body.total).toBe(0);
    expect((await staffCall('GET', '/staff/orders?partner=hellas', tokens.Employee)).body.total).toBeGreaterThan(0);
  });
});

describe('moving an order', () => {
  it('changes the status with the audit row; the customer sees the history', async () => {
    const before = (await staffCall('GET', `/staff/orders/${acmeOrder.id}`, tokens.Employee)).body as StaffOrder;
    expect(before.nextStatuses).toEqual(['CheckingStock', 'Processing', 'Cancelled']);
    const res = await staffCall('POST', `/staff/orders/${acmeOrder.id}/status`, tokens.Employee, { status: 'Processing', expectedVersion: before.version, note: 'stock checked' });
    expect(res).toMatchObject({ status: 200, body: { id: acmeOrder.id, status: 'Processing', version: before.version + 1 } });
    const [audit] = await s.t.db.select().from(staffAudit).where(eq(staffAudit.targetId, acmeOrder.id));
    expect(audit).toMatchObject({ action: 'order.status', targetKind: 'order', before: { status: 'Pending' }, after: { status: 'Processing', note: 'stock checked' } });
    const seen = (await acmeOrder.client.get(acmeOrder.uid)).body as Order;
    expect(seen.history.map((h) => h.statusName)).toEqual(['Pending', 'Processing']);
  });

  it('answers 409 order_changed to a change made against an old version, and 409 with the rule key to a forbidden one', async () => {
    const current = (await staffCall('GET', `/staff/orders/${acmeOrder.id}`, tokens.Employee)).body as StaffOrder;
    const stale = await staffCall('POST', `/staff/orders/${acmeOrder.id}/status`, tokens.SalesPerson, { status: 'Cancelled', expectedVersion: current.version - 1 });
    expect(stale).toMatchObject({ status: 409, body: { error: 'order_changed' } });
    const forbidden = await staffCall('POST', `/staff/orders/${acmeOrder.id}/status`, tokens.Employee, { status: 'Pending', expectedVersion: current.version });
    expect(forbidden).toMatchObject({ status: 409, body: { error: 'transition_not_allowed' } });
    const after = (await staffCall('GET', `/staff/orders/${acmeOrder.id}`, tokens.Employee)).body as StaffOrder;
    expect(after).toMatchObject({ statusName: current.statusName, version: current.version });
  });

  it('refuses bad input with field errors, and ids that name no order with 404', async () => {
    const bad = await staffCall('POST', `/staff/orders/${acmeOrder.id}/status`, tokens.Employee, { status: 'Shipped', expectedVersion: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['expectedVersion', 'status']);
    for (const id of ['abc', '0', '99999999']) expect((await staffCall('GET', `/staff/orders/${id}`, tokens.Employee)).status).toBe(404);
  });
});

describe('the order list', () => {
  it('filters by number, email and status', async () => {
    const byNumber = (await staffCall('GET', `/staff/orders?number=${hellasOrder.number.toLowerCase()}`, tokens.Employee)).body as StaffOrderList;
    expect(byNumber.items.map((o) => o.id)).toEqual([hellasOrder.id]);
    const byEmail = (await staffCall('GET', `/staff/orders?email=${encodeURIComponent(acmeOrder.email.toUpperCase())}&pageSize=100`, tokens.Employee)).body as StaffOrderList;
    expect(byEmail.items.map((o) => o.id)).toContain(acmeOrder.id);
    expect(byEmail.items.every((o) => o.email === acmeOrder.email)).toBe(true);
    const pending = (await staffCall('GET', '/staff/orders?status=Pending&pageSize=100', tokens.Employee)).body as StaffOrderList;
    expect(pending.items.every((o) => o.statusName === 'Pending')).toBe(true);
    expect((await staffCall('GET', '/staff/orders?status=Shipped', tokens.Employee)).status).toBe(400);
  });
});
