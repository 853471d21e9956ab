import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import type { SessionRecord } from '@/lib/contract/auth';
import type { StaffCustomerList } from '@/lib/contract/staff-customers';
import type { StaffOrder, StaffOrderList } from '@/lib/contract/staff';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { customers, impersonations, orders, staffAudit, staffMembers } from '../db/schema';
import { cartClient, pickOne } from '../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';

/**
 * Impersonation (issue #17 item 4) and the customers list (item 3): who may start it, the
 * one-time code, the session it gives (flag, sales person on the order, no password change), its
 * refresh, Stop, and the 60-minute end.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };
let salesId = 0;

const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => s.t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });
const start = (customerId: number | string, token = tokens.SalesPerson) => staffCall('POST', `/staff/customers/${customerId}/impersonation`, token);
const exchange = (code: string, partner = 'acme') => s.t.call('POST', '/Customers/Impersonation', { code }, { partner });

/** Starts and exchanges an impersonation of a new acme customer. */
async function impersonate() {
  const customer = await freshCustomer(s.t, 'acme');
  const started = await start(customer.id);
  expect(started.status).toBe(200);
  const session = await exchange(started.body.code);
  expect(session.status).toBe(200);
  return { customer, impersonationId: started.body.id as number, session: session.body as SessionRecord };
}

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) {
    const res = await staffCall('POST', '/staff/login', undefined, { email, password: DEMO_STAFF_PASSWORD });
    tokens[role] = res.body.token;
  }
  salesId = (await s.t.db.select().from(staffMembers).where(eq(staffMembers.email, 'sales@shop.test')))[0]!.id;
});

describe('who may start an impersonation', () => {
  it('refuses every role but a SalesPerson, no token and a customer token', async () => {
    const customer = await freshCustomer(s.t, 'acme');
    expect(await start(customer.id, tokens.Employee)).toMatchObject({ status: 403, body: { error: 'staff_role_forbidden' } });
    expect(await start(customer.id, tokens.Inspector)).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect((await staffCall('POST', `/staff/customers/${customer.id}/impersonation`, undefined)).status).toBe(401);
    expect(await start(customer.id, customer.token)).toMatchObject({ status: 401, body: { error: 'token_invalid' } });
    expect(await s.t.db.select().from(impersonations).where(eq(impersonations.customerId, customer.id))).toEqual([]);
  });

  it("answers 404 for another partner's customer and for ids that name none, 409 for an account that is not active", async () => {
    const hellas = await freshCustomer(s.t, 'hellas');
    expect(await start(hellas.id)).toMatchObject({ status: 404, body: { error: 'customer_not_found' } });
    for (const id of ['abc', '0', '99999999']) expect((await start(id)).status).toBe(404);
    const blocked = await freshCustomer(s.t, 'acme');
    await s.t.db.update(customers).set({ status: 'disabled' }).where(eq(customers.id, blocked.id));
    expect(await start(blocked.id)).toMatchObject({ status: 409, body: { error: 'customer_not_active' } });
  });
});

describe('the one-time code', () => {
  it('gives the customer a session flagged as impersonation, once, on its own partner only', async () => {
    const customer = await freshCustomer(s.t, 'acme');
    const started = await start(customer.id);
    expect(started.body).toMatchObject({ partner: 'acme', endsAt: '2026-11-22T11:00:00.000Z' });
    expect((await exchange(started.body.code, 'hellas')).body).toMatchObject({ error: 'impersonation_link_invalid' });
    const session = await exchange(started.body.code);
    expect(session.body).toMatchObject({ id: customer.id, eml: customer.email, impersonation: 'true', partnerCode: 'acme', rd: 60 });
    expect((await exchange(started.body.code)).body).toMatchObject({ error: 'impersonation_link_invalid' });
    const audit = await s.t.db.select().from(staffAudit).where(eq(staffAudit.targetId, customer.id));
    expect(audit).toEqual([expect.objectContaining({ staffId: salesId, action: 'customer.impersonation_start', targetKind: 'customer' })]);
  });

  it('refuses a code that is unknown, malformed or past its two minutes', async () => {
    expect((await exchange('x'.repeat(43))).body).toMatchObject({ error: 'impersonation_link_invalid' });
    expect((await exchange('short')).status).toBe(400);
    const customer = await freshCustomer(s.t, 'acme');
    const started = await start(customer.id);
    s.t.advance(121_000);
    expect((await exchange(started.body.code)).body).toMatchObject({ error: 'impersonation_link_invalid' });
  });
});

