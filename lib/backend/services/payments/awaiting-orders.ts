import { and, desc, eq, isNotNull, isNull, ne, notExists, sql } from 'drizzle-orm';
import { paymentStartPath } from '@/lib/checkout/payment-pages';
import { OrderStatusCode, type Language } from '@/lib/contract/enums';
import type { ApiDeps } from '../../context';
import { cartLines, idempotencyKeys, orderLines, orders, payments, purchaseRequests, type StatusChangeActor } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { storefrontLink } from '../links';
import { cancelOrderInTx, type StatusChanged } from '../orders/order-status';
import { PROVIDER_SLUGS, type ProviderName } from './provider';

/**
 * Orders that wait for an online payment (issue #17 item 2): the one a cart's checkout may resume,
 * the storefront page that pays it, and closing one from the shop's side (its open attempts are
 * closed and the order cancelled, stock and quota back, in the caller's transaction).
 *
 * Lock order, everywhere an order and its attempts are written: the customer (when it is locked
 * at all), then the order, then its attempts — so two of these paths can never deadlock.
 */
export type AwaitingOrder = { id: number; uid: string; orderNumber: string; language: Language; paymentDueAt: Date; requestHash: string | null; units: Map<number, number> };

/** The customer's order under the partner that still waits for an online payment, locked. */
export async function lockAwaitingOrder(tx: Tx, owner: { customerId: number; partnerId: number }): Promise<AwaitingOrder | undefined> {
  const [order] = await tx
    .select({ id: orders.id, uid: orders.uid, orderNumber: orders.orderNumber, language: orders.language, paymentDueAt: orders.paymentDueAt })
    .from(orders)
    // Not a company's purchase request (issue #50): its cart was emptied when placed, and an approved one is paid from its own page, never replaced by a new checkout.
    .where(and(eq(orders.customerId, owner.customerId), eq(orders.partnerId, owner.partnerId), eq(orders.status, OrderStatusCode.Pending), isNull(orders.paidAt), ne(orders.paymentMethod, 'cod'), isNotNull(orders.paymentDueAt), notExists(tx.select({ id: purchaseRequests.id }).from(purchaseRequests).where(eq(purchaseRequests.orderId, orders.id)))))
    .orderBy(desc(orders.id))
    .limit(1)
    .for('update');
  if (!order?.paymentDueAt) return undefined;
  const [key] = await tx.select({ hash: idempotencyKeys.requestHash }).from(idempotencyKeys).where(eq(idempotencyKeys.orderId, order.id)).limit(1);
  const lines = await tx.select({ variantId: orderLines.variantId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order.id));
  return { ...order, language: order.language === 'en' ? 'en' : 'el', paymentDueAt: order.paymentDueAt, requestHash: key?.hash ?? null, units: unitsOf(lines) };
}

const unitsOf = (lines: readonly { variantId: number; quantity: number }[]): Map<number, number> => {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.variantId, (units.get(line.variantId) ?? 0) + line.quantity);
  return units;
};

/** Variant → units of a cart. */
export async function cartUnits(tx: Tx, cartId: number): Promise<Map<number, number>> {
  return unitsOf(await tx.select({ variantId: cartLines.variantId, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.cartId, cartId)));
}

/** The order's open attempt (the newest pending one), if any. */
export async function openAttempt(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({ id: payments.id, uid: payments.uid, provider: payments.provider, providerRef: payments.providerRef, start: payments.start, amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The storefront page where the customer pays an attempt (it starts it with the provider). */
export function attemptPageUrl(deps: ApiDeps, attempt: { uid: string; provider: string }, order: { language: Language; partnerCode: string }): string {
  return storefrontLink(deps, order.language, order.partnerCode, paymentStartPath(PROVIDER_SLUGS[attempt.provider as ProviderName], attempt.uid));
}

/** Closes the order's open attempts with `status` (never a paid or failed one). */
export async function closeOpenAttempts(tx: Tx, orderId: number, status: 'expired' | 'superseded' | 'cancelled', now: Date): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: now }).where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

/**
 * Ends a waiting order from the shop's side, in the caller's transaction, after the order's row is
 * locked: its attempts are closed, then the order is cancelled (stock and quota back; the cart was
 * kept). `note` says why (payment_expired, cancelled_by_customer, replaced_by_new_order).
 */
export async function closeAwaitingOrder(
  tx: Tx,
  orderId: number,
  close: { attempts: 'expired' | 'cancelled'; note: string; actor?: StatusChangeActor },
  now: Date,
): Promise<StatusChanged | undefined> {
  const changed = await cancelOrderInTx(tx, orderId, close.note, now, close.actor);
  if (changed) await closeOpenAttempts(tx, orderId, close.attempts, now);
  return changed;
}

/** Orders whose payment deadline has passed at `now`, oldest deadline first (the sweep's work list). */
export async function ordersPastDeadline(db: ApiDeps['db'], now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNull(orders.paidAt), eq(orders.status, OrderStatusCode.Pending), sql`${orders.paymentDueAt} <= ${now}`))
    .orderBy(orders.paymentDueAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
