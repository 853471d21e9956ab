import type { OrderStatus } from '@/lib/contract/enums';
import { type OrderLookup } from '@/lib/contract/returns';
import { orderStatusKey } from '@/lib/orders/order-status';
import { NotReturnableReasons, type NotReturnableReason } from '@/lib/contract/enums';

/**
 * Why a 409 `order_not_returnable` refused a return: the API names it in `params.order.reason`.
 * Undefined when the answer does not say (the generic message is shown then).
 */
export function notReturnableReasonOf(params: Record<string, Record<string, string | number>> | undefined): NotReturnableReason | undefined {
  const reason = params?.order?.reason;
  return typeof reason === 'string' && (NotReturnableReasons as readonly string[]).includes(reason) ? (reason as NotReturnableReason) : undefined;
}

/** Which explanation a looked-up order that cannot be returned gets (`returns.notReturnable.*`), with what it names. */
export type NotReturnableMessage =
  | { key: 'status'; status: OrderStatus }
  | { key: 'window_passed'; deadline: Date }
  | { key: 'all_requested' }
  | { key: 'generic' };

export function notReturnableMessage(order: Pick<OrderLookup, 'status' | 'notReturnableReason' | 'returnDeadline'>): NotReturnableMessage {
  switch (order.notReturnableReason) {
    case 'status':
      return { key: 'status', status: orderStatusKey(order.status) };
    case 'window_passed':
      return order.returnDeadline ? { key: 'window_passed', deadline: new Date(order.returnDeadline) } : { key: 'generic' };
    case 'all_requested':
      return { key: 'all_requested' };
    default:
      return { key: 'generic' };
  }
}
