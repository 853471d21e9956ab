import { and, eq } from 'drizzle-orm';
import type { StaffPrivacyRequestList } from '@/lib/contract/account-privacy';
import { customers, privacyRequests, staffAudit } from '../db/schema';
import { freshCustomer, orderSuite } from '../testing/order-helpers';
import { placeOne } from '../testing/privacy-helpers';
import { matrixTokens, staffCallOf, type MatrixTokens } from './testing/route-matrix-context';

/**
 * Staff and customers' privacy requests (issue #49 item 2, decision 0096): an account deleted at
 * the customer's request by an Employee or the SalesPerson of its partner (the same erasure and
 * refusals as the customer's own, audited), and the list of requests, each member seeing only the
 * partners they may.
 */
jest.setTimeout(120_000);
const s = orderSuite();
let tokens: MatrixTokens;
const staff = (method: string, path: string, who: keyof MatrixTokens) => staffCallOf(s.t)(method, path, tokens[who]);
const remove = (customerId: number, who: keyof MatrixTokens) => staff('POST', `/staff/customers/${customerId}/delete`, who);
const list = async (who: keyof MatrixTokens, query = '') => (await staff('GET', `/staff/privacy-requests${query}`, who)).body as StaffPrivacyRequestList;

beforeAll(async () => {
  tokens = await matrixTokens(s.t);
});

describe('POST /staff/customers/{id}/delete', () => {
  it("the partner's SalesPerson deletes the account: the request it wrote, the erasure, and the audit row", async () => {
    const buyer = await freshCustomer(s.t);
    const res = await remove(buyer.id, 'SalesPerson');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      customer: { id: buyer.id, email: `deleted-${buyer.id}@deleted.invalid`, name: '', deleted: true },
      partner: 'acme',
      kind: 'delete',
      status: 'completed',
      reason: null,
      staff: { email: 'sales@shop.test' },
      at: s.t.deps.now().toISOString(),
    });
    const [audit] = await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'customer'), eq(staffAudit.targetId, buyer.id)));
    expect(audit).toMatchObject({ action: 'customer.delete', before: { status: 'active' }, after: { status: 'disabled', deleted: true } });
    // A deleted account is never unblocked, and a second deletion says it is done already.
    expect((await staff('GET', `/staff/customers?q=deleted-${buyer.id}`, 'Employee')).body.items).toEqual([expect.objectContaining({ id: buyer.id, status: 'disabled', deleted: true })]);
    const unblock = await staffCallOf(s.t)('POST', `/staff/customers/${buyer.id}/status`, tokens.Employee, { status: 'active', expectedStatus: 'disabled' });
    expect(unblock).toMatchObject({ status: 409, body: { error: 'account_deleted' } });
    expect(await remove(buyer.id, 'Employee')).toMatchObject({ status: 409, body: { error: 'account_deleted' } });
  });

  it("another partner's SalesPerson gets 404 and an Inspector 403; the account stays", async () => {
    const buyer = await freshCustomer(s.t);
    expect(await remove(buyer.id, 'OtherSalesPerson')).toMatchObject({ status: 404, body: { error: 'customer_not_found' } });
    expect(await remove(buyer.id, 'Inspector')).toMatchObject({ status: 403, body: { error: 'staff_read_only' } });
    expect(await remove(buyer.id, 'customer')).toMatchObject({ status: 401 });
    expect(await remove(999_999_999, 'Employee')).toMatchObject({ status: 404, body: { error: 'customer_not_found' } });
    const [row] = await s.t.db.select({ deletedAt: customers.deletedAt }).from(customers).where(eq(customers.id, buyer.id));
    expect(row!.deletedAt).toBeNull();
    expect(await s.t.db.select().from(privacyRequests).where(eq(privacyRequests.customerId, buyer.id))).toEqual([]);
  });

  it('an open order refuses it as it refuses the customer: 409 with the order, recorded as refused by that member', async () => {
    const buyer = await freshCustomer(s.t);
    const order = await placeOne(s, buyer);
    const res = await remove(buyer.id, 'Employee');
    expect(res).toMatchObject({ status: 409, body: { error: 'account_has_open_orders', params: { orders: { [order.orderNumber]: order.uid }, reasons: { [order.orderNumber]: 'order_open' } } } });
    const [row] = await s.t.db.select({ email: customers.email, deletedAt: customers.deletedAt }).from(customers).where(eq(customers.id, buyer.id));
    expect(row).toEqual({ email: buyer.email, deletedAt: null });
    const [request] = await s.t.db.select().from(privacyRequests).where(eq(privacyRequests.customerId, buyer.id));
    expect(request).toMatchObject({ kind: 'delete', status: 'refused', reason: 'account_has_open_orders', staffId: expect.any(Number) });
    expect(await s.t.db.select().from(staffAudit).where(and(eq(staffAudit.action, 'customer.delete'), eq(staffAudit.targetId, buyer.id)))).toEqual([]);
  });
});

describe('GET /staff/privacy-requests', () => {
  it('newest first; a SalesPerson sees their partners only, an Employee and an Inspector every one', async () => {
    const acme = await freshCustomer(s.t, 'acme');
    const hellas = await freshCustomer(s.t, 'hellas');
    expect((await remove(acme.id, 'Employee')).status).toBe(200);
    s.t.advance(60_000);
    expect((await remove(hellas.id, 'OtherSalesPerson')).status).toBe(200);

    const all = await list('Employee', '?pageSize=100');
    const ids = all.items.map((r) => r.customer.id);
    expect(ids.indexOf(hellas.id)).toBeLessThan(ids.indexOf(acme.id));
    expect(ids).toEqual(expect.arrayContaining([acme.id, hellas.id]));
    expect(all.items.map((r) => r.at)).toEqual([...all.items.map((r) => r.at)].sort().reverse());
    expect((await list('Inspector', '?pageSize=100')).total).toBe(all.total);

    const own = await list('SalesPerson', '?pageSize=100');
    expect(own.items.every((r) => r.partner === 'acme')).toBe(true);
    expect(own.items.map((r) => r.customer.id)).toContain(acme.id);
    const other = await list('OtherSalesPerson', '?pageSize=100');
    expect(other.items.map((r) => r.partner)).toEqual(other.items.map(() => 'hellas'));
    expect(other.items.map((r) => r.customer.id)).toContain(hellas.id);
    // Filtering another partner's requests finds nothing for them.
    expect((await list('OtherSalesPerson', '?partner=acme')).total).toBe(0);
  });

  it('filters by kind and status, pages, and refuses a bad filter with its field', async () => {
    const buyer = await freshCustomer(s.t);
    await placeOne(s, buyer);
    expect((await remove(buyer.id, 'Employee')).status).toBe(409);
    const refused = await list('Employee', '?kind=delete&status=refused&pageSize=1');
    expect(refused).toMatchObject({ page: 1, pageSize: 1 });
    expect(refused.items).toEqual([expect.objectContaining({ customer: expect.objectContaining({ id: buyer.id, deleted: false }), status: 'refused', reason: 'account_has_open_orders' })]);
    expect((await list('Employee', '?status=completed&pageSize=100')).items.every((r) => r.status === 'completed')).toBe(true);
    expect(await staff('GET', '/staff/privacy-requests?kind=everything', 'Employee')).toMatchObject({ status: 400, body: { fields: { kind: expect.any(String) } } });
  });
});
