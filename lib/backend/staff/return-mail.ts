import { MAILED_RETURN_STATUSES, type ReturnStatus } from '@/lib/rules/return-lifecycle';
import type { ApiDeps } from '../context';
import { mailOrderCustomer } from '../services/orders/order-status-mail';

const MAIL_KINDS = { Refunded: 'returnRefunded', Rejected: 'returnRejected' } as const;

/**
 * Tells the customer that their return was refunded or refused (the order's customer, language and
 * email; the texts name the return and its order). Sent after the change is committed.
 */
export async function mailReturnChange(deps: ApiDeps, change: { orderId: number; orderNumber: string; returnNumber: string; status: ReturnStatus }): Promise<void> {
  if (!MAILED_RETURN_STATUSES.has(change.status)) return;
  const kind = MAIL_KINDS[change.status as keyof typeof MAIL_KINDS];
  // `number` is the return's, `order` the order's (messages email.returnRefunded / returnRejected).
  await mailOrderCustomer(deps, change.orderId, kind, { number: change.returnNumber, order: change.orderNumber });
}
