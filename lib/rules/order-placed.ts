import { OrderStatusCode } from '@/lib/contract/enums';
import type { PaymentMethod } from './payment-expiry';

/**
 * Orders the customer never placed (issue #46): an order paid online is written before its payment
 * (it holds the stock while the customer is at the bank, issue #17 item 2). When no money ever came
 * — the card was refused, the customer left the bank's page, the deadline passed, or the customer
 * replaced or cancelled the waiting order — it ends Cancelled and unpaid: for the customer that
 * order never existed, so their order list and points history leave it (and its earn/reverse
 * points pair) out. Staff still see it in the console. An order with money taken at any time
 * (`paidAt` is set by every captured payment, even one that came too late and is due back) was
 * placed; so is every cash-on-delivery order, cancelled or not: the customer confirmed it.
 */
export const ONLINE_PAYMENT_METHODS = ['card', 'paypal', 'iris'] as const satisfies readonly PaymentMethod[];

/** The part of an order the rule reads: SPEC §4 status code, payment method, whether money was ever taken. */
export type PlacedCheck = { status: number; paymentMethod: PaymentMethod; paid: boolean };

/** True for an online-payment order cancelled before any money was taken: the customer never placed it. */
export function neverPlaced(order: PlacedCheck): boolean {
  return order.status === OrderStatusCode.Cancelled && !order.paid && (ONLINE_PAYMENT_METHODS as readonly PaymentMethod[]).includes(order.paymentMethod);
}

/** Whether the customer's own lists (orders, points history) show the order. */
export const shownToCustomer = (order: PlacedCheck): boolean => !neverPlaced(order);
