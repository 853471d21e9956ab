import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { returnedShare } from '@/lib/loyalty/loyalty-rules';
import type { Holdings, OrderFacts } from '@/lib/rules/order-holdings';
import { lifecycleStatusOf } from '@/lib/rules/order-lifecycle';
import { isTakenBack } from '@/lib/rules/return-lifecycle';
import { stockByVariant, type PartUnits } from '@/lib/rules/bundle-stock';
import { giftCardHeld, giftCardPaid, partsOfOrder } from '../product-kinds/order-kinds-read';
import { couponRedemptions, loyaltyPoints, orderLines, orders, orderStatusChanges, quotaUsage, quotations, returnRequestLines, returnRequests } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * What the holdings rule (lib/rules/order-holdings.ts) reads of an order in the database (issue
 * #44 item 1): its facts (lines, discounted units, coupon, quote, points, what came back through
 * returns, whether it was completed, where a Refund came from) and what its own ledgers show it
 * holds now (its quota rows, its coupon redemption, its quote, its loyalty rows). Stock has no
 * per-order ledger: the rule's view of the current status stands for it.
 */
export type OrderHead = { id: number; customerId: number; partnerId: number; goodsCents: number; couponCode: string | null; couponCents: number; pointsRedeemed: number; quotationId: number | null };

export type Line = { position: number; variantId: number; quantity: number; discounted: boolean; gross: number; parts?: PartUnits[] };

