import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { orders, payments } from '../../db/schema';
import { cancelOrderInTx } from '../orders/order-status';
import { removeOrderedFromCart } from '../orders/reserve';
import { recordPaymentEvent, type AttemptWithOrder } from './attempts';
import type { ProviderVerdict } from './provider';

/**
 * Applies a verified, definite verdict to an attempt, once (DESIGN §5: one transaction). Under the
 * attempt's row lock: an attempt already paid or failed stays as it is (a repeated or concurrent
 * return changes nothing the second time); `paid` marks the attempt and the order paid and takes the
 * ordered products out of the cart; `failed` marks the attempt failed and cancels the order, which
 * gives its stock and quota back (the cart was kept). Answers the attempt's status after.
 */
export async function settleAttempt(
  deps: ApiDeps,
  attempt: AttemptWithOrder,
  verdict: ProviderVerdict & { result: 'paid' | 'failed' },
  meta: { customerId: number | null; detail: Record<string, string> },
): Promise<'paid' | 'failed'> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, attempt.id)).for('update');
    if (!row) throw new Error(`payment ${attempt.id} vanished`);
    if (row.status !== 'pending') return row.status;
    const event = { paymentId: attempt.id, provider: attempt.provider, customerId: meta.customerId, detail: meta.detail };
    if (verdict.result === 'failed') {
      await tx.update(payments).set({ status: 'failed', transactionId: verdict.transactionId, updatedAt: now }).where(eq(payments.id, attempt.id));
      await cancelOrderInTx(tx, attempt.orderId, 'payment_failed', now);
      await recordPaymentEvent(tx, { ...event, kind: 'failed' }, now);
      return 'failed';
    }
    await tx.update(payments).set({ status: 'paid', transactionId: verdict.transactionId, confirmedAt: now, updatedAt: now }).where(eq(payments.id, attempt.id));
    await tx.update(orders).set({ paidAt: now, updatedAt: now }).where(eq(orders.id, attempt.orderId));
    await removeOrderedFromCart(tx, { id: attempt.orderId, customerId: attempt.order.customerId, partnerId: attempt.order.partnerId });
    await recordPaymentEvent(tx, { ...event, kind: 'paid' }, now);
    return 'paid';
  });
}