describe('shopping as the customer', () => {
  it('records the sales person on the order, which staff see', async () => {
    const { customer, session } = await impersonate();
    const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3);
    const cart = (await cartClient(s.t, session.at, 'acme').add(pick.variant.id, 1)).body as Cart;
    const placed = await orderClient(s.t, session.at, 'acme').place(orderBody(s.t, cart));
    expect(placed.status).toBe(201);
    const [row] = await s.t.db.select().from(orders).where(eq(orders.uid, placed.body.uid));
    expect(row).toMatchObject({ customerId: customer.id, placedByStaffId: salesId });
    const list = (await staffCall('GET', `/staff/orders?number=${placed.body.orderNumber}`, tokens.Employee)).body as StaffOrderList;
    const order = (await staffCall('GET', `/staff/orders/${list.items[0]!.id}`, tokens.Employee)).body as StaffOrder;
    expect(order.placedBy).toBe('Πέτρος Αλεξίου');
  });

  it("refuses to change the customer's password, also after a refresh", async () => {
    const { session } = await impersonate();
    const change = (at: string) => s.t.call('POST', '/Customers/UpdatePassword', { currentPassword: 'whatever-1A', newPassword: 'Another-pass-9' }, { token: at });
    expect(await change(session.at)).toMatchObject({ status: 403, body: { error: 'impersonation_forbidden' } });
    s.t.advance(60_000);
    const refreshed = await s.t.call('POST', '/account/refreshtoken', { at: session.at, rt: session.rt });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.rd).toBeLessThanOrEqual(59);
    expect(await change(refreshed.body.at)).toMatchObject({ status: 403, body: { error: 'impersonation_forbidden' } });
  });
});

describe('the end of an impersonation', () => {
  it('ends on Stop (logout): the tokens stop working, the end is audited', async () => {
    const { customer, impersonationId, session } = await impersonate();
    expect((await s.t.call('POST', '/Customers/Logout', { rt: session.rt })).status).toBe(204);
    const [row] = await s.t.db.select().from(impersonations).where(eq(impersonations.id, impersonationId));
    expect(row!.endedAt).not.toBeNull();
    expect((await cartClient(s.t, session.at, 'acme').get()).status).toBe(401);
    expect((await s.t.call('POST', '/account/refreshtoken', { at: session.at, rt: session.rt })).status).toBe(401);
    const actions = (await s.t.db.select().from(staffAudit).where(eq(staffAudit.targetId, customer.id))).map((a) => a.action);
    expect(actions).toEqual(['customer.impersonation_start', 'customer.impersonation_stop']);
  });

  it('ends 60 minutes after the start: the access token expires with it and the refresh is refused', async () => {
    const { session } = await impersonate();
    s.t.advance(45 * 60_000);
    const refreshed = await s.t.call('POST', '/account/refreshtoken', { at: session.at, rt: session.rt });
    expect(refreshed.body.rd).toBe(15);
    s.t.advance(15 * 60_000);
    expect((await cartClient(s.t, refreshed.body.at, 'acme').get()).status).toBe(401);
    expect(await s.t.call('POST', '/account/refreshtoken', { at: refreshed.body.at, rt: refreshed.body.rt })).toMatchObject({ status: 401, body: { error: 'refresh_failed' } });
  });
});

describe('the customers list', () => {
  it("keeps a SalesPerson to the assigned partners and filters by part of the email or name", async () => {
    const hellas = await freshCustomer(s.t, 'hellas');
    const sales = (await staffCall('GET', '/staff/customers?pageSize=100', tokens.SalesPerson)).body as StaffCustomerList;
    expect(sales.items.length).toBeGreaterThan(0);
    expect(sales.items.every((c) => c.partner === 'acme')).toBe(true);
    expect((await staffCall('GET', `/staff/customers?q=${hellas.email}`, tokens.SalesPerson)).body.total).toBe(0);
    const byEmail = (await staffCall('GET', `/staff/customers?q=${hellas.email.slice(0, 12).toUpperCase()}`, tokens.Inspector)).body as StaffCustomerList;
    expect(byEmail.items.map((c) => c.id)).toContain(hellas.id);
    expect((await staffCall('GET', '/staff/customers?q=%25', tokens.Employee)).body.total).toBe(0);
    expect((await staffCall('GET', '/staff/customers?status=gone', tokens.Employee)).status).toBe(400);
  });
});
