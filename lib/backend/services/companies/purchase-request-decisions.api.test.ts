import { and, asc, eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { companyMembers, orderLines, outboxEmails, payments, returnRequests } from '../../db/schema';
import { changeStaffReturnStatus } from '../../staff/staff-returns';
import { expirePurchaseRequests } from '../../jobs/purchase-request-expiry';
import { changeOrderStatus } from '../orders/order-status';
import { disagreements, employee, givePoints, ledgersOf, singleUseCoupon, type Tracked } from '../../testing/holdings-helpers';
import { orderClient, orderSuite, stockOf } from '../../testing/order-helpers';
import { confirmReturn, paramsOf, pressAtViva } from '../../testing/payment-helpers';
import { companyOf, fillCart, ledger, orderRow, owed, place, renewMemberToken, requestClient, requestOf, setCompany, type CompanyMember } from '../../testing/purchase-request-helpers';
import { endWaitingRequests } from './request-endings';

/**
 * Deciding a purchase request (issue #50 item 4, decision 0102): an approval lets the order go on
 * exactly as placed (cash on delivery: nothing more; card: a payment attempt from now; on account:
 * the charge), a decline or the hold's end cancels it through the normal cancel (its stock, quota,
 * coupon and points given back), and its own buyer never decides it.
 */
jest.setTimeout(120_000);
const s = orderSuite();
const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };
let couponSerial = 0;

/** A request of the company's buyer (threshold 1 cent): its answer, order row and request id. */
async function requestBy(buyer: CompanyMember, changes: Record<string, unknown> = {}, quantity = 1) {
  const { pick } = await fillCart(s, buyer, quantity);
  const res = await place(s.t, buyer, changes);
  if (res.status !== 201 || !res.body.approval) throw new Error(`not a request: ${res.status} ${JSON.stringify(res.body)}`);
  return { pick, res, order: await orderRow(s.t, res.body.uid), id: res.body.approval.requestId as number };
}

/** The mails to an address in the order they were written (PostgreSQL returns rows in no set order without one). */
const mailsTo = (to: string) => s.t.db.select({ kind: outboxEmails.kind, links: outboxEmails.links }).from(outboxEmails).where(eq(outboxEmails.recipient, to)).orderBy(asc(outboxEmails.id));

