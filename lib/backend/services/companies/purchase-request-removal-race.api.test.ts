import { eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { companyMembers } from '../../db/schema';
import { freshCustomer, orderSuite, stockOf } from '../../testing/order-helpers';
import { addMember, type CompanyMember } from '../../testing/company-helpers';
import { companyOf, fillCart, orderRow, place, requestOf } from '../../testing/purchase-request-helpers';
import { removeMember } from './members';

/**
 * A buyer's order placed while the admin removes them (issue #50 "a buyer removed while their
 * request waits"). Placement locks the buyer's customer row before their membership; the removal
 * takes the same customer row before the company (request-endings.ts lockBuyersFirst), so the two
 * meet there and never deadlock. One of two outcomes: the request was written first and the removal
 * ends it (its order cancelled, the stock back), or the removal came first and the order is the
 * customer's own, with no company and no request. On PostgreSQL (`node scripts/test-pg.mjs`) they overlap.
 */
jest.setTimeout(300_000);
const s = orderSuite();
const ROUNDS = 8;

it('ends one of two ways, never a deadlock and never a request of someone no longer a member', async () => {
  const company = await companyOf(s, { approvalThresholdCents: 1 });
  const admin = company.members.admin;
  const outcomes = new Set<string>();
  for (let round = 0; round < ROUNDS; round++) {
    const customer = await freshCustomer(s.t);
    const buyer: CompanyMember = { ...customer, role: 'buyer', memberId: await addMember(s.t, company.id, customer.id, 'buyer') };
    const { pick } = await fillCart(s, buyer, 2);
    const stock = await stockOf(s.t, pick.variant.id);
    const removal = () => removeMember(s.t.deps, { customerId: admin.id, partnerId: admin.partnerId }, buyer.memberId);
    const [placed, ended] = round % 2 === 0 ? await Promise.all([place(s.t, buyer), removal()]) : await Promise.all([removal(), place(s.t, buyer)]).then(([e, p]) => [p, e] as const);
    expect(placed.status).toBe(201);
    const order = await orderRow(s.t, placed.body.uid);
    if (placed.body.approval) {
      outcomes.add('request ended');
      expect(ended).toEqual([{ requestId: placed.body.approval.requestId, orderId: order.id }]);
      expect(await requestOf(s.t, order.id)).toMatchObject({ state: 'cancelled', note: 'buyer_removed' });
      expect(order).toMatchObject({ status: OrderStatusCode.Cancelled, companyId: company.id });
      expect(await stockOf(s.t, pick.variant.id)).toBe(stock);
    } else {
      outcomes.add('own order');
      expect(ended).toEqual([]);
      expect(order).toMatchObject({ status: OrderStatusCode.Pending, companyId: null, awaitingApproval: false });
      expect(await requestOf(s.t, order.id)).toBeUndefined();
      expect(await stockOf(s.t, pick.variant.id)).toBe(stock - 2);
    }
    expect(await s.t.db.select().from(companyMembers).where(eq(companyMembers.id, buyer.memberId))).toEqual([]);
  }
  expect(outcomes.size).toBeGreaterThan(0);
});
