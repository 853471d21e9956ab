import { and, eq } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { PurchaseRequest } from '@/lib/contract/purchase-requests';
import { decisionRefusal, decisionRefusalStatus } from '@/lib/rules/company/purchase-request';
import type { ApiDeps } from '../../context';
import { orders, purchaseRequests, type StatusChangeActor } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, notFound } from '../../http/api-error';
import { parseIdParam } from '../../http/path-params';
import { cancelOrderInTx, type StatusChanged } from '../orders/order-status';
import { lockCustomer } from '../customers';
import { findMembership, requireMembership, type Membership } from './membership';
import { getPurchaseRequest, type CompanyCaller } from './purchase-requests';
import { mailRequestOutcome } from './request-mail';

/**
 * Ending a purchase request (issue #50 item 4, decision 0102): declined by an approver (with a
 * reason), expired by the job (past its hold), or cancelled by the shop (its buyer removed, its
 * company disabled: request-endings.ts). In each, the request row is locked first (`for update`),
 * then its order is cancelled through the normal cancel (order-status.ts: the customer, then the
 * order; its stock, quota, coupon, quote and points given back by the holdings rule), once: a
 * request that no longer waits is left as it is.
 */
export type RequestRow = typeof purchaseRequests.$inferSelect;

/**
 * The request row, locked; only one of the company's (`companyId`), or any when the shop asks. The
 * buyer's customer row is locked before it: every path takes customer → company → request → order
 * (placement, a member's removal, a company's disabling, a decision, the expiry), so none waits on
 * another in the opposite order (PostgreSQL found the deadlock when a decision locked the customer
 * only inside lockOrder, after the request).
 */
export async function lockRequest(tx: Tx, id: number, companyId?: number): Promise<RequestRow | undefined> {
  const [peek] = await tx.select({ buyer: purchaseRequests.buyerCustomerId }).from(purchaseRequests).where(eq(purchaseRequests.id, id));
  if (peek) await lockCustomer(tx, peek.buyer);
  const [row] = await tx
    .select()
    .from(purchaseRequests)
    .where(companyId === undefined ? eq(purchaseRequests.id, id) : and(eq(purchaseRequests.id, id), eq(purchaseRequests.companyId, companyId)))
    .for('update');
  return row;
}

/**
 * Ends a waiting request the caller has locked: its new state with the note and who decided, then
 * its order cancelled (holdings back) and no longer awaiting approval. Undefined when it was not waiting.
 */
export async function endRequestInTx(
  tx: Tx,
  request: RequestRow,
  end: { state: 'declined' | 'expired' | 'cancelled'; note: string; deciderCustomerId?: number; actor: StatusChangeActor; now: Date },
): Promise<StatusChanged | 'ended' | undefined> {
  if (request.state !== 'waiting') return undefined;
  await tx
    .update(purchaseRequests)
    .set({ state: end.state, note: end.note, decidedAt: end.now, decidedByCustomerId: end.deciderCustomerId ?? null })
    .where(eq(purchaseRequests.id, request.id));
  const changed = await cancelOrderInTx(tx, request.orderId, `request_${end.state}`, end.now, end.actor);
  await tx.update(orders).set({ awaitingApproval: false, updatedAt: end.now }).where(eq(orders.id, request.orderId));
  return changed ?? 'ended';
}

/**
 * The decider's membership read again inside the decision's transaction (after the request's lock),
 * and the rule's verdict (403 company_role_forbidden / request_own, 409 request_decided / request_expired).
 */
export async function checkDecision(tx: Tx, caller: CompanyCaller, request: RequestRow | undefined, now: Date): Promise<{ request: RequestRow; member: Membership }> {
  const member = await findMembership(tx, { customerId: caller.customerId, partnerId: caller.partner.id });
  if (!member || member.company.status !== 'active') throw new ApiError(404, 'company_not_found');
  if (!request || request.companyId !== member.companyId) throw notFound('request_not_found');
  const refusal = decisionRefusal(request, { role: member.role, customerId: member.customerId }, now);
  if (refusal) throw new ApiError(decisionRefusalStatus(refusal), refusal);
  return { request, member };
}

/** `POST /Company/Requests/:id/Decline` {reason}: the order cancelled, the buyer told. */
export async function declineRequest(deps: ApiDeps, caller: CompanyCaller, rawId: string | undefined, reason: string, lang: Language): Promise<PurchaseRequest> {
  const id = parseIdParam(rawId, 'request_not_found');
  // A member who may not decide learns nothing of the request (403 before any lock).
  const member = await requireMembership(deps.db, { customerId: caller.customerId, partnerId: caller.partner.id }, 'approve_requests');
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { request } = await checkDecision(tx, caller, await lockRequest(tx, id, member.companyId), now);
    await endRequestInTx(tx, request, { state: 'declined', note: reason, deciderCustomerId: caller.customerId, actor: { kind: 'customer', id: caller.customerId }, now });
  });
  await mailRequestOutcome(deps, id, 'requestDeclined');
  return getPurchaseRequest(deps, caller, String(id), lang);
}
