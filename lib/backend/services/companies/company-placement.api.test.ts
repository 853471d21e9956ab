import { eq, inArray } from 'drizzle-orm';
import { companyAddresses, companyMembers, customers, fiscalDocuments, outboxEmails, payments, purchaseRequests } from '../../db/schema';
import { freshCustomer, newKey, orderClient, orderState, orderSuite, stockOf } from '../../testing/order-helpers';
import { bodyFor, companyOf, fillCart, ledger, orderRow, overdueCharge, place, requestClient, requestOf } from '../../testing/purchase-request-helpers';

/**
 * Placing an order as a member of a company (issue #50 items 3–5, decision 0102): within the
 * rules it is placed as before, for the company; over the threshold, over the member's limit or
 * from a member who always needs approval it becomes a purchase request that waits (nothing paid,
 * charged or invoiced; its cart emptied); a viewer places nothing; on account needs a
 * purchase-order number, terms, no overdue invoice and the credit.
 */
jest.setTimeout(120_000);
const s = orderSuite();
const HOLD_MS = 72 * 3_600_000;

describe('within the rules', () => {
  it('places the order for the company at once and counts it as spent', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 10_000_000 });
    const { buyer } = company.members;
    await s.t.db.update(companyMembers).set({ spendingLimitCents: 10_000_000 }).where(eq(companyMembers.id, buyer.memberId));
    await fillCart(s, buyer);
    const res = await place(s.t, buyer, { purchaseOrderNumber: 'PO-7781' });
    expect(res.status).toBe(201);
    expect(res.body.payment).toEqual({ kind: 'none' });
    expect(res.body.approval).toBeUndefined();
    const order = await orderRow(s.t, res.body.uid);
    expect(order).toMatchObject({ companyId: company.id, awaitingApproval: false, purchaseOrderNumber: 'PO-7781' });
    expect(await requestOf(s.t, order.id)).toBeUndefined();
    const spending = await requestClient(s.t, buyer).spending();
    expect(spending.status).toBe(200);
    expect(spending.body).toMatchObject({ limitCents: 10_000_000, period: 'month', periodStart: '2026-11-01', periodEnd: '2026-12-01', spentCents: order.totalCents, leftCents: 10_000_000 - order.totalCents, mayPlaceOrders: true, onAccount: null });
    const view = await orderClient(s.t, buyer.token).get(res.body.uid);
    expect(view.body).toMatchObject({ purchaseOrderNumber: 'PO-7781', awaitingApproval: false, approval: null });
  });

  it('places a customer without a company as before (no company on the order)', async () => {
    const customer = { ...(await freshCustomer(s.t)), memberId: 0, role: 'buyer' as const };
    await fillCart(s, customer);
    const res = await place(s.t, customer);
    expect(res.status).toBe(201);
    expect((await orderRow(s.t, res.body.uid)).companyId).toBeNull();
  });
});

