import type { ReturnState } from '@/lib/contract/returns';
import { RETURNABLE_STATUSES } from '@/lib/rules/returns';

/**
 * Whether an order's detail offers "Return items": in a status the returns rule accepts, and not
 * everything asked back yet. Only a hint: the return page's lookup gives the API's verdict (e.g. a
 * return window that has passed).
 */
export function offersReturn(order: { status: number; returnState: ReturnState }): boolean {
  return order.returnState !== 'full' && RETURNABLE_STATUSES.has(order.status);
}