describe('approve', () => {
  it('lets a cash-on-delivery order go on as placed, counts it as spent and mails the confirmation', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { buyer, approver } = company.members;
    const email = `coa-${buyer.id}@example.gr`;
    const { order, id } = await requestBy(buyer, { email });
    const res = await requestClient(s.t, approver).approve(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, state: 'approved', decidedBy: 'Ελένη Κώστα', canDecide: false, paymentUrl: null, orderDetail: { uid: order.uid, awaitingApproval: false, approval: { state: 'approved' } } });
    expect(await orderRow(s.t, order.uid)).toMatchObject({ awaitingApproval: false, paymentDueAt: null, status: OrderStatusCode.Pending });
    expect((await requestClient(s.t, buyer).spending()).body.spentCents).toBe(order.totalCents);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['requestSent', 'orderPlaced']);
    // Staff work it now like any cash-on-delivery order.
    await expect(changeOrderStatus(s.t.deps, { orderId: order.id, to: 'Processing', actor: STAFF })).resolves.toMatchObject({ to: 'Processing' });
  });

  it('starts a card payment that the buyer pays from now on, and mails them its page', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { buyer, admin } = company.members;
    const email = `card-${buyer.id}@example.gr`;
    const { order, id, pick } = await requestBy(buyer, { email, paymentMethod: 'card', cardProvider: 'Viva' });
    s.t.advance(3_600_000);
    await renewMemberToken(s.t, admin);
    await renewMemberToken(s.t, buyer);
    const res = await requestClient(s.t, admin).approve(id);
    expect(res.status).toBe(200);
    const [attempt] = await s.t.db.select().from(payments).where(eq(payments.orderId, order.id));
    const due = new Date(s.t.deps.now().getTime() + 30 * 60_000);
    expect(attempt).toMatchObject({ status: 'pending', provider: 'Viva', amountCents: order.totalCents, expiresAt: due });
    expect(res.body.paymentUrl).toBe(`http://shop.test/acme/payment/viva/${attempt!.uid}`);
    expect(await orderRow(s.t, order.uid)).toMatchObject({ awaitingApproval: false, paymentDueAt: due });
    const view = await orderClient(s.t, buyer.token).get(order.uid);
    expect(view.body).toMatchObject({ paymentDueAt: due.toISOString(), awaitingApproval: false });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.kind)).toEqual(['requestSent', 'requestApprovedPay']);
    expect(mails[1]!.links).toEqual([res.body.paymentUrl]);
    // The buyer pays at Viva: the order is paid; the same product put in their cart since stays there.
    expect((await buyer.cart.add(pick.variant.id, 1)).status).toBe(200);
    const back = paramsOf(await pressAtViva(s.t, { buyer, attemptUid: attempt!.uid }, 'pay'));
    expect((await confirmReturn(s.t, 'viva', back, { token: buyer.token })).status).toBe(200);
    expect((await orderRow(s.t, order.uid)).paidAt).not.toBeNull();
    expect((await buyer.cart.get()).body.lines.map((l: { variantId: number }) => l.variantId)).toEqual([pick.variant.id]);
  });

  it('charges an on-account order at the approval, due its terms after it; beyond the credit the request stays waiting', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1, paymentTermsDays: 30, creditLimitCents: 100 });
    const { buyer, approver } = company.members;
    const { order, id } = await requestBy(buyer, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-88' });
    const short = await requestClient(s.t, approver).approve(id);
    expect(short).toMatchObject({ status: 409, body: { error: 'credit_insufficient', params: { credit: { availableCents: 100, available: 1 } } } });
    expect(await requestOf(s.t, order.id)).toMatchObject({ state: 'waiting' });
    expect(await ledger(s.t, company.id)).toEqual([]);
    await setCompany(s.t, company.id, { creditLimitCents: 10_000_000 });
    s.t.advance(2 * 3_600_000);
    await renewMemberToken(s.t, approver);
    expect((await requestClient(s.t, approver).approve(id)).status).toBe(200);
    expect(await ledger(s.t, company.id)).toEqual([
      expect.objectContaining({ kind: 'charge', orderId: order.id, owedCents: order.totalCents, reference: 'PO-88', dueAt: new Date(s.t.deps.now().getTime() + 30 * 86_400_000) }),
    ]);
  });

  it('still approves after the limit or threshold changed while it waited (the approver decides)', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { buyer, approver } = company.members;
    const { id } = await requestBy(buyer);
    await setCompany(s.t, company.id, { approvalThresholdCents: null });
    await s.t.db.update(companyMembers).set({ spendingLimitCents: 1 }).where(eq(companyMembers.id, buyer.memberId));
    expect((await requestClient(s.t, approver).get(id)).body).toMatchObject({ state: 'waiting', reasons: ['over_threshold'] });
    expect((await requestClient(s.t, approver).approve(id)).body).toMatchObject({ state: 'approved' });
  });
});

describe('who decides', () => {
  it('never the buyer: 403 request_own for an admin’s own request, company_role_forbidden for a buyer', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { admin, buyer, approver } = company.members;
    const own = await requestBy(admin);
    expect(await requestClient(s.t, admin).approve(own.id)).toMatchObject({ status: 403, body: { error: 'request_own' } });
    expect(await requestClient(s.t, admin).decline(own.id)).toMatchObject({ status: 403, body: { error: 'request_own' } });
    const theirs = await requestBy(buyer);
    expect(await requestClient(s.t, buyer).approve(theirs.id)).toMatchObject({ status: 403, body: { error: 'company_role_forbidden' } });
    expect((await requestClient(s.t, approver).get(own.id)).body.canDecide).toBe(true);
    expect((await requestClient(s.t, admin).get(own.id)).body.canDecide).toBe(false);
    expect(await requestOf(s.t, own.order.id)).toMatchObject({ state: 'waiting' });
  });

  it('once: a decided request answers 409 request_decided', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { buyer, approver, admin } = company.members;
    const { id } = await requestBy(buyer);
    expect((await requestClient(s.t, approver).approve(id)).status).toBe(200);
    expect(await requestClient(s.t, admin).approve(id)).toMatchObject({ status: 409, body: { error: 'request_decided' } });
    expect(await requestClient(s.t, admin).decline(id)).toMatchObject({ status: 409, body: { error: 'request_decided' } });
  });
});