describe('a purchase request', () => {
  type Rule = { threshold?: number; limit?: number; always?: boolean };
  it.each<[string, Rule, string[]]>([
    ['over the threshold', { threshold: 1 }, ['over_threshold']],
    ['over the member’s limit', { limit: 1 }, ['over_limit']],
    ['from a member who always needs approval', { always: true }, ['always']],
  ])('%s waits for an approver: nothing paid, invoiced or counted; stock held; cart emptied', async (_, rule, reasons) => {
    const company = await companyOf(s, { approvalThresholdCents: rule.threshold ?? null });
    const { buyer } = company.members;
    await s.t.db.update(companyMembers).set({ spendingLimitCents: rule.limit ?? null, alwaysNeedsApproval: rule.always ?? false }).where(eq(companyMembers.id, buyer.memberId));
    const { pick } = await fillCart(s, buyer, 2);
    const stock = await stockOf(s.t, pick.variant.id);
    const res = await place(s.t, buyer, { paymentMethod: 'card', cardProvider: 'Viva' });
    expect(res.status).toBe(201);
    expect(res.body.payment).toEqual({ kind: 'none' });
    expect(res.body.approval).toEqual({ requestId: expect.any(Number), holdUntil: new Date(s.t.deps.now().getTime() + HOLD_MS).toISOString(), reasons });
    const order = await orderRow(s.t, res.body.uid);
    expect(order).toMatchObject({ companyId: company.id, awaitingApproval: true, paymentDueAt: null, paymentProvider: 'Viva', status: 0 });
    expect(await requestOf(s.t, order.id)).toMatchObject({ id: res.body.approval.requestId, state: 'waiting', buyerCustomerId: buyer.id, reasons });
    expect(await s.t.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    expect(await s.t.db.select().from(fiscalDocuments).where(eq(fiscalDocuments.orderId, order.id))).toEqual([]);
    expect(await stockOf(s.t, pick.variant.id)).toBe(stock - 2);
    expect((await buyer.cart.get()).body.lines).toEqual([]);
    expect((await requestClient(s.t, buyer).spending()).body.spentCents).toBe(0);
    const view = await orderClient(s.t, buyer.token).get(res.body.uid);
    expect(view.body).toMatchObject({ awaitingApproval: true, paymentDueAt: null, approval: { requestId: res.body.approval.requestId, state: 'waiting', reasons } });
    const listed = await orderClient(s.t, buyer.token).list();
    expect(listed.body.items[0]).toMatchObject({ uid: res.body.uid, awaitingApproval: true, awaitingPayment: false });
  });

  it('mails every approver and admin but the buyer, in their language, and the buyer', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    await s.t.db.update(companyMembers).set({ role: 'approver' }).where(eq(companyMembers.id, company.members.viewer.memberId));
    await s.t.db.update(customers).set({ language: 'en' }).where(eq(customers.id, company.members.approver.id));
    await fillCart(s, company.members.buyer);
    const contact = `orders-${company.members.buyer.id}@example.gr`;
    const res = await place(s.t, company.members.buyer, { email: contact });
    expect(res.status).toBe(201);
    const mails = await s.t.db.select({ to: outboxEmails.recipient, kind: outboxEmails.kind, language: outboxEmails.language }).from(outboxEmails).where(inArray(outboxEmails.recipient, [company.members.admin.email, company.members.approver.email, company.members.viewer.email, contact]));
    expect(mails.filter((m) => m.kind === 'requestToApprove').map((m) => m.to).sort()).toEqual([company.members.admin.email, company.members.approver.email, company.members.viewer.email].sort());
    expect(mails.find((m) => m.to === company.members.approver.email)).toMatchObject({ language: 'en' });
    expect(mails.find((m) => m.to === company.members.admin.email)).toMatchObject({ language: 'el' });
    expect(mails.filter((m) => m.kind === 'requestSent')).toHaveLength(1);
    expect(mails.some((m) => m.kind === 'orderPlaced')).toBe(false);
  });

  it('is refused when nobody but the buyer could approve it (409 approval_no_approver), writing nothing', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    await s.t.db.delete(companyMembers).where(eq(companyMembers.id, company.members.approver.memberId));
    const { admin } = company.members;
    const { pick } = await fillCart(s, admin);
    const before = await orderState(s.t, [pick.variant.id]);
    const res = await place(s.t, admin);
    expect(res).toMatchObject({ status: 409, body: { error: 'approval_no_approver' } });
    expect(await orderState(s.t, [pick.variant.id])).toEqual(before);
  });

  it('answers a replay of its placement the same, with one request', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { buyer } = company.members;
    await fillCart(s, buyer);
    const body = await bodyFor(s.t, buyer);
    const key = newKey();
    const first = await orderClient(s.t, buyer.token).place(body, key);
    const again = await orderClient(s.t, buyer.token).place(body, key);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(await s.t.db.select().from(purchaseRequests).where(eq(purchaseRequests.buyerCustomerId, buyer.id))).toHaveLength(1);
  });
});

