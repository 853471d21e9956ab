import { and, eq } from 'drizzle-orm';
import type { OrderPayment } from '@/lib/contract/payments';
import type { ApiDeps, CustomerPrincipal, PartnerScope } from '../../context';
import { orders } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isOrderUid } from '../orders/order-view';
import { latestAttemptOfOrder, storedAttempt } from './attempts';
import { askProvider } from './provider-http';
import type { ProviderName } from './provider';
import { paymentProvider } from './registry';
import { settleAttempt, settleResultOf } from './settle-attempt';

/**
 * GET /Orders/{uid}/Payment: the customer's order's latest online payment. A pending attempt that
 * was started is asked of its provider first (the provider's status query), and a definite answer
 * is applied like a confirmed return (settle-attempt): a return page that lost its parameters, or a
 * customer who closed the window after paying, still ends with the right state.
 */
export async function orderPayment(deps: ApiDeps, partner: PartnerScope, principal: CustomerPrincipal, uid: string | undefined): Promise<OrderPayment> {
  if (!isOrderUid(uid)) throw new ApiError(404, 'order_not_found');
  const [order] = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.uid, uid), eq(orders.partnerId, partner.id), eq(orders.customerId, principal.customerId)));
  if (!order) throw new ApiError(404, 'order_not_found');
  const attempt = await latestAttemptOfOrder(deps.db, order.id);
  if (!attempt) throw new ApiError(404, 'payment_not_found');
  const answer = (status: OrderPayment['status']): OrderPayment => ({ status, orderUid: uid, provider: attempt.provider });
  if (attempt.status !== 'pending' || !attempt.providerRef) return answer(settleResultOf(attempt.status, attempt.order.refundDue !== null));

  const provider = paymentProvider(deps, attempt.provider as ProviderName);
  if (!provider) return answer('pending');
  const verdict = await askProvider(() => provider.queryStatus(storedAttempt(attempt)));
  const genuine = verdict.amountCents === attempt.amountCents && verdict.currency === attempt.currency;
  if (!genuine || (verdict.result !== 'paid' && verdict.result !== 'failed')) return answer('pending');
  return answer((await settleAttempt(deps, attempt, { ...verdict, result: verdict.result }, { customerId: principal.customerId, detail: { source: 'status_query' } })).result);
}
