import { orderStatusFromCode, type OrderStatus } from '@/lib/contract/enums';

/**
 * Deleting a customer account (issue #49 item 2, decision 0096): what keeps it open and what the
 * erasure leaves behind. Pure; the service (lib/backend/services/privacy/account-deletion.ts)
 * reads the rows and writes.
 *
 * An account is deleted at once or not at all: while the customer still has business with the
 * shop the request is refused with the orders that hold it (409 `account_has_open_orders`), and
 * the customer may ask again once they are over.
 */

/**
 * The order statuses in which nothing is left to do for the shop or the customer: delivered and
 * kept, returned, refunded, cancelled. Every other status (Pending, CheckingStock, Processing,
 * Invoiced, ReadyForPickup, InDelivery, PartiallyDelivered, NotDelivered, and NA or an unknown
 * code) still moves goods or money, so it keeps the account open. Completed and PartiallyReturned
 * could still take a return: deleting the account gives that up, the customer is told so.
 */
export const FINAL_ORDER_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>(['Completed', 'PartiallyReturned', 'Returned', 'Refund', 'Cancelled']);

/** Return requests the shop has not finished: asked, or the goods received and the refund not yet decided. */
export const OPEN_RETURN_STATUSES: ReadonlySet<string> = new Set(['Requested', 'Received']);

/** Why an order keeps the account open: its status, a return being handled, or money the shop still owes. */
export type DeletionBlockerReason = 'order_open' | 'return_open' | 'refund_due';

export type DeletionOrder = {
  uid: string;
  orderNumber: string;
  /** SPEC §4 status code. */
  status: number;
  /** Money the shop must give back (orders.refund_due); null when none is due. */
  refundDue: string | null;
  /** Statuses of the order's return requests. */
  returnStatuses: readonly string[];
};

export type DeletionBlocker = { uid: string; orderNumber: string; reason: DeletionBlockerReason };

export function isFinalOrderStatus(code: number): boolean {
  const status = orderStatusFromCode(code);
  return status !== undefined && FINAL_ORDER_STATUSES.has(status);
}

/** The orders that keep the account open, each with its first reason, in the order given. */
export function deletionBlockers(orders: readonly DeletionOrder[]): DeletionBlocker[] {
  const blockers: DeletionBlocker[] = [];
  for (const order of orders) {
    const reason: DeletionBlockerReason | undefined = !isFinalOrderStatus(order.status)
      ? 'order_open'
      : order.returnStatuses.some((s) => OPEN_RETURN_STATUSES.has(s))
        ? 'return_open'
        : order.refundDue !== null
          ? 'refund_due'
          : undefined;
    if (reason) blockers.push({ uid: order.uid, orderNumber: order.orderNumber, reason });
  }
  return blockers;
}

/** At most this many blocking orders are named in the refusal (the rest are counted in `more`). */
export const MAX_NAMED_BLOCKERS = 50;

/**
 * The refusal's `params` (the API error body's shape: string values by key): `orders` maps each
 * order number to its uid (the page links the order), `reasons` each number to its reason, and
 * `count.total` says how many there are in all.
 */
export function blockerParams(blockers: readonly DeletionBlocker[]): Record<string, Record<string, string | number>> {
  const named = blockers.slice(0, MAX_NAMED_BLOCKERS);
  return {
    orders: Object.fromEntries(named.map((b) => [b.orderNumber, b.uid])),
    reasons: Object.fromEntries(named.map((b) => [b.orderNumber, b.reason])),
    count: { total: blockers.length },
  };
}

/** The domain of an erased account's address: `.invalid` is reserved (RFC 2606) and never delivers. */
export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

/** The address an erased account keeps: unique per account, so the same person may register again with theirs. */
export const deletedEmail = (customerId: number) => `deleted-${customerId}@${DELETED_EMAIL_DOMAIN}`;

export const isDeletedEmail = (email: string) => email.endsWith(`@${DELETED_EMAIL_DOMAIN}`);

/** A password hash no password matches (not the `scrypt$…` form passwords.ts verifies). */
export const UNUSABLE_PASSWORD_HASH = 'deleted';

type AddressSnapshot = { firstName: string; lastName: string; address: string; mobile: string };

/**
 * What an erased account's order keeps of its addresses (decision 0096). The sale document
 * (invoice or receipt, rendered from the order whenever it is downloaded) prints the billing
 * name, address, mobile and the order's e-mail, and the delivery note the delivery address: an
 * order with a fiscal document keeps those for the tax retention period. Nothing prints the
 * recipient's name and mobile of the shipping address: they go. An order that never had a
 * document (cancelled before it was paid or shipped) has no tax reason to keep anyone's name or
 * contact: its billing name, street and mobile go too, and its e-mail becomes the erased address.
 */
export function erasedOrderContact<A extends AddressSnapshot>(
  order: { email: string; billing: A; shippingAddress: A | null },
  input: { hasDocument: boolean; customerId: number },
): { email: string; billing: A; shippingAddress: A | null } {
  const shippingAddress = order.shippingAddress && { ...order.shippingAddress, firstName: '', lastName: '', mobile: '' };
  if (input.hasDocument) return { email: order.email, billing: order.billing, shippingAddress };
  return {
    email: deletedEmail(input.customerId),
    billing: { ...order.billing, firstName: '', lastName: '', address: '', mobile: '' },
    shippingAddress: shippingAddress && { ...shippingAddress, address: '' },
  };
}