describe('who may place', () => {
  it('refuses a viewer (403 company_role_forbidden), writing nothing', async () => {
    const company = await companyOf(s);
    const { viewer } = company.members;
    const { pick } = await fillCart(s, viewer);
    const before = await orderState(s.t, [pick.variant.id]);
    expect(await place(s.t, viewer)).toMatchObject({ status: 403, body: { error: 'company_role_forbidden' } });
    expect(await orderState(s.t, [pick.variant.id])).toEqual(before);
  });

  it('ships to a shared address of the member’s company, never another company’s', async () => {
    const company = await companyOf(s);
    const other = await companyOf(s);
    const address = { title: 'Αποθήκη', firstName: 'Γιώργος', lastName: 'Παππάς', country: 'GR', region: null, address: 'Πειραιώς 100', city: 'Αθήνα', postalCode: '11854', mobile: '6912345678' };
    const [own] = await s.t.db.insert(companyAddresses).values({ companyId: company.id, ...address }).returning();
    const [foreign] = await s.t.db.insert(companyAddresses).values({ companyId: other.id, ...address }).returning();
    const { buyer } = company.members;
    await fillCart(s, buyer);
    expect(await place(s.t, buyer, { shipTo: { kind: 'company', addressId: foreign!.id } })).toMatchObject({ status: 400, body: { fields: { 'shipTo.addressId': 'address_not_found' } } });
    const res = await place(s.t, buyer, { shipTo: { kind: 'company', addressId: own!.id } });
    expect(res.status).toBe(201);
    expect((await orderRow(s.t, res.body.uid)).shippingAddress).toMatchObject({ address: 'Πειραιώς 100', postalCode: '11854', firstName: 'Γιώργος' });
  });
});

