import { and, eq } from 'drizzle-orm';
import { zStaffCompany, zStaffCompanyList } from '@/lib/contract/staff-companies';
import type { Cart } from '@/lib/contract/cart';
import { companies, companyMembers, orders, purchaseRequests, staffAudit } from '../db/schema';
import { pickOne } from '../testing/cart-helpers';
import { addMember, createCompany, type TestCompany } from '../testing/company-helpers';
import { freshCustomer, orderBody, orderClient, orderSuite } from '../testing/order-helpers';
import { bareCompany, companyBody, freshVatNumber } from './testing/company-matrix';
import { matrixTokens, staffCallOf, type MatrixTokens } from './testing/route-matrix-context';

/**
 * Companies in the operations API (issue #50, decision 0100): staff create (active at once),
 * list (pending first, by the partners they see), read and edit them against a version, decide on
 * them, and add and remove members; every write audited, every refusal writes nothing.
 */
jest.setTimeout(60_000);
const s = orderSuite();
let tokens: MatrixTokens;
const call = (method: string, path: string, who: keyof MatrixTokens, body?: unknown) => staffCallOf(s.t)(method, path, tokens[who], body);
const auditOf = (id: number) => s.t.db.select().from(staffAudit).where(and(eq(staffAudit.targetKind, 'company'), eq(staffAudit.targetId, id))).orderBy(staffAudit.id);
const settings = (changes: Record<string, unknown> = {}) => ({ name: 'Αλφα Βήτα Α.Ε.', vatNumber: freshVatNumber(), taxOffice: 'ΦΑΕ Αθηνών', activity: 'Εμπόριο', approvalThresholdCents: null, paymentTermsDays: null, creditLimitCents: 0, expectedVersion: 0, ...changes });

beforeAll(async () => {
  tokens = await matrixTokens(s.t);
});

/** The buyer's order over the company's threshold of 1 cent: placed as a purchase request that waits. Its request row. */
async function waitingRequest(company: TestCompany, role: 'buyer' | 'approver' = 'buyer') {
  const buyer = company.members[role];
  const pick = pickOne(s.oracle, 'acme', s.used, ({ variant }) => variant.stock >= 3);
  const cart = (await buyer.cart.add(pick.variant.id, 1)).body as Cart;
  const placed = await orderClient(s.t, buyer.token, 'acme').place(orderBody(s.t, cart));
  expect([placed.status, placed.body.approval?.requestId]).toEqual([201, expect.any(Number)]);
  return placed.body.approval.requestId as number;
}
const requestState = async (id: number) => {
  const [row] = await s.t.db.select({ state: purchaseRequests.state, note: purchaseRequests.note, orderStatus: orders.status }).from(purchaseRequests).innerJoin(orders, eq(orders.id, purchaseRequests.orderId)).where(eq(purchaseRequests.id, id));
  return row;
};

