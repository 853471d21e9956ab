import type { ReturnState } from '@/lib/contract/returns';
import { RETURNABLE_STATUSES, returnDeadline } from '@/lib/rules/returns';

/**
 * Whether an order's detail offers "Return items" (issue #46: only when the order can be returned):
 * in a status the returns rule accepts, within its return window at `now`, and not everything asked
 * back yet — lib/rules/returns.ts `returnability` as far as the order's detail tells. The return
 * page's lookup still gives the API's verdict.
 */
export function offersReturn(order: { status: number; returnState: ReturnState; createdAt: string }, now: Date): boolean {
  return order.returnState !== 'full' && RETURNABLE_STATUSES.has(order.status) && now.getTime() <= returnDeadline(new Date(order.createdAt)).getTime();
}
