import { eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { companies, companyMembers, orders, purchaseRequests } from '../../db/schema';
import { freshCustomer, newKey, orderClient, orderSuite, stockOf } from '../../testing/order-helpers';
import { addMember, type CompanyMember } from '../../testing/company-helpers';
import { bodyFor, companyOf, fillCart, ledger, orderRow, owed, place, requestClient, requestOf, setCompany } from '../../testing/purchase-request-helpers';
import { lockCompany } from './membership';
import { removeMember } from './members';

/**
 * The company layer under concurrency (issue #50 "bad input and faults"): each race has one
 * defined outcome, and nothing is charged or held twice. On PGlite the transactions run one after
 * the other; on PostgreSQL (`node scripts/test-pg.mjs <this file>`) they overlap and meet at the
 * row locks (the request's, the customer's and order's, the company's).
 */
jest.setTimeout(300_000);
const s = orderSuite();
const ROUNDS = 6;

type Answer = { status: number; body: { error?: string; state?: string } };

/** Both calls at once, alternating which starts first. */
async function together<A, B>(round: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> {
  if (round % 2 === 0) return Promise.all([a(), b()]);
  const [second, first] = await Promise.all([b(), a()]);
  return [first, second];
}

/** A new buyer of the company with a limit of `limit` (none: no limit). */
async function newBuyer(companyId: number, role: 'buyer' | 'approver' = 'buyer'): Promise<CompanyMember> {
  const customer = await freshCustomer(s.t);
  return { ...customer, role, memberId: await addMember(s.t, companyId, customer.id, role) };
}

/** A waiting request of the buyer; its order and request id. */
async function requestOfBuyer(buyer: CompanyMember, changes: Record<string, unknown> = {}) {
  const { pick } = await fillCart(s, buyer, 2);
  const res = await place(s.t, buyer, changes);
  if (!res.body.approval) throw new Error(`not a request: ${res.status} ${JSON.stringify(res.body)}`);
  return { pick, order: await orderRow(s.t, res.body.uid), id: res.body.approval.requestId as number };
}

/** A member's removal by the company's admin, through the service the route runs (members.ts: the buyer's customer row, the company, its members, then the waiting requests end). */
function removeBuyer(admin: CompanyMember, buyer: CompanyMember) {
  return removeMember(s.t.deps, { customerId: admin.id, partnerId: admin.partnerId }, buyer.memberId);
}

describe('two approvers at once', () => {
  it('approve once: one 200, one 409 request_decided, one charge', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1, paymentTermsDays: 30, creditLimitCents: 100_000_000 });
    const { admin, approver } = company.members;
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await newBuyer(company.id);
      const { order, id } = await requestOfBuyer(buyer, { paymentMethod: 'on_account', purchaseOrderNumber: `PO-R${round}` });
      const answers = await together<Answer, Answer>(round, () => requestClient(s.t, admin).approve(id), () => requestClient(s.t, approver).approve(id));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error).toBe('request_decided');
      expect((await ledger(s.t, company.id)).filter((e) => e.orderId === order.id).map((e) => [e.kind, e.owedCents])).toEqual([['charge', order.totalCents]]);
      expect(await requestOf(s.t, order.id)).toMatchObject({ state: 'approved' });
    }
  });

  it('an approval and a decline at once: one wins, the order is either going on or cancelled with its stock back', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { admin, approver } = company.members;
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await newBuyer(company.id);
      const { pick, order, id } = await requestOfBuyer(buyer);
      const stock = await stockOf(s.t, pick.variant.id);
      const [approved, declined] = await together<Answer, Answer>(round, () => requestClient(s.t, admin).approve(id), () => requestClient(s.t, approver).decline(id));
      expect([approved.status, declined.status].sort()).toEqual([200, 409]);
      const state = (await requestOf(s.t, order.id))!.state;
      expect(state).toBe(approved.status === 200 ? 'approved' : 'declined');
      expect(await stockOf(s.t, pick.variant.id)).toBe(state === 'approved' ? stock : stock + 2);
    }
  });
});

describe('the last credit', () => {
  it('two buyers at once: one order, one 409 credit_insufficient, what is owed never beyond the limit', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const company = await companyOf(s, { paymentTermsDays: 30, creditLimitCents: 0 });
      const one = company.members.buyer;
      const two = await newBuyer(company.id);
      await fillCart(s, one);
      await fillCart(s, two);
      const bodies = [await bodyFor(s.t, one, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-A' }), await bodyFor(s.t, two, { paymentMethod: 'on_account', purchaseOrderNumber: 'PO-B' })];
      const limit = Math.max(bodies[0]!.expectedTotal, bodies[1]!.expectedTotal);
      await setCompany(s.t, company.id, { creditLimitCents: limit });
      const answers = await together<Answer, Answer>(round, () => orderClient(s.t, one.token).place(bodies[0]), () => orderClient(s.t, two.token).place(bodies[1]));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.status === 409)!.body.error).toBe('credit_insufficient');
      const entries = await ledger(s.t, company.id);
      expect(entries).toHaveLength(1);
      expect(await owed(s.t, company.id)).toBeLessThanOrEqual(limit);
      const placed = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.companyId, company.id));
      expect(placed.map((o) => o.id)).toEqual([entries[0]!.orderId]);
    }
  });
});

