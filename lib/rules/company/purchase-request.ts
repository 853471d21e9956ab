import type { PaymentMethod } from '../checkout-options';
import { can, type CompanyRole } from './company-roles';

/**
 * Purchase requests (issue #50 item 4, decision 0102) as pure rules: who may decide a request and
 * when, what an approval does per payment method, and how long a request holds what it took.
 * A request waits `holdHours` (PURCHASE_REQUEST_HOLD_HOURS, 72 by default) from its placement;
 * an approver or admin of the company, never its own buyer, approves or declines it meanwhile.
 */
export type RequestState = 'waiting' | 'approved' | 'declined' | 'expired' | 'cancelled';

/** Why a decision is refused: an API error key (403 for the first two, 409 for the others). */
export type DecisionRefusal = 'company_role_forbidden' | 'request_own' | 'request_decided' | 'request_expired';

const HOUR_MS = 3_600_000;

/** When a request placed at `placedAt` ends unless decided (the hold on its stock, quota, coupon and points). */
export function holdUntilOf(placedAt: Date, holdHours: number): Date {
  return new Date(placedAt.getTime() + holdHours * HOUR_MS);
}

/** Whether a waiting request is past its hold at `now` (the hold's end itself is already too late). */
export function isPastHold(holdUntil: Date, now: Date): boolean {
  return holdUntil.getTime() <= now.getTime();
}

/**
 * Whether the member may decide the request now: their role must approve requests, it must not be
 * their own, and the request must still wait within its hold. The role is checked first (a buyer
 * learns nothing of the request's state), then the own request, then the state.
 */
export function decisionRefusal(request: { state: RequestState; holdUntil: Date; buyerCustomerId: number }, decider: { role: CompanyRole; customerId: number }, now: Date): DecisionRefusal | undefined {
  if (!can(decider.role, 'approve_requests')) return 'company_role_forbidden';
  if (decider.customerId === request.buyerCustomerId) return 'request_own';
  if (request.state === 'expired') return 'request_expired';
  if (request.state !== 'waiting') return 'request_decided';
  if (isPastHold(request.holdUntil, now)) return 'request_expired';
  return undefined;
}

/** The HTTP status of a refusal. */
export const decisionRefusalStatus = (refusal: DecisionRefusal): 403 | 409 => (refusal === 'company_role_forbidden' || refusal === 'request_own' ? 403 : 409);

/**
 * What an approval does to the order, which proceeds exactly as placed: cash on delivery: nothing
 * more (it is worked like any other); card, PayPal, IRIS: a payment attempt the buyer pays, its
 * deadline counted from the approval (or, paid in full by a gift card at placement: paid now); on
 * account: charged to the company's credit now (which may refuse it: the request stays waiting).
 */
export type ApprovalEffect = 'none' | 'payment_attempt' | 'paid_by_gift_card' | 'charge_on_account';

export function approvalEffect(paymentMethod: PaymentMethod, dueCents: number): ApprovalEffect {
  if (paymentMethod === 'cod') return 'none';
  if (paymentMethod === 'on_account') return dueCents > 0 ? 'charge_on_account' : 'none';
  return dueCents > 0 ? 'payment_attempt' : 'paid_by_gift_card';
}

/** Whether a request of `buyerCustomerId` could be decided by somebody: a member, other than the buyer, whose role approves requests. */
export function hasOtherApprover(members: readonly { customerId: number; role: CompanyRole }[], buyerCustomerId: number): boolean {
  return members.some((m) => m.customerId !== buyerCustomerId && can(m.role, 'approve_requests'));
}

/** Which requests a member sees: an approver or admin the company's, a member who places orders their own, nobody else any. */
export function requestScope(role: CompanyRole): 'company' | 'own' | 'none' {
  if (can(role, 'approve_requests')) return 'company';
  if (can(role, 'place_orders')) return 'own';
  return 'none';
}
