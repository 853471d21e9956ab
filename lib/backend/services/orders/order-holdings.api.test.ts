import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { nextStatuses } from '@/lib/rules/order-lifecycle';
import { productVariants, returnRequestLines, returnRequests } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { expireOrder } from '../../jobs/payment-expiry';
import { changeStaffReturnStatus } from '../../staff/staff-returns';
import type { StaffPrincipal } from '../../staff/staff-principal';
import { pickOne } from '../../testing/cart-helpers';
import { buyerOf, disagreements, employee, factsOf, givePoints, placeTracked, singleUseCoupon, type Tracked } from '../../testing/holdings-helpers';
import { orderBody, orderClient, orderSuite } from '../../testing/order-helpers';
import { renewToken } from '../../testing/payment-helpers';
import { balanceOf } from '../loyalty/ledger';
import { attemptByUid } from '../payments/attempts';
import { settleAttempt } from '../payments/settle-attempt';
import { changeOrderStatus } from './order-status';

/**
 * The property test of issue #44 item 1 through the real services and tables: random walks of an
 * order placed by card with points redeemed and a single-use coupon (expiry sweep, late payments,
 * staff changes the lifecycle allows, returns received, refunds, two cancels at once, another
 * order spending the points or the coupon, the stock sold out), and after every step each ledger
 * (stock, quota rows, loyalty rows, the coupon's redemptions) equals what the order's status
 * implies by lib/rules/order-holdings.ts. The pure model-based test with many more runs is
 * lib/rules/order-holdings.property.test.ts.
 */
jest.setTimeout(180_000);
const s = orderSuite();
const RUNS = Number(process.env.HOLDINGS_DB_RUNS ?? 30);
const STAFF = { kind: 'staff' as const, id: 1, name: 'Property test' };

type Step = 'expire' | 'latePay' | 'staff' | 'return' | 'cancelTwice' | 'spendPoints' | 'spendCoupon' | 'stockGone';
const STEPS: Step[] = ['expire', 'latePay', 'staff', 'return', 'cancelTwice', 'spendPoints', 'spendCoupon', 'stockGone'];

const stepArb = fc.tuple(fc.constantFrom(...STEPS), fc.nat(20));
const spendArb = fc.tuple(fc.constantFrom<Step>('spendPoints', 'spendCoupon', 'stockGone'), fc.nat(20));
/** Half the walks are free, half follow a late payment's story: expired, others spend in between, paid late, then anything. */
const walkArb = fc.oneof(
  fc.array(stepArb, { minLength: 2, maxLength: 8 }),
  fc
    .tuple(fc.array(spendArb, { maxLength: 2 }), fc.array(stepArb, { maxLength: 5 }))
    .map(([between, after]): [Step, number][] => [['expire', 0], ...between, ['latePay', 0], ...after]),
);

let staff: StaffPrincipal;
let variant: number;
let other: number;
let serial = 0;
beforeAll(async () => {
  staff = await employee(s.t);
  variant = pickOne(s.oracle, 'acme', s.used, ({ product, variant: v }) => product.discountable && v.stock >= 3).variant.id;
  other = pickOne(s.oracle, 'acme', s.used, ({ variant: v }) => v.stock >= 3).variant.id;
});

const swallow409 = (error: unknown) => {
  if (!(error instanceof ApiError && error.status === 409)) throw error;
};

