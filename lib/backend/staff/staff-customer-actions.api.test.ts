import { and, eq } from 'drizzle-orm';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { customers, partners, quotaUsage, staffAudit } from '../db/schema';
import { signAccessToken } from '../services/access-tokens';
import { startFamily } from '../services/refresh-tokens';
import { cartClient } from '../testing/cart-helpers';
import { freshCustomer, orderSuite } from '../testing/order-helpers';

/**
 * Staff changes to a customer account (issue #17 item 3): approve, block and unblock with the
 * version check and the audit row (blocking ends the sessions at once), and the discount quota
 * reset; each role against both endpoints.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };

const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => s.t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });
const setStatus = (id: number | string, status: string, expectedStatus: string, token = tokens.Employee) => staffCall('POST', `/staff/customers/${id}/status`, token, { status, expectedStatus });
const resetQuota = (id: number | string, token = tokens.Employee) => staffCall('POST', `/staff/customers/${id}/quota-reset`, token);
const statusOf = async (id: number) => (await s.t.db.select({ status: customers.status }).from(customers).where(eq(customers.id, id)))[0]!.status;

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) {
    tokens[role] = (await staffCall('POST', '/staff/login', undefined, { email, password: DEMO_STAFF_PASSWORD })).body.token;
  }
});

describe('who may change a customer', () => {
  it('refuses an Inspector, no token and a customer token on both endpoints, and changes nothing', async () => {
    const customer = await freshCustomer(s.t, 'acme');
    expect(await setStatus(customer.id, 'disabled', 'active', tokens.Inspector)).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect(await resetQuota(customer.id, tokens.Inspector)).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    for (const token of [undefined, customer.token]) {
      expect((await staffCall('POST', `/staff/customers/${customer.id}/status`, token, { status: 'disabled', expectedStatus: 'active' })).status).toBe(401);
      expect((await staffCall('POST', `/staff/customers/${customer.id}/quota-reset`, token)).status).toBe(401);
    }
    expect(await statusOf(customer.id)).toBe('active');
  });

  it("keeps a SalesPerson to the assigned partners: another partner's customer is not found", async () => {
    const hellas = await freshCustomer(s.t, 'hellas');
    expect(await setStatus(hellas.id, 'disabled', 'active', tokens.SalesPerson)).toMatchObject({ status: 404, body: { error: 'customer_not_found' } });
    expect(await resetQuota(hellas.id, tokens.SalesPerson)).toMatchObject({ status: 404, body: { error: 'customer_not_found' } });
    const acme = await freshCustomer(s.t, 'acme');
    expect(await setStatus(acme.id, 'disabled', 'active', tokens.SalesPerson)).toMatchObject({ status: 200, body: { status: 'disabled' } });
    for (const id of ['abc', '0', '99999999']) expect((await setStatus(id, 'disabled', 'active')).status).toBe(404);
  });
});

describe('the account status', () => {
  it('blocks an active customer: the session stops at once, the audit row says who and what', async () => {
    const customer = await freshCustomer(s.t, 'acme');
    // A session as a login starts it: a refresh family and its access token.
    const { familyId } = await startFamily(s.t.deps, { customerId: customer.id, partnerId: customer.partnerId });
    const token = await signAccessToken(s.t.deps, { customerId: customer.id, partnerId: customer.partnerId, partnerCode: 'acme', familyId });
    expect((await cartClient(s.t, token).get()).status).toBe(200);
    expect(await setStatus(customer.id, 'disabled', 'active')).toMatchObject({ status: 200, body: { id: customer.id, status: 'disabled', partner: 'acme' } });
    expect((await cartClient(s.t, token).get()).status).toBe(401);
    const [audit] = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'customer'), eq(staffAudit.targetId, customer.id)));
    expect(audit).toMatchObject({ action: 'customer.status', before: { status: 'active' }, after: { status: 'disabled' } });
    expect(await setStatus(customer.id, 'active', 'disabled')).toMatchObject({ status: 200, body: { status: 'active' } });
  });

  it('approves a pending account (verified now), and refuses stale, unchanged and forbidden changes with nothing written', async () => {
    const customer = await freshCustomer(s.t, 'acme');
    await s.t.db.update(customers).set({ status: 'pending', verifiedAt: null }).where(eq(customers.id, customer.id));
    expect(await setStatus(customer.id, 'disabled', 'active')).toMatchObject({ status: 409, body: { error: 'customer_changed' } });
    expect(await setStatus(customer.id, 'active', 'pending')).toMatchObject({ status: 200, body: { status: 'active' } });
    const [row] = await s.t.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.verifiedAt).not.toBeNull();
    expect(await setStatus(customer.id, 'active', 'active')).toMatchObject({ status: 409, body: { error: 'customer_status_unchanged' } });
    expect(await setStatus(customer.id, 'pending', 'active')).toMatchObject({ status: 409, body: { error: 'customer_transition_not_allowed' } });
    expect(await statusOf(customer.id)).toBe('active');
    const audits = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'customer'), eq(staffAudit.targetId, customer.id)));
    expect(audits).toHaveLength(1);
    const bad = await staffCall('POST', `/staff/customers/${customer.id}/status`, tokens.Employee, { status: 'gone' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['expectedStatus', 'status']);
  });
});

describe('the quota reset', () => {
  it("gives back the units used in the current period only, as PromotionInfo then shows", async () => {
    const customer = await freshCustomer(s.t, 'acme');
    const [acme] = await s.t.db.select().from(partners).where(eq(partners.code, 'acme'));
    const info = async () => (await s.t.call('GET', '/Partners/PromotionInfo', undefined, { token: customer.token })).body.quota;
    const { periodStart } = await info();
    await s.t.db.insert(quotaUsage).values([
      { customerId: customer.id, partnerId: acme!.id, periodStart, units: 3 },
      { customerId: customer.id, partnerId: acme!.id, periodStart, units: 2 },
      { customerId: customer.id, partnerId: acme!.id, periodStart: '2020-01-01', units: 7 },
    ]);
    expect(await info()).toMatchObject({ used: 5 });
    expect(await resetQuota(customer.id)).toMatchObject({ status: 200, body: { customerId: customer.id, periodStart, unitsCleared: 5 } });
    expect(await info()).toMatchObject({ used: 0, remaining: acme!.quotaLimit });
    expect(await s.t.db.select().from(quotaUsage).where(eq(quotaUsage.customerId, customer.id))).toEqual([expect.objectContaining({ periodStart: '2020-01-01', units: 7 })]);
    const [audit] = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'customer.quota_reset'), eq(staffAudit.targetId, customer.id)));
    expect(audit).toMatchObject({ before: { used: 5, periodStart }, after: { used: 0 } });
    expect(await resetQuota(customer.id)).toMatchObject({ status: 200, body: { unitsCleared: 0 } });
  });
});
