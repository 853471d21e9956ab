import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Cart } from '@/lib/contract/cart';
import { returnedShare } from '@/lib/loyalty/loyalty-rules';
import { holdingsOf, type Holdings, type OrderFacts } from '@/lib/rules/order-holdings';
import { lifecycleStatusOf, type LifecycleStatus } from '@/lib/rules/order-lifecycle';
import { couponRedemptions, coupons, loyaltyPoints, orderLines, orders, orderStatusChanges, partners, productVariants, quotaUsage, quotations, returnRequestLines, returnRequests, staffMembers } from '../db/schema';
import { balanceOf } from '../services/loyalty/ledger';
import type { StaffPrincipal } from '../staff/staff-principal';
import { freshCustomer, orderBody, orderClient, type Buyer } from './order-helpers';
import type { TestApi } from './test-api';

/**
 * Reading every ledger an order touches (issue #44 item 1): what the tables show it holds, what the
 * rule (lib/rules/order-holdings.ts) says it should hold in its status, and the differences. Used
 * by the property test of order transitions and the revival API tests.
 */
export type Tracked = {
  orderId: number;
  uid: string;
  attemptUid: string;
  buyer: Buyer;
  variantId: number;
  couponId: number | null;
  quoteId: number | null;
  /** The variant's stock as if no order of this test held any (moved by what others take). */
  stockBase: number;
};

const ACME = async (t: TestApi) => (await t.db.select({ id: partners.id }).from(partners).where(eq(partners.code, 'acme')))[0]!.id;

/** A single-use coupon of acme (10 % off, one redemption in all). */
export async function singleUseCoupon(t: TestApi, code: string): Promise<number> {
  const [row] = await t.db.insert(coupons).values({ partnerId: await ACME(t), code, kind: 'Percentage', value: 10, policy: 'Additive', maxRedemptions: 1 }).returning({ id: coupons.id });
  return row!.id;
}

/** Approved points for a buyer (as registration would give them). */
export const givePoints = (t: TestApi, buyer: Buyer, points: number) =>
  t.db.insert(loyaltyPoints).values({ partnerId: buyer.partnerId, customerId: buyer.id, type: 'Register', status: 'ApprovedPoints', points, createdAt: t.deps.now() });

/** The seeded Employee as the staff API's principal. */
export async function employee(t: TestApi): Promise<StaffPrincipal> {
  const [row] = await t.db.select().from(staffMembers).where(eq(staffMembers.email, 'employee@shop.test'));
  return { id: row!.id, name: row!.name, email: row!.email, role: 'Employee', partnerIds: null, partnerCodes: null };
}

/** Places a card (Viva) order of the buyer's cart, with its coupon and points as set; the tracked order. */
export async function placeTracked(t: TestApi, buyer: Buyer, variantId: number, extra: { couponId?: number; quoteId?: number } = {}): Promise<Tracked> {
  const cart = (await buyer.cart.get()).body as Cart;
  const res = await orderClient(t, buyer.token).place(orderBody(t, cart, { paymentMethod: 'card', cardProvider: 'Viva' }));
  if (res.status !== 201) throw new Error(`order refused: ${res.status} ${JSON.stringify(res.body)}`);
  const [order] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.uid, res.body.uid));
  const [variant] = await t.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  const units = (await t.db.select({ q: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order!.id))).reduce((n, l) => n + l.q, 0);
  const attemptUid = new URL(res.body.payment.url as string).pathname.split('/').pop()!;
  return { orderId: order!.id, uid: res.body.uid, attemptUid, buyer, variantId, couponId: extra.couponId ?? null, quoteId: extra.quoteId ?? null, stockBase: variant!.stock + units };
}

/** A new buyer of acme with `units` of the variant in the cart. */
export async function buyerOf(t: TestApi, variantId: number, units: number): Promise<Buyer> {
  const buyer = await freshCustomer(t);
  const added = await buyer.cart.add(variantId, units);
  if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
  return buyer;
}