describe('create', () => {
  it('a SalesPerson creates an active company of their partner with a customer as its admin; audited', async () => {
    const admin = await freshCustomer(s.t, 'acme');
    const body = { ...companyBody(), vatNumber: `EL ${freshVatNumber()}`, taxOffice: 'φαε αθηνων', adminCustomerId: admin.id };
    const res = await call('POST', '/staff/companies', 'SalesPerson', body);
    expect(res.status).toBe(201);
    expect(zStaffCompany.strict().safeParse(res.body).error).toBeUndefined();
    expect(res.body).toMatchObject({ partner: 'acme', status: 'active', vatNumber: body.vatNumber.slice(3), taxOffice: 'ΦΑΕ Αθηνών', version: 0, decisions: ['disable'], requestedBy: null, pendingRequests: 0 });
    expect(res.body.members).toEqual([expect.objectContaining({ customerId: admin.id, role: 'admin', email: admin.email, spendingLimitCents: null })]);
    expect(res.body.credit).toEqual({ owedCents: 0, availableCents: 0, overdueCents: 0, oldestDueAt: null });
    const [audit] = await auditOf(res.body.id);
    expect(audit).toMatchObject({ action: 'company.create', before: null, partnerId: admin.partnerId, after: expect.objectContaining({ status: 'active', adminCustomerId: admin.id }) });
  });

  it('refuses a bad ΑΦΜ or tax office with field keys, a taken ΑΦΜ, another partner, a member of a company and an Inspector; nothing written', async () => {
    const before = (await s.t.db.select({ id: companies.id }).from(companies)).length;
    const bad = await call('POST', '/staff/companies', 'Employee', { ...companyBody(), vatNumber: '123456789', taxOffice: 'Πουθενά' });
    expect([bad.status, bad.body.fields]).toEqual([400, { vatNumber: 'vat_number_check_digit', taxOffice: 'tax_office_unknown' }]);
    const taken = await bareCompany(s.t);
    const [row] = await s.t.db.select({ vatNumber: companies.vatNumber }).from(companies).where(eq(companies.id, taken));
    expect((await call('POST', '/staff/companies', 'Employee', { ...companyBody(), vatNumber: row!.vatNumber })).body.error).toBe('company_vat_taken');
    // The same ΑΦΜ under another partner is another company.
    expect((await call('POST', '/staff/companies', 'Employee', { ...companyBody('hellas'), vatNumber: row!.vatNumber })).status).toBe(201);
    expect((await call('POST', '/staff/companies', 'OtherSalesPerson', companyBody())).body.error).toBe('partner_not_found');
    expect((await call('POST', '/staff/companies', 'Inspector', companyBody())).body.error).toBe('staff_read_only');
    const member = (await createCompany(s.t)).members.buyer;
    expect((await call('POST', '/staff/companies', 'Employee', { ...companyBody(), adminCustomerId: member.id })).body.error).toBe('company_member_already');
    const stranger = await freshCustomer(s.t, 'hellas');
    const other = await call('POST', '/staff/companies', 'Employee', { ...companyBody(), adminCustomerId: stranger.id });
    expect([other.status, other.body.fields]).toEqual([400, { customerId: 'company_member_not_customer' }]);
    // The taken one, the member's and hellas'; none of the refused ones (the member-already one rolled back with its company row).
    expect((await s.t.db.select({ id: companies.id }).from(companies)).length).toBe(before + 3);
  });
});

describe('list and read', () => {
  it('lists pending companies first, filters by status and name or ΑΦΜ, and keeps other partners from a SalesPerson', async () => {
    const pending = await bareCompany(s.t, { status: 'pending' });
    const hellas = await bareCompany(s.t, { partner: 'hellas' });
    const all = await call('GET', '/staff/companies?pageSize=100', 'Employee');
    expect(zStaffCompanyList.strict().safeParse(all.body).error).toBeUndefined();
    const statuses = all.body.items.map((c: { status: string }) => c.status);
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.findIndex((st: string) => st !== 'pending'));
    expect(all.body.items.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([pending, hellas]));
    const mine = await call('GET', '/staff/companies?pageSize=100', 'SalesPerson');
    expect(mine.body.items.every((c: { partner: string }) => c.partner === 'acme')).toBe(true);
    const [row] = await s.t.db.select().from(companies).where(eq(companies.id, pending));
    const found = await call('GET', `/staff/companies?status=pending&q=${row!.vatNumber.slice(2, 8)}`, 'Inspector');
    expect(found.body.items.map((c: { id: number }) => c.id)).toEqual([pending]);
    expect((await call('GET', `/staff/companies/${hellas}`, 'SalesPerson')).body.error).toBe('company_not_found');
    expect((await call('GET', `/staff/companies/${hellas}`, 'OtherSalesPerson')).status).toBe(200);
    expect((await call('GET', '/staff/companies/0', 'Employee')).body.error).toBe('company_not_found');
  });
});

