import type { OrderStatus } from '@/lib/contract/enums';
import type { ReturnState } from '@/lib/contract/returns';
import { orderStatusKey } from './order-status';

/** Statuses in which the goods have reached the customer, so asking some back can make sense. */
const DELIVERED: readonly OrderStatus[] = ['Completed', 'PartiallyDelivered', 'PartiallyReturned'];

/**
 * Whether an order's detail offers "Return items": delivered, and not everything asked back yet.
 * Only a hint: the return page's lookup gives the API's verdict (e.g. a return window that has passed).
 */
export function offersReturn(order: { status: number; returnState: ReturnState }): boolean {
  return order.returnState !== 'full' && DELIVERED.includes(orderStatusKey(order.status));
}