describe('decline', () => {
  it('needs a reason, then cancels the order and gives back its stock, quota, coupon and points', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { buyer, approver } = company.members;
    const { pick } = await fillCart(s, buyer, 2);
    const code = `PRQ${++couponSerial}X${Date.now() % 100_000}`;
    const couponId = await singleUseCoupon(s.t, code);
    expect((await s.t.call('POST', '/Cart/Coupon', { code }, { token: buyer.token, partner: 'acme' })).status).toBe(200);
    await givePoints(s.t, buyer, 100);
    expect((await s.t.call('PUT', '/Cart/Points', { points: 40 }, { token: buyer.token, partner: 'acme' })).status).toBe(200);
    const stockBase = await stockOf(s.t, pick.variant.id);
    const email = `decl-${buyer.id}@example.gr`;
    const res = await place(s.t, buyer, { email });
    expect(res.body.approval).toBeDefined();
    const order = await orderRow(s.t, res.body.uid);
    const tracked: Tracked = { orderId: order.id, uid: order.uid, attemptUid: '', buyer, variantId: pick.variant.id, couponId, quoteId: null, stockBase };
    expect(await ledgersOf(s.t, tracked)).toMatchObject({ stock: 2, quota: 2, coupon: true, redeemed: 40 });

    const id = res.body.approval.requestId;
    expect(await requestClient(s.t, approver).decline(id, '')).toMatchObject({ status: 400, body: { fields: { reason: 'required' } } });
    const declined = await requestClient(s.t, approver).decline(id, 'Όχι αυτόν τον μήνα');
    expect(declined.body).toMatchObject({ state: 'declined', note: 'Όχι αυτόν τον μήνα', orderDetail: { status: OrderStatusCode.Cancelled, awaitingApproval: false } });
    const after = await ledgersOf(s.t, tracked);
    expect({ ...after, redeemed: after.redeemed + 0 }).toMatchObject({ stock: 0, quota: 0, coupon: false, redeemed: 0, earned: { pending: 0, approved: 0 } });
    expect(await disagreements(s.t, tracked)).toEqual([]);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['requestSent', 'requestDeclined']);
  });
});

describe('the end of the hold', () => {
  it('refuses a decision after it, and the sweep expires the request once, its stock back', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { buyer, approver } = company.members;
    const email = `exp-${buyer.id}@example.gr`;
    const { pick, order, id } = await requestBy(buyer, { email }, 2);
    const stock = await stockOf(s.t, pick.variant.id);
    s.t.advance(72 * 3_600_000);
    await renewMemberToken(s.t, approver);
    expect(await requestClient(s.t, approver).approve(id)).toMatchObject({ status: 409, body: { error: 'request_expired' } });
    expect(await expirePurchaseRequests(s.t.deps)).toMatchObject({ expired: expect.any(Number) });
    expect(await requestOf(s.t, order.id)).toMatchObject({ state: 'expired', note: 'expired' });
    expect(await orderRow(s.t, order.uid)).toMatchObject({ status: OrderStatusCode.Cancelled, awaitingApproval: false });
    expect(await stockOf(s.t, pick.variant.id)).toBe(stock + 2);
    await expirePurchaseRequests(s.t.deps);
    expect(await stockOf(s.t, pick.variant.id)).toBe(stock + 2);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['requestSent', 'requestExpired']);
    expect(await requestClient(s.t, approver).decline(id)).toMatchObject({ status: 409, body: { error: 'request_expired' } });
  });
});

