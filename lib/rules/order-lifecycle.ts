import { orderStatusFromCode, type OrderStatus } from '@/lib/contract/enums';
import type { PaymentMethod } from './checkout-options';

/**
 * The order lifecycle (issue #17 item 1): which status may follow which, as one table a reader
 * checks at a glance, and what a change does besides the status. SPEC §4 names the statuses and
 * leaves the transitions open; these are the shop's (docs/decisions.md, "Order lifecycle").
 *
 * Read a row as "from this status, staff (or the operations API) may move the order to …". The
 * shipping method narrows it: ReadyForPickup is for store pickup only, InDelivery for courier and
 * BOX NOW only; an order paid online is refunded, never cancelled, and only an order with money
 * taken (paid online, or delivered: cash on delivery) can be refunded; an order that waits for its
 * online payment is not worked on until it is paid. Refund is the end; Cancelled leads only to
 * Refund, for money that came in after the cancel (a late card payment, issue #17 item 2).
 */
export const TRANSITIONS: Readonly<Record<LifecycleStatus, readonly LifecycleStatus[]>> = {
  Pending: ['CheckingStock', 'Processing', 'Cancelled', 'Refund'],
  CheckingStock: ['Processing', 'Cancelled', 'Refund'],
  Processing: ['Invoiced', 'ReadyForPickup', 'InDelivery', 'Cancelled', 'Refund'],
  Invoiced: ['ReadyForPickup', 'InDelivery', 'Completed', 'PartiallyReturned', 'Returned', 'Refund'],
  ReadyForPickup: ['Completed', 'NotDelivered', 'Cancelled', 'Refund'],
  // Back to Processing only when its voucher is cancelled before the carrier took the parcel (decision 0086; the shipping service's move).
  InDelivery: ['Completed', 'PartiallyDelivered', 'NotDelivered', 'Processing'],
  PartiallyDelivered: ['Completed', 'PartiallyReturned', 'Returned', 'Refund'],
  NotDelivered: ['InDelivery', 'Cancelled', 'Refund'],
  Completed: ['PartiallyReturned', 'Returned', 'Refund'],
  PartiallyReturned: ['Returned', 'Refund'],
  Returned: ['Refund'],
  Refund: [],
  Cancelled: ['Refund'],
};

/** Every status an order can be in (SPEC's NA is a wire placeholder, never an order's status). */
export type LifecycleStatus = Exclude<OrderStatus, 'NA'>;

export type ShippingMethod = 'courier' | 'store_pickup' | 'boxnow';

/** The part of an order the rules read (`awaitingApproval`: a company's purchase request not decided yet, issue #50). */
export type LifecycleOrder = { status: LifecycleStatus; shippingMethod: ShippingMethod; paymentMethod: PaymentMethod; paid: boolean; awaitingApproval?: boolean };

/** Why a change is refused (an API error key, translated in both languages). */
export type TransitionRefusal = 'status_unchanged' | 'transition_not_allowed' | 'transition_wrong_shipping' | 'transition_paid_order' | 'transition_not_paid' | 'transition_awaiting_payment' | 'transition_awaiting_approval';

/** Statuses in which the goods reached the customer: cash on delivery has been paid by then. */
const DELIVERED: ReadonlySet<LifecycleStatus> = new Set(['Completed', 'PartiallyDelivered', 'PartiallyReturned', 'Returned']);

/** Statuses before the goods leave the shop: stock and quota are still held for the order. */
const BEFORE_SHIPPING: ReadonlySet<LifecycleStatus> = new Set(['Pending', 'CheckingStock', 'Processing', 'Invoiced', 'ReadyForPickup']);

/**
 * Paid after the goods leave (issue #50): cash on delivery, and on account (the company pays its
 * invoice by its terms). Such an order is worked on unpaid, and a cancel of it is never a refund.
 */
export const PAID_LATER: ReadonlySet<PaymentMethod> = new Set(['cod', 'on_account']);

/** Whether `to` may follow the order's status; the refusal's key otherwise. */
export function checkTransition(order: LifecycleOrder, to: LifecycleStatus): { ok: true } | { ok: false; reason: TransitionRefusal } {
  if (order.status === to) return { ok: false, reason: 'status_unchanged' };
  if (!TRANSITIONS[order.status].includes(to)) return { ok: false, reason: 'transition_not_allowed' };
  // A purchase request waits for the company's approver: nobody works it meanwhile, staff may only cancel it (issue #50).
  if (order.awaitingApproval && to !== 'Cancelled') return { ok: false, reason: 'transition_awaiting_approval' };
  if (to === 'ReadyForPickup' && order.shippingMethod !== 'store_pickup') return { ok: false, reason: 'transition_wrong_shipping' };
  if (to === 'InDelivery' && order.shippingMethod === 'store_pickup') return { ok: false, reason: 'transition_wrong_shipping' };
  // Card or PayPal not paid yet: the order waits for its payment (or its deadline), not for staff.
  if ((to === 'CheckingStock' || to === 'Processing') && !PAID_LATER.has(order.paymentMethod) && !order.paid) return { ok: false, reason: 'transition_awaiting_payment' };
  // Money was taken online: ending the order is a refund, never a silent cancel.
  if (to === 'Cancelled' && order.paid && !PAID_LATER.has(order.paymentMethod)) return { ok: false, reason: 'transition_paid_order' };
  // A refund gives money back: there must be some (paid online, or cash on delivery handed over).
  if (to === 'Refund' && !order.paid && !DELIVERED.has(order.status)) return { ok: false, reason: 'transition_not_paid' };
  return { ok: true };
}

