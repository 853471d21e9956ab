import type { Cart } from '@/lib/contract/cart';
import type { StaffAuditList } from '@/lib/contract/staff-audit';
import type { StaffOrderList } from '@/lib/contract/staff';
import { DEMO_STAFF_PASSWORD } from '../db/seed/demo-staff';
import { pickOne } from '../testing/cart-helpers';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';

/**
 * The audit log (issue #17 item 3): each staff action with who, what, the target named and its
 * partner, newest first; filters; a SalesPerson sees only the assigned partners' entries.
 */
jest.setTimeout(60_000);

const s = orderSuite();
const tokens: Record<'Employee' | 'SalesPerson' | 'Inspector', string> = { Employee: '', SalesPerson: '', Inspector: '' };
const staffCall = (method: string, path: string, token: string | undefined, body?: unknown) => s.t.call(method, path, body, { partner: null, ...(token ? { token } : {}) });
const audit = async (query: string, token = tokens.Employee) => (await staffCall('GET', `/staff/audit${query}`, token)).body as StaffAuditList;

let acmeCustomer: Awaited<ReturnType<typeof freshCustomer>>;
let hellasCustomer: Awaited<ReturnType<typeof freshCustomer>>;
let order: { id: number; number: string };

beforeAll(async () => {
  for (const [role, email] of [['Employee', 'employee@shop.test'], ['SalesPerson', 'sales@shop.test'], ['Inspector', 'inspector@shop.test']] as const) {
    tokens[role] = (await staffCall('POST', '/staff/login', undefined, { email, password: DEMO_STAFF_PASSWORD })).body.token;
  }
  acmeCustomer = await freshCustomer(s.t, 'acme');
  hellasCustomer = await freshCustomer(s.t, 'hellas');
  const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3);
  const cart = (await acmeCustomer.cart.add(pick.variant.id, 1)).body as Cart;
  const placed = await orderClient(s.t, acmeCustomer.token).place(orderBody(s.t, cart));
  const list = (await staffCall('GET', `/staff/orders?number=${placed.body.orderNumber}`, tokens.Employee)).body as StaffOrderList;
  order = { id: list.items[0]!.id, number: placed.body.orderNumber };
  // Three actions, one second apart: an order moved by the sales person, two accounts blocked by the Employee.
  expect((await staffCall('POST', `/staff/orders/${order.id}/status`, tokens.SalesPerson, { status: 'Processing', expectedVersion: 0 })).status).toBe(200);
  s.t.advance(1000);
  expect((await staffCall('POST', `/staff/customers/${acmeCustomer.id}/status`, tokens.Employee, { status: 'disabled', expectedStatus: 'active' })).status).toBe(200);
  s.t.advance(1000);
  expect((await staffCall('POST', `/staff/customers/${hellasCustomer.id}/status`, tokens.Employee, { status: 'disabled', expectedStatus: 'active' })).status).toBe(200);
});

describe('the audit log', () => {
  it('lists every action newest first, with who, the named target, its partner, before and after', async () => {
    const log = await audit('?pageSize=3');
    expect(log.items.map((e) => [e.action, e.target.label])).toEqual([
      ['customer.status', hellasCustomer.email],
      ['customer.status', acmeCustomer.email],
      ['order.status', order.number],
    ]);
    expect(log.items[2]).toMatchObject({
      staff: { email: 'sales@shop.test', role: 'SalesPerson' },
      target: { kind: 'order', id: order.id, partner: 'acme' },
      before: { status: 'Pending' },
      after: { status: 'Processing' },
    });
    expect(log.total).toBeGreaterThanOrEqual(3);
  });

  it('filters by staff, action, target kind and partner; an Inspector reads it too', async () => {
    expect((await audit('?staff=SALES@shop.test')).items.every((e) => e.staff.email === 'sales@shop.test')).toBe(true);
    expect((await audit('?action=order.status')).items.every((e) => e.action === 'order.status')).toBe(true);
    const hellas = await audit('?kind=customer&partner=hellas', tokens.Inspector);
    expect(hellas.items.map((e) => e.target.label)).toContain(hellasCustomer.email);
    expect(hellas.items.every((e) => e.target.partner === 'hellas' && e.target.kind === 'customer')).toBe(true);
    expect((await audit('?from=2099-01-01')).total).toBe(0);
    expect((await staffCall('GET', '/staff/audit?kind=planet', tokens.Employee)).status).toBe(400);
  });

  it('lists catalogue changes by their kind, named by their code (issue #45)', async () => {
    expect((await staffCall('POST', '/staff/catalog/brands', tokens.Employee, { code: 'audit-brand', name: 'Audit Brand' })).status).toBe(201);
    const brands = await audit('?kind=brand');
    expect(brands.items.map((e) => e.target.label)).toContain('audit-brand');
    expect(brands.items.every((e) => e.target.kind === 'brand')).toBe(true);
  });

  it("keeps a SalesPerson to the assigned partners' entries, and refuses a customer token", async () => {
    const sales = await audit('?pageSize=100', tokens.SalesPerson);
    expect(sales.items.length).toBeGreaterThan(0);
    expect(sales.items.every((e) => e.target.partner === 'acme')).toBe(true);
    expect(sales.items.map((e) => e.target.label)).not.toContain(hellasCustomer.email);
    expect((await staffCall('GET', '/staff/audit', acmeCustomer.token)).status).toBe(401);
  });
});