/** The order's status and facts as the rule reads them. */
export async function factsOf(t: TestApi, tracked: Tracked): Promise<{ status: LifecycleStatus; facts: OrderFacts; order: typeof orders.$inferSelect }> {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, tracked.orderId));
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, tracked.orderId));
  const history = await t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, tracked.orderId)).orderBy(orderStatusChanges.id);
  const back = await t.db
    .select({ position: returnRequestLines.position, quantity: returnRequestLines.quantity })
    .from(returnRequests)
    .innerJoin(returnRequestLines, eq(returnRequestLines.returnId, returnRequests.id))
    .where(and(eq(returnRequests.orderId, tracked.orderId), inArray(returnRequests.status, ['Received', 'Refunded'])));
  const [earned] = await t.db.select({ points: loyaltyPoints.points }).from(loyaltyPoints).where(and(eq(loyaltyPoints.orderId, tracked.orderId), eq(loyaltyPoints.type, 'ForConsumption'))).orderBy(loyaltyPoints.id).limit(1);
  const byPosition = new Map(lines.map((l) => [l.position, l]));
  const returnedCents = back.reduce((n, r) => n + Math.floor((byPosition.get(r.position)!.total.gross * r.quantity) / byPosition.get(r.position)!.quantity), 0);
  const refund = [...history].reverse().find((h) => lifecycleStatusOf(h.toStatus) === 'Refund');
  const pointsEarned = earned?.points ?? 0;
  const facts: OrderFacts = {
    units: lines.reduce((n, l) => n + l.quantity, 0),
    discountedUnits: lines.reduce((n, l) => n + (l.discounted ? l.quantity : 0), 0),
    coupon: order!.couponCode !== null,
    quote: tracked.quoteId !== null,
    pointsRedeemed: order!.pointsRedeemed,
    pointsEarned,
    returnedUnits: back.reduce((n, r) => n + r.quantity, 0),
    returnedPoints: returnedShare(pointsEarned, order!.goodsCents, returnedCents),
    completed: history.some((h) => lifecycleStatusOf(h.toStatus) === 'Completed'),
    refundedFrom: refund ? lifecycleStatusOf(refund.fromStatus) : undefined,
  };
  return { status: lifecycleStatusOf(order!.status)!, facts, order: order! };
}

/** What the tables show the order holds. */
export async function ledgersOf(t: TestApi, tracked: Tracked): Promise<Holdings> {
  const [variant] = await t.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, tracked.variantId));
  const [quota] = await t.db.select({ units: sql<number>`coalesce(sum(${quotaUsage.units}), 0)`.mapWith(Number) }).from(quotaUsage).where(eq(quotaUsage.orderId, tracked.orderId));
  const redemption = await t.db.select({ id: couponRedemptions.id }).from(couponRedemptions).where(eq(couponRedemptions.orderId, tracked.orderId));
  const quote = tracked.quoteId === null ? [] : await t.db.select({ orderId: quotations.orderId }).from(quotations).where(eq(quotations.id, tracked.quoteId));
  const rows = await t.db.select().from(loyaltyPoints).where(eq(loyaltyPoints.orderId, tracked.orderId));
  const sumOf = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((n, r) => n + r.points, 0);
  const earnedRow = (r: (typeof rows)[number]) => r.type === 'ForConsumption' || (r.type === 'Revert' && r.points < 0);
  return {
    stock: tracked.stockBase - variant!.stock,
    quota: quota?.units ?? 0,
    coupon: redemption.length > 0,
    quote: quote[0]?.orderId === tracked.orderId,
    redeemed: -sumOf((r) => r.type === 'Redeem' || (r.type === 'Revert' && r.points > 0)),
    earned: { pending: sumOf((r) => earnedRow(r) && r.status === 'PendingPoints'), approved: sumOf((r) => earnedRow(r) && r.status === 'ApprovedPoints') },
    // These walks pay with no gift card (issue #45's gift-card holding: product-kinds/*.api.test.ts).
    giftCard: 0,
  };
}

/**
 * Every way the tables disagree with the rule for the order's status (empty when they agree).
 * Approved points still held after the order ended are allowed only when the customer's balance is
 * zero (they were spent: taking back stops at zero). Money taken for an order that stays Cancelled
 * must be owed back (`refund_due`).
 */
export async function disagreements(t: TestApi, tracked: Tracked): Promise<string[]> {
  const { status, facts, order } = await factsOf(t, tracked);
  const want = holdingsOf(status, facts);
  const have = await ledgersOf(t, tracked);
  const { balance, pending } = await balanceOf(t.db, { customerId: tracked.buyer.id, partnerId: tracked.buyer.partnerId });
  const problems: string[] = [];
  const differ = (name: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) problems.push(`${name}: tables ${JSON.stringify(a)}, rule ${JSON.stringify(b)}`);
  };
  differ('stock', have.stock, want.stock);
  differ('quota', have.quota, want.quota);
  differ('coupon', have.coupon, want.coupon);
  differ('quote', have.quote, want.quote);
  differ('redeemed', have.redeemed, want.redeemed);
  differ('earned.pending', have.earned.pending, want.earned.pending);
  if (!(have.earned.approved === want.earned.approved || (have.earned.approved > want.earned.approved && balance === 0))) differ('earned.approved', have.earned.approved, want.earned.approved);
  if (balance < 0) problems.push(`balance ${balance} < 0`);
  if (pending < 0) problems.push(`pending ${pending} < 0`);
  if (tracked.couponId !== null) {
    const [n] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(couponRedemptions).where(eq(couponRedemptions.couponId, tracked.couponId));
    if (n!.n > 1) problems.push(`single-use coupon redeemed ${n!.n} times`);
  }
  if (order.paidAt !== null && status === 'Cancelled' && order.refundDue === null) problems.push('paid, Cancelled and no refund due');
  return problems.map((p) => `${status}: ${p}`);
}
