/**
 * When an order gets its sale document (issue #47 item 2, decision 0066), as Greek law times it
 * for a shop: at the payment when the customer pays before delivery (card, PayPal, IRIS, a gift
 * card that pays it all), and at dispatch otherwise: the first move of a cash-on-delivery order to
 * Invoiced, ReadyForPickup, InDelivery, PartiallyDelivered or Completed. An order cancelled before
 * either never gets one, so it needs no credit note.
 */
import type { LifecycleStatus } from '@/lib/rules/order-lifecycle';

const DISPATCHED: ReadonlySet<LifecycleStatus> = new Set(['Invoiced', 'ReadyForPickup', 'InDelivery', 'PartiallyDelivered', 'Completed']);

/** Whether a move to `to` is when the order's sale document is issued (at most once: issuing is idempotent). */
export const saleDocumentDueOnMove = (to: LifecycleStatus): boolean => DISPATCHED.has(to);
