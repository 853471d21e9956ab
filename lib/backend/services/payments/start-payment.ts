import { and, eq, isNull } from 'drizzle-orm';
import { paymentReturnPath } from '@/lib/checkout/payment-pages';
import type { PaymentStart } from '@/lib/contract/payments';
import { OrderStatusCode } from '@/lib/contract/enums';
import type { ApiDeps, CustomerPrincipal, PartnerScope } from '../../context';
import { payments } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { storefrontLink } from '../links';
import { attemptByUid, recordPaymentEvent } from './attempts';
import { PROVIDER_SLUGS, type ProviderName } from './provider';
import { askProvider } from './provider-http';
import { paymentProvider } from './registry';

/**
 * POST /Payments/Attempts/{uid}/Start (DESIGN §6): the storefront's payment page asks where the
 * customer pays. The first call registers the payment with the provider (outside any transaction:
 * a provider may answer slowly, and a sandbox answers in-process) and keeps the provider's
 * reference and the start; the attempt is claimed by one conditional UPDATE, so two concurrent
 * starts keep one provider payment and both answer it. A reload answers the kept start until the
 * order's payment deadline.
 * Refusals: 404 `payment_not_found` (unknown, or not the caller's under this partner), 409
 * `payment_closed` (paid, failed or its order cancelled), 409 `payment_expired`, 502
 * `payment_provider_error` (the provider could not be reached; the attempt stays startable).
 */
export async function startPayment(deps: ApiDeps, partner: PartnerScope, principal: CustomerPrincipal, uid: string): Promise<PaymentStart> {
  const attempt = await attemptByUid(deps.db, uid);
  if (!attempt || attempt.order.partnerId !== partner.id || attempt.order.customerId !== principal.customerId) throw new ApiError(404, 'payment_not_found');
  if (attempt.status === 'expired') throw new ApiError(409, 'payment_expired');
  if (attempt.status !== 'pending' || attempt.order.status === OrderStatusCode.Cancelled || attempt.order.paidAt !== null) throw new ApiError(409, 'payment_closed');
  const now = deps.now();
  // Checked before the kept start: an expired attempt's hosted page is never handed out again.
  if (attempt.expiresAt <= now) throw new ApiError(409, 'payment_expired');
  if (attempt.start) return attempt.start;

  const name = attempt.provider as ProviderName;
  const provider = paymentProvider(deps, name, true);
  if (!provider) throw new ApiError(409, 'payment_provider_unavailable');
  const { language, partnerCode } = attempt.order;
  const link = (outcome: 'success' | 'cancel') => storefrontLink(deps, language, partnerCode, paymentReturnPath(PROVIDER_SLUGS[name], outcome, attempt.order.uid));
  const started = await askProvider(() =>
    provider.createPayment({
      attemptUid: attempt.uid,
      orderUid: attempt.order.uid,
      orderNumber: attempt.order.orderNumber,
      amountCents: attempt.amountCents,
      currency: 'EUR',
      language,
      partnerCode,
      email: attempt.order.email,
      method: attempt.order.paymentMethod,
      returnUrls: { success: link('success'), cancel: link('cancel') },
    }),
  );

  const [claimed] = await deps.db
    .update(payments)
    .set({ providerRef: started.providerRef, start: started.start, data: started.data ?? {}, startedAt: now, updatedAt: now })
    .where(and(eq(payments.id, attempt.id), eq(payments.status, 'pending'), isNull(payments.start)))
    .returning({ start: payments.start });
  if (claimed?.start) {
    await recordPaymentEvent(deps.db, { paymentId: attempt.id, provider: name, kind: 'started', customerId: principal.customerId, detail: { providerRef: started.providerRef } }, now);
    return claimed.start;
  }
  // Another start won the race (or the attempt closed meanwhile): answer what it kept.
  const current = await attemptByUid(deps.db, uid);
  if (current?.start && current.status === 'pending') return current.start;
  throw new ApiError(409, 'payment_closed');
}
