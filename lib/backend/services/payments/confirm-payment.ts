import { and, eq } from 'drizzle-orm';
import type { ConfirmPaymentResponse } from '@/lib/contract/payments';
import type { ApiDeps, PartnerScope } from '../../context';
import { orders, payments } from '../../db/schema';
import { badRequest } from '../../http/api-error';
import { releaseOrder, removeOrderedFromCart } from '../orders/reserve';
import { paymentProvider, providerNameOfSlug } from './provider';

/**
 * POST /Payments/{provider}/Confirm (DESIGN §6): the provider's adapter verifies the return
 * parameters; the payment attempt they name must belong to an order of the scoped partner and be
 * for the same amount. Then, under the payment's row lock, a paid return marks the payment and the
 * order paid and takes the ordered products out of the cart (once: a paid payment stays paid and a
 * repeated confirmation answers the same and changes nothing); a cancelled one marks a pending
 * payment failed and cancels the order, which gives its stock and quota back (the cart was kept).
 * A paid return for a payment already failed answers `failed`: its order is cancelled and its
 * stock is gone (a real provider's capture would be refunded by the back office). Anything that
 * cannot be verified is 400 `payment_failed`; a provider without an adapter is 400
 * `payment_provider_unavailable`.
 */
export async function confirmPayment(deps: ApiDeps, partner: PartnerScope, slug: string, params: Readonly<Record<string, string>>): Promise<ConfirmPaymentResponse> {
  const name = providerNameOfSlug(slug);
  const provider = name && paymentProvider(deps, name);
  if (!provider) throw badRequest('payment_provider_unavailable');
  const outcome = await provider.confirm(params);
  if (!outcome) throw badRequest('payment_failed');
  const now = deps.now();

  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: payments.id, status: payments.status, amountCents: payments.amountCents, orderId: payments.orderId, orderUid: orders.uid, partnerId: orders.partnerId, customerId: orders.customerId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.provider, provider.name), eq(payments.providerRef, outcome.providerRef)))
      .for('update', { of: payments });
    if (!row || row.partnerId !== partner.id || row.amountCents !== outcome.amountCents) throw badRequest('payment_failed');
    if (row.status === 'paid') return { status: 'paid', orderUid: row.orderUid };
    if (row.status === 'failed') return { status: 'failed', orderUid: row.orderUid };
    if (!outcome.paid) {
      await tx.update(payments).set({ status: 'failed', transactionId: outcome.transactionId, updatedAt: now }).where(eq(payments.id, row.id));
      await releaseOrder(tx, row.orderId, now);
      return { status: 'failed', orderUid: row.orderUid };
    }
    await tx
      .update(payments)
      .set({ status: 'paid', transactionId: outcome.transactionId, confirmedAt: now, updatedAt: now })
      .where(eq(payments.id, row.id));
    await tx.update(orders).set({ paidAt: now, updatedAt: now }).where(eq(orders.id, row.orderId));
    await removeOrderedFromCart(tx, { id: row.orderId, customerId: row.customerId, partnerId: row.partnerId });
    return { status: 'paid', orderUid: row.orderUid };
  });
}
