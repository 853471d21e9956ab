import { and, eq, ne } from 'drizzle-orm';
import { lifecycleStatusOf } from '@/lib/rules/order-lifecycle';
import { EXPIRED_NOTE, paidReturnOutcome, type PaidReturnOutcome } from '@/lib/rules/payment-expiry';
import { quotaPeriodBounds } from '@/lib/rules/quota-period';
import { orderLines, orders, partners, payments } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError } from '../../http/api-error';
import { latestChangeNote, reviveOrderInTx, type StatusChanged } from '../orders/order-status';
import { consumeQuota, quotaUsed, removeOrderedFromCart, reserveStock } from '../orders/reserve';

/**
 * Money a provider confirmed, applied to its order whatever state the order is in by now (issue #17
 * item 2), inside settle-attempt's transaction with the customer, the order and the attempt locked:
 * the order that waits for it is paid; an order the expiry sweep cancelled comes back when its stock
 * and quota can be held again; otherwise the payment is kept on record and the order flagged for
 * staff to refund (`orders.refund_due`). Money taken is never ignored.
 */
export type PaidOrder = { id: number; customerId: number; partnerId: number; status: number; paymentMethod: 'cod' | 'card' | 'paypal'; paidAt: Date | null };

export type PaidResult = { outcome: PaidReturnOutcome; revived?: StatusChanged };

export async function applyPaidInTx(tx: Tx, order: PaidOrder, attemptId: number, now: Date): Promise<PaidResult> {
  const status = lifecycleStatusOf(order.status) ?? 'Cancelled';
  const cancelNote = status === 'Cancelled' ? await latestChangeNote(tx, order.id) : null;
  const candidate = { status, paymentMethod: order.paymentMethod, paid: order.paidAt !== null, cancelNote };
  const outcome = paidReturnOutcome(candidate, candidate.status === 'Cancelled' && cancelNote === EXPIRED_NOTE && (await holdAgain(tx, order, now)));
  const owner = { id: order.id, customerId: order.customerId, partnerId: order.partnerId };
  if (outcome === 'refund_due') {
    await tx
      .update(orders)
      .set({ refundDue: order.paidAt ? 'paid_twice' : 'late_payment', paidAt: order.paidAt ?? now, updatedAt: now })
      .where(eq(orders.id, order.id));
    return { outcome };
  }
  const revived = outcome === 'revive' ? await reviveOrderInTx(tx, order.id, 'payment_arrived_late', now) : undefined;
  await tx.update(orders).set({ paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  // Another attempt of the order still open ("Pay now" started it) can no longer take money.
  await tx.update(payments).set({ status: 'superseded', updatedAt: now }).where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending'), ne(payments.id, attemptId)));
  await removeOrderedFromCart(tx, owner);
  return { outcome, revived };
}

/**
 * Holds the stock and the discount quota of a cancelled order again, in a savepoint: true when both
 * fit (the holds stay), false when they do not (nothing stays held).
 */
async function holdAgain(tx: Tx, order: PaidOrder, now: Date): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      const lines = await sp
        .select({ id: orderLines.id, variantId: orderLines.variantId, quantity: orderLines.quantity, discounted: orderLines.discounted })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id));
      await reserveStock(sp, lines);
      const units = lines.reduce((total, line) => total + (line.discounted ? line.quantity : 0), 0);
      const [partner] = await sp.select({ limit: partners.quotaLimit, period: partners.quotaPeriod }).from(partners).where(eq(partners.id, order.partnerId));
      const period = quotaPeriodBounds(partner?.period ?? 'month', now);
      const owner = { customerId: order.customerId, partnerId: order.partnerId };
      if (units > 0 && (await quotaUsed(sp, owner, period)) + units > (partner?.limit ?? 0)) throw new NotReservable();
      await consumeQuota(sp, { ...owner, periodStart: period.start, units, orderId: order.id, now });
    });
    return true;
  } catch (error) {
    if (error instanceof NotReservable || (error instanceof ApiError && error.status === 409)) return false;
    throw error;
  }
}

class NotReservable extends Error {}

