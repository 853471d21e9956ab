import { eq } from 'drizzle-orm';
import { OrderStatusCode } from '@/lib/contract/enums';
import { orders, payments } from '../db/schema';
import { expireOrder } from '../jobs/payment-expiry';
import { balanceOf } from '../services/loyalty/ledger';
import { changeOrderStatus } from '../services/orders/order-status';
import { buyerOf, givePoints, placeTracked, singleUseCoupon, type Tracked } from './holdings-helpers';
import { orderBody, type OrderSuite } from './order-helpers';
import { attemptRow, confirmReturn, paramsOf, pressAtViva, renewToken } from './payment-helpers';
import type { TestApi } from './test-api';

/**
 * Late payments that meet an expired order (issue #44 item 1), for the revival API tests: an order
 * placed by card with points redeemed and a single-use coupon, paid at Viva but expired by the
 * sweep before the shop heard of it; then the return that confirms the payment, late.
 */
const STAFF = { kind: 'staff' as const, id: 1, name: 'Test Employee' };
let serial = 0;

/** A card order of `units` of the variant, with `points` redeemed (of 100 given) and, when asked, a new single-use coupon. */
export async function cardOrder(t: TestApi, variantId: number, options: { points?: number; coupon?: boolean; units?: number } = {}): Promise<Tracked & { code: string }> {
  const buyer = await buyerOf(t, variantId, options.units ?? 1);
  const code = `LATE${++serial}X${Date.now() % 100_000}`;
  const couponId = await singleUseCoupon(t, code);
  if (options.coupon) {
    const applied = await t.call('POST', '/Cart/Coupon', { code }, { token: buyer.token, partner: 'acme' });
    if (applied.status !== 200) throw new Error(`coupon: ${applied.status} ${JSON.stringify(applied.body)}`);
  }
  if (options.points) {
    await givePoints(t, buyer, 100);
    const set = await t.call('PUT', '/Cart/Points', { points: options.points }, { token: buyer.token, partner: 'acme' });
    if (set.status !== 200) throw new Error(`points: ${set.status} ${JSON.stringify(set.body)}`);
  }
  return { ...(await placeTracked(t, buyer, variantId, { couponId })), code };
}

/**
 * Pays the order at Viva, then lets the sweep expire it without knowing (the attempt's reference
 * hidden meanwhile, as when the provider cannot be asked). The return Viva sent the customer to.
 */
export async function paidThenExpired(t: TestApi, order: Tracked): Promise<Record<string, string>> {
  const back = paramsOf(await pressAtViva(t, order, 'pay'));
  const ref = (await attemptRow(t, order.attemptUid)).providerRef;
  await t.db.update(payments).set({ providerRef: null }).where(eq(payments.uid, order.attemptUid));
  t.advance(31 * 60_000);
  await renewToken(t, order.buyer);
  await expireOrder(t.api.deps, order.orderId);
  await t.db.update(payments).set({ providerRef: ref }).where(eq(payments.uid, order.attemptUid));
  const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.orderId));
  if (row!.status !== OrderStatusCode.Cancelled) throw new Error('the order did not expire');
  return back;
}

/** The late return confirmed (with the buyer's session): Viva's answer. */
export const confirmLate = (t: TestApi, order: Tracked, back: Record<string, string>) => confirmReturn(t, 'viva', back, { token: order.buyer.token });

/** The customer's approved balance and pending points. */
export const pointsOf = (t: TestApi, order: Tracked) => balanceOf(t.db, { customerId: order.buyer.id, partnerId: order.buyer.partnerId });

/** Staff move the order along to Completed (courier: Processing, InDelivery, Completed). */
export async function complete(t: TestApi, order: Tracked): Promise<void> {
  for (const to of ['Processing', 'InDelivery', 'Completed'] as const) await changeOrderStatus(t.deps, { orderId: order.orderId, to, actor: STAFF });
}

/** Another customer's cash-on-delivery order of one unit of `variantId`, with the coupon `code` when given; its answer. */
export async function rivalOrder(s: OrderSuite, variantId: number, code?: string, call: TestApi['call'] = s.t.call) {
  const rival = await buyerOf(s.t, variantId, 1);
  if (code) {
    const applied = await call('POST', '/Cart/Coupon', { code }, { token: rival.token, partner: 'acme' });
    if (applied.status !== 200) return applied;
  }
  const cart = (await rival.cart.get()).body;
  return call('POST', '/Orders', orderBody(s.t, cart), { token: rival.token, partner: 'acme', headers: { 'Idempotency-Key': `rival-${++serial}-${Date.now()}` } });
}
