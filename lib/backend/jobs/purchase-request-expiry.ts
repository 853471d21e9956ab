import { and, asc, eq, lte } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { isConnectionFailure } from '../db/connection-faults';
import { purchaseRequests } from '../db/schema';
import { endRequestInTx } from '../services/companies/decline-request';
import { mailRequestOutcome } from '../services/companies/request-mail';

/**
 * The purchase-request sweep (issue #50 item 4, decision 0102), run with the payment sweep
 * (scheduler.ts): a request nobody decided before its hold ended (`PURCHASE_REQUEST_HOLD_HOURS`
 * after its placement) expires — its order cancelled, stock, quota, coupon and points given back,
 * the buyer told. Each request in its own transaction that takes the request's row with SKIP
 * LOCKED and re-checks it, so several instances never expire one twice, and an approver deciding
 * at the same moment either wins (the request is no longer waiting) or finds it expired.
 */
export type RequestSweepResult = { expired: number };

export async function expirePurchaseRequests(deps: ApiDeps, batch = 100): Promise<RequestSweepResult> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: purchaseRequests.id })
    .from(purchaseRequests)
    .where(and(eq(purchaseRequests.state, 'waiting'), lte(purchaseRequests.holdUntil, now)))
    .orderBy(asc(purchaseRequests.holdUntil), asc(purchaseRequests.id))
    .limit(batch);
  let expired = 0;
  for (const { id } of due) {
    const ended = await deps.db
      .transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(purchaseRequests)
          .where(and(eq(purchaseRequests.id, id), eq(purchaseRequests.state, 'waiting'), lte(purchaseRequests.holdUntil, now)))
          .for('update', { skipLocked: true });
        // Another instance has it, or it was decided meanwhile.
        return request ? endRequestInTx(tx, request, { state: 'expired', note: 'expired', actor: { kind: 'system' }, now }) : undefined;
      })
      .catch((error: unknown) => {
        if (isConnectionFailure(error)) throw error;
        console.error('[companies] expiring request failed', id, error);
        return undefined;
      });
    if (!ended) continue;
    expired += 1;
    await mailRequestOutcome(deps, id, 'requestExpired');
  }
  return { expired };
}
