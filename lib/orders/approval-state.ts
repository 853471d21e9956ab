import { OrderStatusCode } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/orders';

/**
 * How the customer's own orders show a purchase request (issue #50): an order placed over a
 * company's approval rule is Pending while it waits, and reads "Awaiting approval" instead; once
 * the request ends the order shows its status as usual and its page says how the request ended.
 */

/** Whether the order waits for an approver now (a cancelled order reads as cancelled whatever its flag). */
export function awaitsApproval(order: { status: number; awaitingApproval: boolean }): boolean {
  return order.awaitingApproval && order.status === OrderStatusCode.Pending;
}

type Approval = NonNullable<Order['approval']>;
/** Why the shop ended a request, as its note says (company.requests.endings); other notes (order_cancelled) add nothing. */
export type ApprovalEnding = 'buyer_removed' | 'company_disabled';

export type ApprovalView =
  | { state: 'waiting'; reasons: Approval['reasons']; holdUntil: string }
  | { state: 'approved' | 'expired'; decidedAt: string | null }
  | { state: 'declined'; decidedAt: string | null; reason: string | null }
  | { state: 'cancelled'; decidedAt: string | null; ending: ApprovalEnding | null };

const ENDINGS: readonly string[] = ['buyer_removed', 'company_disabled'] satisfies ApprovalEnding[];

/**
 * What the order page says of its request: while waiting, why and until when; once decided, when,
 * with the approver's reason of a decline (the note is their free text) or why the shop cancelled
 * it (the note is a code then).
 */
export function approvalView(approval: Approval): ApprovalView {
  const { state, decidedAt, note } = approval;
  switch (state) {
    case 'waiting':
      return { state, reasons: approval.reasons, holdUntil: approval.holdUntil };
    case 'declined':
      return { state, decidedAt, reason: note?.trim() || null };
    case 'cancelled':
      return { state, decidedAt, ending: note && ENDINGS.includes(note) ? (note as ApprovalEnding) : null };
    default:
      return { state, decidedAt };
  }
}
