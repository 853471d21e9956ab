import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { orders, payments, type AttemptStatus } from '../../db/schema';
import { lockCustomer } from '../customers';
import { cancelOrderInTx, type StatusChanged } from '../orders/order-status';
import { recordPaymentEvent, type AttemptWithOrder } from './attempts';
import { applyPaidInTx } from './late-payment';
import type { ProviderVerdict } from './provider';
import { issuerOf } from '../fiscal/issuer';

/**
 * What a settled return comes to for the customer: paid; failed (declined, cancelled, or an attempt
 * the shop had closed); expired (the order's deadline passed before any money came); refund_due
 * (money came, but no order can keep it: staff give it back).
 */
export type SettleResult = 'paid' | 'failed' | 'expired' | 'refund_due';

export type Settled = { result: SettleResult; changed?: StatusChanged };

/** The customer's view of an attempt's stored status (`refundDue`: the order owes a refund). */
export function settleResultOf(status: AttemptStatus, refundDue: boolean): SettleResult | 'pending' {
  if (status === 'paid') return refundDue ? 'refund_due' : 'paid';
  if (status === 'expired') return 'expired';
  if (status === 'pending') return 'pending';
  return 'failed';
}

/**
 * Applies a verified, definite verdict to an attempt, once (DESIGN §5: one transaction). Locks the
 * customer, the order and the attempt, in that order (awaiting-orders.ts); an attempt already paid
 * or failed stays as it is (a repeated or concurrent return changes nothing the second time).
 * `failed` on the order's open attempt marks it failed and cancels the order (stock and quota
 * back, the cart was kept); on an attempt the shop had closed it changes nothing. `paid` is
 * applied by late-payment.ts whenever it comes: the waiting order is paid, an expired one revived
 * or flagged for a refund.
 */
export async function settleAttempt(
  deps: ApiDeps,
  attempt: AttemptWithOrder,
  verdict: ProviderVerdict & { result: 'paid' | 'failed' },
  meta: { customerId: number | null; detail: Record<string, string> },
): Promise<Settled> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<Settled> => {
    await lockCustomer(tx, attempt.order.customerId);
    const [order] = await tx
      .select({ id: orders.id, customerId: orders.customerId, partnerId: orders.partnerId, status: orders.status, paymentMethod: orders.paymentMethod, paidAt: orders.paidAt, refundDue: orders.refundDue })
      .from(orders)
      .where(eq(orders.id, attempt.orderId))
      .for('update');
    const [row] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, attempt.id)).for('update');
    if (!row || !order) throw new Error(`payment ${attempt.id} vanished`);
    if (row.status === 'paid' || row.status === 'failed') return { result: settleResultOf(row.status, order.refundDue !== null) as SettleResult };
    const event = { paymentId: attempt.id, provider: attempt.provider, customerId: meta.customerId, detail: meta.detail };
    if (verdict.result === 'failed') {
      if (row.status !== 'pending') return { result: settleResultOf(row.status, false) as SettleResult };
      await tx.update(payments).set({ status: 'failed', transactionId: verdict.transactionId, updatedAt: now }).where(eq(payments.id, attempt.id));
      const changed = await cancelOrderInTx(tx, attempt.orderId, 'payment_failed', now);
      await recordPaymentEvent(tx, { ...event, kind: 'failed' }, now);
      return { result: 'failed', changed };
    }
    await tx.update(payments).set({ status: 'paid', transactionId: verdict.transactionId, confirmedAt: now, updatedAt: now }).where(eq(payments.id, attempt.id));
    const paid = await applyPaidInTx(tx, order, attempt.id, now, issuerOf(deps.env));
    await recordPaymentEvent(tx, { ...event, kind: 'paid', reason: paid.outcome === 'settle' ? undefined : paid.outcome }, now);
    return { result: paid.outcome === 'refund_due' ? 'refund_due' : 'paid', changed: paid.revived };
  });
}