/** The order's lines with what came back of each (units received through returns). */
export async function linesOf(tx: Tx, orderId: number, withoutReturn?: number): Promise<{ lines: Line[]; back: Map<number, number> }> {
  const rows = await tx.select({ position: orderLines.position, variantId: orderLines.variantId, quantity: orderLines.quantity, discounted: orderLines.discounted, total: orderLines.total }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const returned = await tx
    .select({ id: returnRequests.id, status: returnRequests.status, position: returnRequestLines.position, quantity: returnRequestLines.quantity })
    .from(returnRequests)
    .innerJoin(returnRequestLines, eq(returnRequestLines.returnId, returnRequests.id))
    .where(eq(returnRequests.orderId, orderId));
  const back = new Map<number, number>();
  for (const r of returned) if (isTakenBack(r.status) && r.id !== withoutReturn) back.set(r.position, (back.get(r.position) ?? 0) + r.quantity);
  // A bundle line holds its parts' stock (issue #45), as they were when it was ordered.
  const parts = await partsOfOrder(tx, orderId);
  return { lines: rows.map((r) => ({ position: r.position, variantId: r.variantId, quantity: r.quantity, discounted: r.discounted, gross: r.total.gross, parts: parts.get(r.position) })), back };
}

/** The units per variant the order keeps out of stock (its lines not back at the shop; a bundle's parts). */
export const notBack = (lines: readonly Line[], back: ReadonlyMap<number, number>) => stockByVariant(lines, back);

/** What came back: units, and what they cost the customer (each unit at its line's paid price). */
export function returnedOf(lines: readonly Line[], back: ReadonlyMap<number, number>): { units: number; cents: number } {
  let units = 0;
  let cents = 0;
  for (const line of lines) {
    const n = Math.min(back.get(line.position) ?? 0, line.quantity);
    units += n;
    cents += line.quantity > 0 ? Math.floor((line.gross * n) / line.quantity) : 0;
  }
  return { units, cents };
}

/** The points the order earned (its first ForConsumption entry). */
async function pointsEarned(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx.select({ points: loyaltyPoints.points }).from(loyaltyPoints).where(and(eq(loyaltyPoints.orderId, orderId), eq(loyaltyPoints.type, 'ForConsumption'))).orderBy(loyaltyPoints.id).limit(1);
  return row?.points ?? 0;
}

/** The order's facts as the rule reads them (`withoutReturn`: as they were before that return was received). */
export async function factsOf(tx: Tx, order: OrderHead, withoutReturn?: number): Promise<OrderFacts> {
  const { lines, back } = await linesOf(tx, order.id, withoutReturn);
  const history = await tx.select({ from: orderStatusChanges.fromStatus, to: orderStatusChanges.toStatus }).from(orderStatusChanges).where(eq(orderStatusChanges.orderId, order.id)).orderBy(desc(orderStatusChanges.id));
  const refund = history.find((h) => lifecycleStatusOf(h.to) === 'Refund');
  const earned = await pointsEarned(tx, order.id);
  const returned = returnedOf(lines, back);
  return {
    units: lines.reduce((n, l) => n + l.quantity, 0),
    discountedUnits: lines.reduce((n, l) => n + (l.discounted ? l.quantity : 0), 0),
    coupon: order.couponCode !== null && order.couponCents > 0,
    quote: order.quotationId !== null,
    pointsRedeemed: order.pointsRedeemed,
    pointsEarned: earned,
    returnedUnits: returned.units,
    returnedPoints: returnedShare(earned, order.goodsCents, returned.cents),
    completed: history.some((h) => lifecycleStatusOf(h.to) === 'Completed'),
    refundedFrom: refund ? lifecycleStatusOf(refund.from) : undefined,
    giftCardCents: await giftCardPaid(tx, order.id),
  };
}

type LedgerRow = { type: string; status: string; points: number };
/** An entry of the order's earning: the earning itself, or a Revert that takes some of it back (one that gives points back undoes its redemption). */
const ofEarning = (row: LedgerRow) => row.type === 'ForConsumption' || (row.type === 'Revert' && row.points < 0);
const total = (rows: readonly LedgerRow[]) => rows.reduce((n, r) => n + r.points, 0);

/** What the order's own ledgers show it holds (everything but stock). */
export async function heldByLedgers(tx: Tx, order: Pick<OrderHead, 'id' | 'quotationId'>): Promise<Omit<Holdings, 'stock'>> {
  const giftCard = await giftCardHeld(tx, order.id);
  const [quota] = await tx.select({ units: sql<number>`coalesce(sum(${quotaUsage.units}), 0)`.mapWith(Number) }).from(quotaUsage).where(eq(quotaUsage.orderId, order.id));
  const [redemption] = await tx.select({ id: couponRedemptions.id }).from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id)).limit(1);
  const [quote] = order.quotationId === null ? [] : await tx.select({ orderId: quotations.orderId }).from(quotations).where(eq(quotations.id, order.quotationId));
  const rows = await tx.select({ type: loyaltyPoints.type, status: loyaltyPoints.status, points: loyaltyPoints.points }).from(loyaltyPoints).where(eq(loyaltyPoints.orderId, order.id));
  const earning = rows.filter(ofEarning);
  return {
    quota: quota?.units ?? 0,
    coupon: redemption !== undefined,
    quote: quote?.orderId === order.id,
    redeemed: -total(rows.filter((r) => r.type === 'Redeem' || (r.type === 'Revert' && r.points > 0))),
    earned: { pending: total(earning.filter((r) => r.status === 'PendingPoints')), approved: total(earning.filter((r) => r.status === 'ApprovedPoints')) },
    giftCard,
  };
}

/** The ids of the order's pending earning entries (what completion approves). */
export async function pendingEarningIds(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await tx.select({ id: loyaltyPoints.id, type: loyaltyPoints.type, status: loyaltyPoints.status, points: loyaltyPoints.points }).from(loyaltyPoints).where(and(eq(loyaltyPoints.orderId, orderId), eq(loyaltyPoints.status, 'PendingPoints'), inArray(loyaltyPoints.type, ['ForConsumption', 'Revert'])));
  return rows.filter(ofEarning).map((r) => r.id);
}

/** The order's head as the holdings code needs it. */
export async function orderHead(tx: Tx, orderId: number): Promise<OrderHead> {
  const [row] = await tx
    .select({ id: orders.id, customerId: orders.customerId, partnerId: orders.partnerId, goodsCents: orders.goodsCents, couponCode: orders.couponCode, couponCents: orders.couponCents, pointsRedeemed: orders.pointsRedeemed, quotationId: orders.quotationId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} vanished`);
  return row;
}
