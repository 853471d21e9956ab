import { and, eq } from 'drizzle-orm';
import type { Order } from '@/lib/contract/orders';
import type { Database } from '../../db/client';
import { orders, purchaseRequests } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/** The purchase request of an order (issue #50) as the order's view shows it, or null when it was placed without one. */
export async function approvalOfOrder(db: Pick<Database, 'select'>, orderId: number): Promise<Order['approval']> {
  const [row] = await db
    .select({ id: purchaseRequests.id, state: purchaseRequests.state, reasons: purchaseRequests.reasons, holdUntil: purchaseRequests.holdUntil, decidedAt: purchaseRequests.decidedAt, note: purchaseRequests.note })
    .from(purchaseRequests)
    .where(eq(purchaseRequests.orderId, orderId));
  if (!row) return null;
  return {
    requestId: row.id,
    state: row.state,
    reasons: row.reasons as NonNullable<Order['approval']>['reasons'],
    holdUntil: row.holdUntil.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    note: row.note,
  };
}

/**
 * An order cancelled while its purchase request still waits (staff cancel it, or the buyer's
 * payment path closes it): the request ends with it (`cancelled`, order_cancelled), in the caller's
 * transaction, and the order no longer awaits approval. A decline, expiry or removal ends the
 * request before it cancels the order, so this finds nothing then.
 */
export async function endRequestOfCancelledOrder(tx: Tx, orderId: number, now: Date): Promise<void> {
  const ended = await tx
    .update(purchaseRequests)
    .set({ state: 'cancelled', note: 'order_cancelled', decidedAt: now })
    .where(and(eq(purchaseRequests.orderId, orderId), eq(purchaseRequests.state, 'waiting')))
    .returning({ id: purchaseRequests.id });
  if (ended.length) await tx.update(orders).set({ awaitingApproval: false }).where(eq(orders.id, orderId));
}
