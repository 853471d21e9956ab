import { and, eq, ne } from 'drizzle-orm';
import type { PaymentMethod } from '@/lib/rules/checkout-options';
import { lifecycleStatusOf } from '@/lib/rules/order-lifecycle';
import { EXPIRED_NOTE, paidReturnOutcome, type PaidReturnOutcome } from '@/lib/rules/payment-expiry';
import type { RefundReason } from '@/lib/rules/order-revival';
import { orders, payments } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { latestChangeNote, reviveOrderInTx, type StatusChanged } from '../orders/order-status';
import { removeOrderedFromCart } from '../orders/reserve';
import { reviveHoldings } from '../orders/revive';
import { issueGiftCardsFor } from '../product-kinds/gift-cards';
import { issueSaleDocument, type Issuer } from '../fiscal/issue-document';

/**
 * Money a provider confirmed, applied to its order whatever state the order is in by now (issue #17
 * item 2), inside settle-attempt's transaction with the customer, the order and the attempt locked:
 * the order that waits for it is paid; an order the expiry sweep cancelled comes back when it can take
 * back everything its cancellation released (stock, quota, coupon, quote, redeemed points; its earned
 * points pending again: orders/revive.ts); otherwise the payment is kept on record and the order
 * flagged for staff to refund (`orders.refund_due`, with the reason). Money taken is never ignored.
 */
export type PaidOrder = { id: number; customerId: number; partnerId: number; status: number; paymentMethod: PaymentMethod; paidAt: Date | null };

export type PaidResult = { outcome: PaidReturnOutcome; revived?: StatusChanged };

export async function applyPaidInTx(tx: Tx, order: PaidOrder, attemptId: number, now: Date, issuer: Issuer): Promise<PaidResult> {
  const status = lifecycleStatusOf(order.status) ?? 'Cancelled';
  const cancelNote = status === 'Cancelled' ? await latestChangeNote(tx, order.id) : null;
  const candidate = { status, paymentMethod: order.paymentMethod, paid: order.paidAt !== null, cancelNote };
  // An expired order takes back everything its cancellation released, or nothing (order-revival.ts).
  const plan = status === 'Cancelled' && cancelNote === EXPIRED_NOTE && !candidate.paid ? await reviveHoldings(tx, order.id, now) : undefined;
  const outcome = paidReturnOutcome(candidate, plan?.revive === true);
  const owner = { id: order.id, customerId: order.customerId, partnerId: order.partnerId };
  if (outcome === 'refund_due') {
    const reason: RefundReason = order.paidAt ? 'paid_twice' : plan && !plan.revive ? plan.refundReason : 'late_payment';
    await tx
      .update(orders)
      .set({ refundDue: reason, paidAt: order.paidAt ?? now, updatedAt: now })
      .where(eq(orders.id, order.id));
    return { outcome };
  }
  const revived = outcome === 'revive' ? await reviveOrderInTx(tx, order.id, 'payment_arrived_late', now) : undefined;
  await tx.update(orders).set({ paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  // Paid: the gift cards it bought exist from now on (issue #45; never before the money).
  await issueGiftCardsFor(tx, order.id, now);
  // Paid before delivery: its sale document now, numbered in this transaction (decision 0066).
  await issueSaleDocument(tx, issuer, order.id, now);
  // Another attempt of the order still open ("Pay now" started it) can no longer take money.
  await tx.update(payments).set({ status: 'superseded', updatedAt: now }).where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending'), ne(payments.id, attemptId)));
  await removeOrderedFromCart(tx, owner);
  return { outcome, revived };
}