describe('on account', () => {
  const terms = { paymentTermsDays: 30, creditLimitCents: 5_000_000 };

  it('charges the company in the placing transaction, due after its terms, with the purchase-order number', async () => {
    const company = await companyOf(s, terms);
    const { buyer } = company.members;
    await fillCart(s, buyer);
    const res = await place(s.t, buyer, { paymentMethod: 'on_account', purchaseOrderNumber: 'ΡΟ-2026/41' });
    expect(res.status).toBe(201);
    expect(res.body.payment).toEqual({ kind: 'none' });
    const order = await orderRow(s.t, res.body.uid);
    expect(await ledger(s.t, company.id)).toEqual([
      expect.objectContaining({ kind: 'charge', orderId: order.id, owedCents: order.totalCents, reference: 'ΡΟ-2026/41', dueAt: new Date(s.t.deps.now().getTime() + 30 * 86_400_000) }),
    ]);
    expect((await buyer.cart.get()).body.lines).toEqual([]);
    const view = await orderClient(s.t, buyer.token).get(res.body.uid);
    expect(view.body).toMatchObject({ paymentMethod: 'on_account', purchaseOrderNumber: 'ΡΟ-2026/41', paymentDueAt: null });
  });

  it('needs a purchase-order number (400 purchaseOrderNumber: required)', async () => {
    const company = await companyOf(s, terms);
    await fillCart(s, company.members.buyer);
    expect(await place(s.t, company.members.buyer, { paymentMethod: 'on_account' })).toMatchObject({ status: 400, body: { fields: { purchaseOrderNumber: 'required' } } });
  });

  it('is not allowed without a company or without terms (400 payment_not_allowed)', async () => {
    const company = await companyOf(s);
    await fillCart(s, company.members.buyer);
    expect(await place(s.t, company.members.buyer, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-1' })).toMatchObject({ status: 400, body: { error: 'payment_not_allowed', fields: { paymentMethod: 'payment_not_allowed' } } });
    const loner = { ...(await freshCustomer(s.t)), memberId: 0, role: 'buyer' as const };
    await fillCart(s, loner);
    expect(await place(s.t, loner, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-1' })).toMatchObject({ status: 400, body: { error: 'payment_not_allowed' } });
  });

  it('is refused with an overdue invoice (409 credit_overdue, with the amount and date), writing nothing', async () => {
    const company = await companyOf(s, terms);
    await overdueCharge(s.t, company.id, 12_345);
    const { pick } = await fillCart(s, company.members.buyer);
    const before = await orderState(s.t, [pick.variant.id]);
    const res = await place(s.t, company.members.buyer, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-2' });
    expect(res).toMatchObject({ status: 409, body: { error: 'credit_overdue', params: { credit: { overdueCents: 12_345, amount: 123.45, date: s.t.deps.now().getTime() - 86_400_000 } } } });
    expect(await orderState(s.t, [pick.variant.id])).toEqual(before);
  });

  it('is refused beyond the credit (409 credit_insufficient, with what is available), writing nothing', async () => {
    const company = await companyOf(s, { paymentTermsDays: 30, creditLimitCents: 100 });
    const { pick } = await fillCart(s, company.members.buyer);
    const before = await orderState(s.t, [pick.variant.id]);
    const res = await place(s.t, company.members.buyer, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-3' });
    expect(res).toMatchObject({ status: 409, body: { error: 'credit_insufficient', params: { credit: { availableCents: 100, available: 1 } } } });
    expect(await orderState(s.t, [pick.variant.id])).toEqual(before);
    expect(await ledger(s.t, company.id)).toEqual([]);
  });

  it('as a request: refused at once with an overdue invoice, but placed when only the credit is short (the approval charges it)', async () => {
    const short = await companyOf(s, { paymentTermsDays: 30, creditLimitCents: 100, approvalThresholdCents: 1 });
    await fillCart(s, short.members.buyer);
    const waiting = await place(s.t, short.members.buyer, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-4' });
    expect(waiting.status).toBe(201);
    expect(waiting.body.approval).toBeDefined();
    expect(await ledger(s.t, short.id)).toEqual([]);
    const overdue = await companyOf(s, { ...terms, approvalThresholdCents: 1 });
    await overdueCharge(s.t, overdue.id, 500);
    await fillCart(s, overdue.members.buyer);
    expect(await place(s.t, overdue.members.buyer, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-5' })).toMatchObject({ status: 409, body: { error: 'credit_overdue' } });
  });
});

describe('checkout options and spending', () => {
  it('offer on account and the company block to a member who places orders, of a company with terms', async () => {
    const company = await companyOf(s, { paymentTermsDays: 45, creditLimitCents: 200_000, approvalThresholdCents: 50_000 });
    await overdueCharge(s.t, company.id, 1_000);
    const options = await s.t.call('GET', '/Checkout/Options', undefined, { token: company.members.buyer.token, partner: 'acme' });
    expect(options.status).toBe(200);
    expect(options.body.payment.map((p: { method: string }) => p.method)).toContain('on_account');
    expect(options.body.company).toMatchObject({
      id: company.id,
      role: 'buyer',
      mayPlaceOrders: true,
      approval: { thresholdCents: 50_000, limitCents: null, spentCents: 0, leftCents: null, alwaysNeedsApproval: false, hasApprover: true, holdHours: 72 },
      onAccount: { termsDays: 45, creditLimitCents: 200_000, availableCents: 199_000, overdueCents: 1_000 },
    });
    const viewer = await s.t.call('GET', '/Checkout/Options', undefined, { token: company.members.viewer.token, partner: 'acme' });
    expect(viewer.body.company).toMatchObject({ role: 'viewer', mayPlaceOrders: false, addresses: [], onAccount: null });
    expect(viewer.body.payment.map((p: { method: string }) => p.method)).not.toContain('on_account');
    const spending = await requestClient(s.t, company.members.admin).spending();
    expect(spending.body.onAccount).toMatchObject({ termsDays: 45, availableCents: 199_000, overdueCents: 1_000, oldestDueAt: new Date(s.t.deps.now().getTime() - 86_400_000).toISOString() });
  });

  it('offer neither to a customer without a company', async () => {
    const customer = await freshCustomer(s.t);
    const options = await s.t.call('GET', '/Checkout/Options', undefined, { token: customer.token, partner: 'acme' });
    expect(options.body.company).toBeNull();
    expect(options.body.payment.map((p: { method: string }) => p.method)).not.toContain('on_account');
    expect(await requestClient(s.t, customer).spending()).toMatchObject({ status: 404, body: { error: 'company_not_found' } });
  });
});