describe('edit', () => {
  it('changes invoice details, threshold, terms and limit against the version; a stale version is 409 company_changed', async () => {
    const id = await bareCompany(s.t);
    const first = settings({ approvalThresholdCents: 100_000, paymentTermsDays: 30, creditLimitCents: 500_000 });
    const changed = await call('PUT', `/staff/companies/${id}`, 'Employee', first);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ version: 1, approvalThresholdCents: 100_000, paymentTermsDays: 30, creditLimitCents: 500_000, credit: { availableCents: 500_000 } });
    const stale = await call('PUT', `/staff/companies/${id}`, 'SalesPerson', settings({ paymentTermsDays: 60 }));
    expect([stale.status, stale.body.error]).toEqual([409, 'company_changed']);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: 'company.update', before: expect.objectContaining({ paymentTermsDays: null, version: 0 }), after: expect.objectContaining({ paymentTermsDays: 30, version: 1 }) });
    expect((await auditOf(id)).length).toBe(1);
  });

  it('refuses terms out of 1–365, a negative limit and another company\'s ΑΦΜ', async () => {
    const id = await bareCompany(s.t);
    const bad = await call('PUT', `/staff/companies/${id}`, 'Employee', settings({ paymentTermsDays: 366, creditLimitCents: -1 }));
    expect([bad.status, Object.keys(bad.body.fields).sort()]).toEqual([400, ['creditLimitCents', 'paymentTermsDays']]);
    expect((await call('PUT', `/staff/companies/${id}`, 'Employee', settings({ paymentTermsDays: 0 }))).status).toBe(400);
    const other = await bareCompany(s.t);
    const [row] = await s.t.db.select({ vatNumber: companies.vatNumber }).from(companies).where(eq(companies.id, other));
    expect((await call('PUT', `/staff/companies/${id}`, 'Employee', settings({ vatNumber: row!.vatNumber }))).body.error).toBe('company_vat_taken');
    expect((await call('PUT', `/staff/companies/${id}`, 'Inspector', settings())).body.error).toBe('staff_read_only');
    const [unchanged] = await s.t.db.select({ version: companies.version }).from(companies).where(eq(companies.id, id));
    expect(unchanged!.version).toBe(0);
  });
});

describe('decisions', () => {
  it('approves a pending company (its admin can then use it), refuses a move its status does not allow, declines another', async () => {
    const company = await createCompany(s.t, { status: 'pending' });
    const admin = company.members.admin;
    const statement = () => s.t.call('GET', '/Company/Statement', undefined, { token: admin.token });
    expect((await statement()).body.error).toBe('company_not_found');
    const approved = await call('POST', `/staff/companies/${company.id}/decision`, 'SalesPerson', { decision: 'approve', note: 'ΑΦΜ checked' });
    expect(approved.body).toMatchObject({ status: 'active', decisions: ['disable'], version: 1 });
    expect((await statement()).status).toBe(200);
    expect((await call('POST', `/staff/companies/${company.id}/decision`, 'Employee', { decision: 'approve' })).body.error).toBe('company_transition_not_allowed');
    const [audit] = await auditOf(company.id);
    expect(audit).toMatchObject({ action: 'company.decision', before: { status: 'pending' }, after: { status: 'active', decision: 'approve', note: 'ΑΦΜ checked' } });
    const other = await bareCompany(s.t, { status: 'pending' });
    expect((await call('POST', `/staff/companies/${other}/decision`, 'Employee', { decision: 'decline' })).body).toMatchObject({ status: 'declined', decisions: [] });
    expect((await call('POST', `/staff/companies/${other}/decision`, 'Employee', { decision: 'enable' })).status).toBe(409);
  });

  it('disables an active company (its waiting purchase requests end, its members lose it at once) and enables it again', async () => {
    const company = await createCompany(s.t, { approvalThresholdCents: 1 });
    const request = await waitingRequest(company);
    expect((await call('GET', `/staff/companies/${company.id}`, 'Employee')).body.pendingRequests).toBe(1);
    const disabled = await call('POST', `/staff/companies/${company.id}/decision`, 'Employee', { decision: 'disable' });
    expect([disabled.status, disabled.body.status, disabled.body.pendingRequests]).toEqual([200, 'disabled', 0]);
    expect(await requestState(request)).toMatchObject({ state: 'cancelled', note: 'company_disabled' });
    expect((await s.t.call('GET', '/Company/Statement', undefined, { token: company.members.admin.token })).body.error).toBe('company_not_found');
    expect((await call('POST', `/staff/companies/${company.id}/decision`, 'Employee', { decision: 'enable' })).body.status).toBe('active');
    expect((await auditOf(company.id)).map((a) => [(a.after as { decision: string }).decision, (a.after as { requestsEnded?: number }).requestsEnded])).toEqual([
      ['disable', 1],
      ['enable', undefined],
    ]);
  });
});

