import type { PaymentMethod } from './checkout-options';
import { lifecycleStatusOf, PAID_LATER, type LifecycleStatus } from './order-lifecycle';

/**
 * Abandoned online payments (issue #17 item 2), as pure rules. An order paid by card or PayPal has
 * one payment deadline, fixed when it is placed (`PAYMENT_ATTEMPT_MINUTES` later): every attempt
 * of the order ("Pay now" starts a new one) ends at that deadline, so asking again never holds the
 * stock longer. After it the order is cancelled by the expiry sweep (stock and quota back, cart kept).
 */
export type { PaymentMethod };

/** The part of an order these rules read. */
export type PayableOrder = { status: LifecycleStatus; paymentMethod: PaymentMethod; paid: boolean };

/** The note on the status change of an order the expiry sweep cancelled. */
export const EXPIRED_NOTE = 'payment_expired';

/** An order the customer still has to pay online: Pending, card or PayPal, no money taken yet (never cash on delivery or on account, nor a purchase request still waiting for its approver). */
export const awaitsPayment = (order: PayableOrder & { awaitingApproval?: boolean }): boolean => order.status === 'Pending' && !PAID_LATER.has(order.paymentMethod) && !order.paid && !order.awaitingApproval;

/** The same for an order as stored (SPEC §4 status code, `paidAt`). */
export const storedOrderAwaitsPayment = (order: { status: number; paymentMethod: PaymentMethod; paidAt: Date | null; awaitingApproval?: boolean }): boolean =>
  awaitsPayment({ status: lifecycleStatusOf(order.status) ?? 'Cancelled', paymentMethod: order.paymentMethod, paid: order.paidAt !== null, awaitingApproval: order.awaitingApproval });

/** The deadline of an order placed at `placedAt`. */
export const paymentDeadline = (placedAt: Date, minutes: number): Date => new Date(placedAt.getTime() + minutes * 60_000);

/** Whether the deadline has passed at `now` (the deadline itself is already too late). */
export const isPastDeadline = (deadline: Date, now: Date): boolean => deadline.getTime() <= now.getTime();

/**
 * What a verified, paid return does to its order — whenever it arrives:
 * - `settle`: the order is waiting for this money: it is paid;
 * - `revive`: the sweep cancelled it at the deadline, and it took back everything its cancellation
 *   released (`reservable`: lib/rules/order-revival.ts `revivalPlan`, issue #44 item 1): it comes
 *   back as a paid Pending order;
 * - `refund_due`: the money cannot be kept for an order (paid twice, cancelled by the customer or
 *   replaced, or what it held is gone: the plan's reason): the payment is recorded and the order
 *   flagged for staff to refund. Money taken is never ignored.
 */
export type PaidReturnOutcome = 'settle' | 'revive' | 'refund_due';

export function paidReturnOutcome(order: PayableOrder & { cancelNote: string | null }, reservable: boolean): PaidReturnOutcome {
  if (order.paid) return 'refund_due';
  if (order.status === 'Pending') return 'settle';
  if (order.status === 'Cancelled' && order.cancelNote === EXPIRED_NOTE) return reservable ? 'revive' : 'refund_due';
  return 'refund_due';
}

/** Variant id → units: what a cart holds, or what an order was placed for. */
export type Units = ReadonlyMap<number, number>;

const sameUnits = (a: Units, b: Units): boolean => a.size === b.size && [...a].every(([variant, units]) => b.get(variant) === units);

/**
 * Checking out again while an earlier order of the same cart awaits payment: the same cart with the
 * same choices (request hash: address, shipping, payment method and provider, expected total)
 * `resume`s that order's payment — no second order holds stock; anything else `replace`s it (the
 * waiting order is cancelled, its stock and quota back, before the new one is placed).
 */
export function checkoutAgain(waiting: { requestHash: string | null; units: Units }, request: { requestHash: string; units: Units }): 'resume' | 'replace' {
  return waiting.requestHash === request.requestHash && sameUnits(waiting.units, request.units) ? 'resume' : 'replace';
}
