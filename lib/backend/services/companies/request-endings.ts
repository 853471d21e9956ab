import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { companyMembers, customers, purchaseRequests } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { endRequestInTx } from './decline-request';
import { mailRequestOutcome } from './request-mail';

/**
 * Ends the purchase requests of a buyer that still wait (issue #50 "bad input and faults"): a
 * buyer removed from the company, or a company staff disabled. Each request's order is cancelled
 * in the caller's transaction (its stock, quota, coupon and points given back) and the request is
 * marked `cancelled` with `reason`; the buyer is told by mail after the commit (returned for the caller).
 * Owned by the purchase-request service (purchase-requests.ts).
 *
 * The requests are locked in id order (`for update`) before each order is cancelled, as a decision
 * locks its request first: an approval at the same moment either finished first (the request is
 * approved, and stays so: its order goes on) or finds the request cancelled (409 request_decided).
 * Nothing is given back twice: a request that no longer waits is skipped.
 */
export type EndedRequest = { requestId: number; orderId: number };

export async function endWaitingRequests(tx: Tx, deps: ApiDeps, scope: { companyId: number; buyerCustomerId?: number; reason: 'buyer_removed' | 'company_disabled'; now: Date }): Promise<EndedRequest[]> {
  void deps;
  const where = and(eq(purchaseRequests.companyId, scope.companyId), eq(purchaseRequests.state, 'waiting'), scope.buyerCustomerId === undefined ? undefined : eq(purchaseRequests.buyerCustomerId, scope.buyerCustomerId));
  const waiting = await tx.select().from(purchaseRequests).where(where).orderBy(asc(purchaseRequests.id)).for('update');
  const ended: EndedRequest[] = [];
  for (const request of waiting) {
    if (await endRequestInTx(tx, request, { state: 'cancelled', note: scope.reason, actor: { kind: 'system' }, now: scope.now })) ended.push({ requestId: request.id, orderId: request.orderId });
  }
  return ended;
}

/** Tells each ended request's buyer (after the caller's commit; a failure is logged, never thrown). */
export async function mailEndedRequests(deps: ApiDeps, ended: readonly EndedRequest[]): Promise<void> {
  for (const request of ended) await mailRequestOutcome(deps, request.requestId, 'requestCancelled');
}

/**
 * Locks the customer rows of the buyers whose requests a removal or a disable may end, in id order,
 * BEFORE the caller locks the company or its members. Order placement locks the buyer's customer
 * row first, then their membership and the company; ending a request gives holdings back under the
 * buyer's customer lock; so every path takes customer → company → members, and a buyer's placement
 * racing their removal waits instead of deadlocking. `memberId` names one member (read unlocked: a
 * lock only, the caller checks the member against its company once it holds the locks); without it,
 * the buyers of the company's waiting requests.
 */
export async function lockBuyersFirst(tx: Tx, scope: { memberId: number } | { companyId: number }): Promise<void> {
  const rows =
    'memberId' in scope
      ? await tx.select({ id: companyMembers.customerId }).from(companyMembers).where(eq(companyMembers.id, scope.memberId))
      : await tx.selectDistinct({ id: purchaseRequests.buyerCustomerId }).from(purchaseRequests).where(and(eq(purchaseRequests.companyId, scope.companyId), eq(purchaseRequests.state, 'waiting')));
  const ids = [...new Set(rows.map((r) => r.id))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.select({ id: customers.id }).from(customers).where(inArray(customers.id, ids)).orderBy(asc(customers.id)).for('no key update');
}