describe('a buyer removed while an approver approves', () => {
  it.each(['cod', 'on_account'] as const)('(%s) ends one way: approved and going on, or cancelled with its holdings back once', async (paymentMethod) => {
    const company = await companyOf(s, { approvalThresholdCents: 1, paymentTermsDays: 30, creditLimitCents: 100_000_000 });
    const { approver } = company.members;
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await newBuyer(company.id);
      const { pick, order, id } = await requestOfBuyer(buyer, paymentMethod === 'on_account' ? { paymentMethod, purchaseOrderNumber: `PO-X${round}` } : {});
      const stock = await stockOf(s.t, pick.variant.id);
      const [approved, ended] = await together(round, () => requestClient(s.t, approver).approve(id) as Promise<Answer>, () => removeBuyer(company.members.admin, buyer));
      const request = await requestOf(s.t, order.id);
      const row = await orderRow(s.t, order.uid);
      const charges = (await ledger(s.t, company.id)).filter((e) => e.orderId === order.id);
      if (approved.status === 200) {
        outcomes.add('approved');
        expect(ended).toEqual([]);
        expect(request).toMatchObject({ state: 'approved' });
        expect(row).toMatchObject({ status: OrderStatusCode.Pending, awaitingApproval: false });
        expect(await stockOf(s.t, pick.variant.id)).toBe(stock);
        expect(charges).toHaveLength(paymentMethod === 'on_account' ? 1 : 0);
      } else {
        outcomes.add('removed');
        expect(approved.body.error).toBe('request_decided');
        expect(ended).toEqual([{ requestId: id, orderId: order.id }]);
        expect(request).toMatchObject({ state: 'cancelled', note: 'buyer_removed' });
        expect(row).toMatchObject({ status: OrderStatusCode.Cancelled, awaitingApproval: false });
        expect(await stockOf(s.t, pick.variant.id)).toBe(stock + 2);
        expect(charges).toEqual([]);
      }
      expect(await s.t.db.select().from(companyMembers).where(eq(companyMembers.id, buyer.memberId))).toEqual([]);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});

describe('a limit changed while a request waits', () => {
  it('leaves the request waiting, and the approval succeeds', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    const { approver } = company.members;
    for (let round = 0; round < ROUNDS; round++) {
      await setCompany(s.t, company.id, { approvalThresholdCents: 1 });
      const buyer = await newBuyer(company.id);
      const { order, id } = await requestOfBuyer(buyer);
      const change = () =>
        s.t.db.transaction(async (tx) => {
          await lockCompany(tx, company.id);
          await tx.update(companyMembers).set({ spendingLimitCents: 1, alwaysNeedsApproval: true }).where(eq(companyMembers.id, buyer.memberId));
          await tx.update(companies).set({ approvalThresholdCents: round % 2 ? null : 5 }).where(eq(companies.id, company.id));
        });
      const [approved] = await together(round, () => requestClient(s.t, approver).approve(id) as Promise<Answer>, change);
      expect(approved).toMatchObject({ status: 200, body: { state: 'approved' } });
      expect(await requestOf(s.t, order.id)).toMatchObject({ state: 'approved', reasons: ['over_threshold'] });
    }
  });
});

describe('an idempotent replay of a request placement', () => {
  it('the same key twice at once: one order, one request, the same answer', async () => {
    const company = await companyOf(s, { approvalThresholdCents: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      const buyer = await newBuyer(company.id);
      await fillCart(s, buyer);
      const body = await bodyFor(s.t, buyer);
      const key = newKey();
      const [a, b] = await Promise.all([orderClient(s.t, buyer.token).place(body, key), orderClient(s.t, buyer.token).place(body, key)]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body).toEqual(b.body);
      expect(a.body.approval).toBeDefined();
      expect(await s.t.db.select().from(purchaseRequests).where(eq(purchaseRequests.buyerCustomerId, buyer.id))).toHaveLength(1);
      expect(await s.t.db.select().from(orders).where(eq(orders.customerId, buyer.id))).toHaveLength(1);
    }
  });
});