describe('members', () => {
  it('a member removed has their waiting purchase requests ended; a colleague\'s stays', async () => {
    const company = await createCompany(s.t, { approvalThresholdCents: 1 });
    const theirs = await waitingRequest(company, 'buyer');
    const colleague = await waitingRequest(company, 'approver');
    expect((await call('DELETE', `/staff/companies/${company.id}/members/${company.members.buyer.memberId}`, 'SalesPerson')).status).toBe(204);
    expect(await requestState(theirs)).toMatchObject({ state: 'cancelled', note: 'buyer_removed' });
    expect(await requestState(colleague)).toMatchObject({ state: 'waiting' });
  });

  it('adds a customer of the partner with a role and removes a member; never the last admin', async () => {
    const company = await createCompany(s.t);
    const customer = await freshCustomer(s.t, 'acme');
    const added = await call('POST', `/staff/companies/${company.id}/members`, 'SalesPerson', { customerId: customer.id, role: 'approver' });
    expect(added.status).toBe(201);
    expect(added.body.members.find((m: { customerId: number }) => m.customerId === customer.id)).toMatchObject({ role: 'approver', limitPeriod: 'month' });
    const again = await call('POST', `/staff/companies/${company.id}/members`, 'Employee', { customerId: customer.id, role: 'buyer' });
    expect([again.status, again.body.error]).toEqual([409, 'company_member_already']);
    const stranger = await freshCustomer(s.t, 'hellas');
    expect((await call('POST', `/staff/companies/${company.id}/members`, 'Employee', { customerId: stranger.id, role: 'buyer' })).body.fields).toEqual({ customerId: 'company_member_not_customer' });

    const memberId = added.body.members.find((m: { customerId: number }) => m.customerId === customer.id).id;
    expect((await call('DELETE', `/staff/companies/${company.id}/members/${memberId}`, 'Employee')).status).toBe(204);
    expect((await call('DELETE', `/staff/companies/${company.id}/members/${memberId}`, 'Employee')).body.error).toBe('company_member_not_found');
    const last = await call('DELETE', `/staff/companies/${company.id}/members/${company.members.admin.memberId}`, 'Employee');
    expect([last.status, last.body.error]).toEqual([409, 'company_last_admin']);
    // A second admin lets the first go.
    await addMember(s.t, company.id, (await freshCustomer(s.t, 'acme')).id, 'admin');
    expect((await call('DELETE', `/staff/companies/${company.id}/members/${company.members.admin.memberId}`, 'Employee')).status).toBe(204);
    // Another company's member is not this company's.
    const other = await createCompany(s.t);
    expect((await call('DELETE', `/staff/companies/${company.id}/members/${other.members.viewer.memberId}`, 'Employee')).body.error).toBe('company_member_not_found');
    expect((await auditOf(company.id)).map((a) => a.action)).toEqual(['company.member.add', 'company.member.remove', 'company.member.remove']);
    expect(await s.t.db.select({ id: companyMembers.id }).from(companyMembers).where(eq(companyMembers.customerId, customer.id))).toEqual([]);
  });
});