describe('the order of a waiting request', () => {
  it('may only be cancelled by staff (409 transition_awaiting_approval), and the request ends with it', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { order, id } = await requestBy(company.members.buyer);
    await expect(changeOrderStatus(s.t.deps, { orderId: order.id, to: 'Processing', actor: STAFF })).rejects.toMatchObject({ status: 409, error: 'transition_awaiting_approval' });
    await changeOrderStatus(s.t.deps, { orderId: order.id, to: 'Cancelled', actor: STAFF });
    expect(await requestOf(s.t, order.id)).toMatchObject({ id, state: 'cancelled', note: 'order_cancelled' });
    expect(await requestClient(s.t, company.members.approver).approve(id)).toMatchObject({ status: 409, body: { error: 'request_decided' } });
  });

  it('ends when its buyer is removed (endWaitingRequests), holdings given back once', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { buyer } = company.members;
    const { pick, order, id } = await requestBy(buyer, {}, 3);
    const stock = await stockOf(s.t, pick.variant.id);
    const ended = await s.t.db.transaction((tx) => endWaitingRequests(tx, s.t.deps, { companyId: company.id, buyerCustomerId: buyer.id, reason: 'buyer_removed', now: s.t.deps.now() }));
    expect(ended).toEqual([{ requestId: id, orderId: order.id }]);
    const again = await s.t.db.transaction((tx) => endWaitingRequests(tx, s.t.deps, { companyId: company.id, reason: 'company_disabled', now: s.t.deps.now() }));
    expect(again).toEqual([]);
    expect(await requestOf(s.t, order.id)).toMatchObject({ state: 'cancelled', note: 'buyer_removed' });
    expect(await stockOf(s.t, pick.variant.id)).toBe(stock + 3);
  });
});

describe('on account, later', () => {
  it('a cancel gives the whole charge back, once; a received return its lines’ share', async () => {
    const company = await companyOf(s, { paymentTermsDays: 30, creditLimitCents: 10_000_000 });
    const { buyer } = company.members;
    await fillCart(s, buyer);
    const first = await place(s.t, buyer, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-C1' });
    const cancelled = await orderRow(s.t, first.body.uid);
    await changeOrderStatus(s.t.deps, { orderId: cancelled.id, to: 'Cancelled', actor: STAFF });
    expect(await owed(s.t, company.id)).toBe(0);
    expect((await ledger(s.t, company.id)).map((e) => [e.kind, e.owedCents])).toEqual([
      ['charge', cancelled.totalCents],
      ['cancel', -cancelled.totalCents],
    ]);

    await fillCart(s, buyer, 2);
    const second = await place(s.t, buyer, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-C2' });
    const delivered = await orderRow(s.t, second.body.uid);
    for (const to of ['Processing', 'Invoiced', 'Completed'] as const) await changeOrderStatus(s.t.deps, { orderId: delivered.id, to, actor: STAFF });
    const created = await s.t.call('POST', '/Returns', { orderUid: delivered.uid, lines: [{ line: 0, quantity: 1 }], reason: 'size_or_fit' }, { token: buyer.token, partner: 'acme' });
    expect(created.status).toBe(201);
    const [returned] = await s.t.db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.orderId, delivered.id));
    await changeStaffReturnStatus(s.t.deps, await employee(s.t), returned!.id, { status: 'Received', expectedStatus: 'Requested' });
    const [line] = await s.t.db.select({ total: orderLines.total }).from(orderLines).where(and(eq(orderLines.orderId, delivered.id), eq(orderLines.position, 0)));
    const share = Math.round(line!.total.net / 2) + Math.round(line!.total.vat / 2);
    expect((await ledger(s.t, company.id)).filter((e) => e.orderId === delivered.id).map((e) => [e.kind, e.owedCents])).toEqual([
      ['charge', delivered.totalCents],
      ['return', -share],
    ]);
  });
});