/**
 * Whether the change gives back the stock and the discount quota the order holds: an order that
 * ends before its goods left the shop (cancelled, refunded unshipped, or never delivered and back
 * at the shop). Goods that reached the customer come back through a return instead.
 */
export function releasesReservation(from: LifecycleStatus, to: LifecycleStatus): boolean {
  if (to === 'Cancelled') return true;
  if (to === 'Refund') return BEFORE_SHIPPING.has(from) || from === 'NotDelivered';
  return false;
}

/** The changes the customer is told about by email, in the order's language. */
export const NOTIFIED_STATUSES: ReadonlySet<LifecycleStatus> = new Set(['InDelivery', 'ReadyForPickup', 'Completed', 'Cancelled', 'Refund']);

/**
 * The order's status once a return has been received: Returned when every ordered unit is back,
 * PartiallyReturned otherwise. `undefined` when the order's status does not move (already
 * refunded, or nothing came back).
 */
export function statusAfterReturn(status: LifecycleStatus, units: { ordered: number; returned: number }): LifecycleStatus | undefined {
  if (units.returned <= 0 || status === 'Refund' || status === 'Cancelled') return undefined;
  const next: LifecycleStatus = units.returned >= units.ordered ? 'Returned' : 'PartiallyReturned';
  return next === status ? undefined : next;
}

/** The statuses the order may move to now, in the table's order (what a console offers). */
export function nextStatuses(order: LifecycleOrder): LifecycleStatus[] {
  return TRANSITIONS[order.status].filter((to) => checkTransition(order, to).ok);
}

/** Whether a text names a lifecycle status (a value from a form or a URL). */
export const isLifecycleStatus = (value: string): value is LifecycleStatus => Object.hasOwn(TRANSITIONS, value);

/** Every status, in the table's order (a filter's choices). */
export const LIFECYCLE_STATUSES = Object.keys(TRANSITIONS) as LifecycleStatus[];

/** The lifecycle status of a SPEC §4 code; undefined for NA or an unknown code. */
export function lifecycleStatusOf(code: number): LifecycleStatus | undefined {
  const name = orderStatusFromCode(code);
  return name !== undefined && isLifecycleStatus(name) ? name : undefined;
}

/**
 * Statuses only a received return reaches (issue #44 item 2): the return's lines put the goods back
 * in stock and move the order (statusAfterReturn), so staff never set them by hand.
 */
export const RETURN_ONLY_STATUSES: ReadonlySet<LifecycleStatus> = new Set(['PartiallyReturned', 'Returned']);

/** Why a staff member's change is refused: the lifecycle's reasons, a status only a return reaches, or a move only shipping makes. */
export type StaffTransitionRefusal = TransitionRefusal | 'transition_needs_return' | 'transition_needs_shipment';

/** The methods a carrier ships (courier: ACS; locker: Box Now): their orders leave with a voucher (decision 0086). */
export const CARRIER_METHODS: ReadonlySet<ShippingMethod> = new Set(['courier', 'boxnow']);

/**
 * A change asked for by hand (the console, the operations API): the lifecycle's check, never a
 * return-only status, and never the moves only shipping makes (decision 0086): a carrier order goes
 * InDelivery with its voucher (so the customer always has a tracking number and the carrier's
 * statuses reach the order), and back to Processing only when that voucher is cancelled.
 */
export function checkStaffTransition(order: LifecycleOrder, to: LifecycleStatus): { ok: true } | { ok: false; reason: StaffTransitionRefusal } {
  if (RETURN_ONLY_STATUSES.has(to)) return { ok: false, reason: 'transition_needs_return' };
  const verdict = checkTransition(order, to);
  if (!verdict.ok) return verdict;
  if (to === 'InDelivery' && CARRIER_METHODS.has(order.shippingMethod)) return { ok: false, reason: 'transition_needs_shipment' };
  if (order.status === 'InDelivery' && to === 'Processing') return { ok: false, reason: 'transition_needs_shipment' };
  return verdict;
}

/** The statuses staff may set by hand now (what the console offers): the lifecycle's, less the return-only ones. */
export function staffNextStatuses(order: LifecycleOrder): LifecycleStatus[] {
  return TRANSITIONS[order.status].filter((to) => checkStaffTransition(order, to).ok);
}