async function run(tracked: Tracked, step: Step, pick: number, code: string): Promise<void> {
  const t = s.t;
  const { status, facts, order } = await factsOf(t, tracked);
  switch (step) {
    case 'expire':
      t.advance(31 * 60_000);
      await renewToken(t, tracked.buyer);
      await expireOrder(t.api.deps, tracked.orderId);
      return;
    case 'latePay': {
      const attempt = (await attemptByUid(t.db, tracked.attemptUid))!;
      await settleAttempt(t.api.deps, attempt, { result: 'paid', amountCents: attempt.amountCents, currency: attempt.currency, transactionId: `tx-${attempt.uid}` }, { customerId: null, detail: {} });
      return;
    }
    case 'staff': {
      const next = nextStatuses({ status, shippingMethod: order.shippingMethod, paymentMethod: order.paymentMethod, paid: order.paidAt !== null }).filter((to) => to !== 'PartiallyReturned' && to !== 'Returned');
      if (next.length) await changeOrderStatus(t.deps, { orderId: tracked.orderId, to: next[pick % next.length]!, actor: STAFF }).catch(swallow409);
      return;
    }
    case 'return': {
      if (!['Invoiced', 'Completed', 'PartiallyDelivered', 'PartiallyReturned'].includes(status) || facts.returnedUnits >= facts.units) return;
      const n = Number(Date.now() % 1_000_000) * 10 + (serial++ % 10);
      const [request] = await t.db
        .insert(returnRequests)
        .values({ orderId: tracked.orderId, customerId: tracked.buyer.id, partnerId: tracked.buyer.partnerId, n, number: `R-${n}`, reason: 'other', createdAt: t.deps.now(), updatedAt: t.deps.now() })
        .returning({ id: returnRequests.id });
      await t.db.insert(returnRequestLines).values({ returnId: request!.id, position: 0, quantity: 1 });
      await changeStaffReturnStatus(t.api.deps, staff, request!.id, { status: 'Received', expectedStatus: 'Requested' });
      return;
    }
    case 'cancelTwice':
      await Promise.all([
        t.call('POST', `/Orders/${tracked.uid}/Cancel`, undefined, { token: tracked.buyer.token }),
        changeOrderStatus(t.deps, { orderId: tracked.orderId, to: 'Cancelled', actor: STAFF }).catch(swallow409),
      ]);
      return;
    case 'spendPoints': {
      const { balance } = await balanceOf(t.db, { customerId: tracked.buyer.id, partnerId: tracked.buyer.partnerId });
      if (balance > 0) await givePoints(t, tracked.buyer, -balance);
      return;
    }
    case 'spendCoupon': {
      const rival = await buyerOf(t, other, 1);
      const applied = await t.call('POST', '/Cart/Coupon', { code }, { token: rival.token, partner: 'acme' });
      if (applied.status !== 200) return;
      await orderClient(t, rival.token).place(orderBody(t, (await rival.cart.get()).body));
      return;
    }
    case 'stockGone': {
      const [row] = await t.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variant));
      await t.db.update(productVariants).set({ stock: 0, availability: 'Exhausted' }).where(eq(productVariants.id, variant));
      tracked.stockBase -= row!.stock;
      return;
    }
  }
}

describe('every ledger equals what the order status implies, after every step of a random walk', () => {
  it(`holds for ${RUNS} random sequences through the real services`, async () => {
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(
        fc.record({ units: fc.integer({ min: 1, max: 2 }), points: fc.constantFrom(0, 40), coupon: fc.boolean() }),
        walkArb,
        async (setup, steps) => {
          await s.t.db.update(productVariants).set({ stock: 10, availability: 'Available' }).where(eq(productVariants.id, variant));
          await s.t.db.update(productVariants).set({ stock: 1000, availability: 'Available' }).where(eq(productVariants.id, other));
          const buyer = await buyerOf(s.t, variant, setup.units);
          const code = `PROP${++serial}X${Date.now() % 100_000}`;
          const couponId = await singleUseCoupon(s.t, code);
          if (setup.coupon) expect((await s.t.call('POST', '/Cart/Coupon', { code }, { token: buyer.token, partner: 'acme' })).status).toBe(200);
          if (setup.points) {
            await givePoints(s.t, buyer, 100);
            expect((await s.t.call('PUT', '/Cart/Points', { points: setup.points }, { token: buyer.token, partner: 'acme' })).status).toBe(200);
          }
          const tracked = await placeTracked(s.t, buyer, variant, { couponId });
          expect(await disagreements(s.t, tracked)).toEqual([]);
          const done: string[] = [];
          for (const [step, pick] of steps) {
            await run(tracked, step, pick, code);
            done.push(`${step}(${pick})`);
            const problems = await disagreements(s.t, tracked);
            if (problems.length) throw new Error(`after ${done.join(' → ')}: ${problems.join('; ')}`);
          }
        },
      ),
      { numRuns: RUNS },
    );
    console.log(`[holdings] ${RUNS} database-backed sequences in ${Date.now() - started} ms`);
  });
});
