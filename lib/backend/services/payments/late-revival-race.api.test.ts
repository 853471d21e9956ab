import { eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { createApi } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { couponRedemptions, orders, payments, productVariants } from '../../db/schema';
import { expireOrder } from '../../jobs/payment-expiry';
import { pickOne } from '../../testing/cart-helpers';
import { buyerOf, disagreements } from '../../testing/holdings-helpers';
import { orderBody, orderSuite } from '../../testing/order-helpers';
import { attemptRow, paramsOf, pressAtViva, renewToken } from '../../testing/payment-helpers';
import { cardOrder, confirmLate, paidThenExpired } from '../../testing/revival-helpers';
import { TEST_ENDPOINTS_SECRET } from '../../testing/test-api';
import { changeOrderStatus } from '../orders/order-status';

/**
 * A late payment's revival racing what else may happen to the order at the same moment, on two API
 * instances over one database (issue #44 item 1; on PostgreSQL each instance with its own pool): a
 * customer and staff cancelling, the sweep, and another order spending the same single-use coupon.
 * Every race ends in exactly one consistent outcome: the ledgers equal what the order's status
 * implies, the coupon is redeemed once, and money kept for a cancelled order is owed back.
 */
jest.setTimeout(120_000);
const s = orderSuite();
const ROUNDS = 8;
let handle: DatabaseHandle | undefined;
let second: { deps: typeof s.t.deps; call: typeof s.t.call };
let variant: number;
let other: number;

beforeAll(async () => {
  handle = s.t.url ? await openDatabase({ url: s.t.url, migrate: false, poolSize: 4 }) : undefined;
  const deps = { ...s.t.api.deps, db: handle?.db ?? s.t.db };
  const api = createApi(deps);
  const call: typeof s.t.call = async (method, path, body, options = {}) => {
    const headers: Record<string, string> = { 'Accept-Language': 'el', 'X-Forwarded-For': '198.51.100.8', 'X-Test-Secret': TEST_ENDPOINTS_SECRET, ...options.headers };
    if (options.partner !== null) headers['X-Partner-Code'] = options.partner ?? 'acme';
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await api.request(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
  second = { deps, call };
  variant = pickOne(s.oracle, 'acme', s.used, ({ product, variant: v }) => product.discountable && v.stock >= 3).variant.id;
  other = pickOne(s.oracle, 'acme', s.used, ({ variant: v }) => v.stock >= 3).variant.id;
  for (const id of [variant, other]) await s.t.db.update(productVariants).set({ stock: 500, availability: 'Available' }).where(eq(productVariants.id, id));
});
afterAll(() => handle?.close());

const STAFF = { kind: 'staff' as const, id: 1, name: 'Race' };
/** Yields to the event loop `n` times (no clock): staggers two racers by a varying amount of the other's work. */
async function ticks(n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
/** Runs `a` and `b` at once, the one started second by `n` ticks later (`b` second on even rounds, `a` on odd). */
function stagger<A, B>(round: number, n: number, a: () => Promise<A>, b: () => Promise<B>): Promise<[A, B]> {
  return round % 2 === 0 ? Promise.all([a(), ticks(n).then(b)]) : Promise.all([ticks(n).then(a), b()]);
}
const orderOf = async (id: number) => (await s.t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

it(`revival against another order spending the same single-use coupon: exactly one of them has it (${ROUNDS} rounds)`, async () => {
  const outcomes = new Set<string>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = await cardOrder(s.t, variant, { points: 40, coupon: true });
    const back = await paidThenExpired(s.t, order);
    const rival = await buyerOf(s.t, other, 1);
    expect((await second.call('POST', '/Cart/Coupon', { code: order.code }, { token: rival.token })).status).toBe(200);
    const cart = (await second.call('GET', '/Cart', undefined, { token: rival.token })).body;
    const [paid, placed] = await stagger(
      round,
      round * 3,
      () => confirmLate(s.t, order, back),
      () => second.call('POST', '/Orders', orderBody(s.t, cart), { token: rival.token, headers: { 'Idempotency-Key': `race-${round}-${Date.now()}` } }),
    );
    const redemptions = await s.t.db.select({ orderId: couponRedemptions.orderId }).from(couponRedemptions).where(eq(couponRedemptions.couponId, order.couponId!));
    expect(redemptions).toHaveLength(1);
    const row = await orderOf(order.orderId);
    if (paid.body.status === 'paid') {
      expect([placed.status, row.status, redemptions[0]!.orderId]).toEqual([409, OrderStatusCode.Pending, order.orderId]);
    } else {
      expect([paid.body.status, placed.status, row.status, row.refundDue]).toEqual(['refund_due', 201, OrderStatusCode.Cancelled, 'coupon_used']);
    }
    outcomes.add(paid.body.status);
    expect(await disagreements(s.t, order)).toEqual([]);
  }
  console.log('[revival race] coupon outcomes', [...outcomes]);
});

it(`revival against a staff cancel and a customer cancel on the other instance: revived, paid, the cancels refused (${ROUNDS} rounds)`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = await cardOrder(s.t, variant, { points: 40, coupon: true });
    const back = await paidThenExpired(s.t, order);
    const [paid, staff, customer] = await Promise.all([
      confirmLate(s.t, order, back),
      changeOrderStatus(second.deps, { orderId: order.orderId, to: 'Cancelled', actor: STAFF }).then(
        () => 'changed',
        (error: Error) => error.message,
      ),
      second.call('POST', `/Orders/${order.uid}/Cancel`, undefined, { token: order.buyer.token }),
    ]);
    expect(paid.body).toEqual({ status: 'paid', orderUid: order.uid });
    expect(['status_unchanged', 'transition_paid_order']).toContain(staff);
    expect(customer.status).toBe(409);
    expect(await orderOf(order.orderId)).toMatchObject({ status: OrderStatusCode.Pending, refundDue: null, paidAt: expect.any(Date) });
    expect(await disagreements(s.t, order)).toEqual([]);
  }
});

it(`a payment at the deadline against the sweep and the customer's cancel: paid, revived or refunded, never half (${ROUNDS} rounds)`, async () => {
  const outcomes = new Set<string>();
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = await cardOrder(s.t, variant, { points: 40, coupon: true });
    const back = paramsOf(await pressAtViva(s.t, order, 'pay'));
    const ref = (await attemptRow(s.t, order.attemptUid)).providerRef;
    // The sweep cannot ask Viva (no reference yet when it looks), the return comes as it runs.
    await s.t.db.update(payments).set({ providerRef: null }).where(eq(payments.uid, order.attemptUid));
    s.t.advance(31 * 60_000);
    await renewToken(s.t, order.buyer);
    const sweep = expireOrder(second.deps, order.orderId);
    await s.t.db.update(payments).set({ providerRef: ref }).where(eq(payments.uid, order.attemptUid));
    const [paid] = await Promise.all([confirmLate(s.t, order, back), sweep, second.call('POST', `/Orders/${order.uid}/Cancel`, undefined, { token: order.buyer.token })]);
    const row = await orderOf(order.orderId);
    expect(row.paidAt).not.toBeNull();
    if (row.status === OrderStatusCode.Cancelled) expect([paid.body.status, row.refundDue]).toEqual(['refund_due', 'late_payment']);
    else expect([paid.body.status, row.status, row.refundDue]).toEqual(['paid', OrderStatusCode.Pending, null]);
    outcomes.add(`${paid.body.status}/${row.refundDue ?? 'none'}`);
    expect(await disagreements(s.t, order)).toEqual([]);
  }
  console.log('[revival race] deadline outcomes', [...outcomes]);
});
