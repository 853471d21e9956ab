import type { ConfirmPaymentRequest, ConfirmPaymentResponse } from '@/lib/contract/payments';
import type { ApiDeps, CustomerPrincipal, PartnerScope } from '../../context';
import { ApiError, badRequest, unauthorized } from '../../http/api-error';
import { attemptByReference, recordPaymentEvent, storedAttempt, type AttemptWithOrder } from './attempts';
import { providerNameOfSlug, type PaymentProvider, type ProviderVerdict } from './provider';
import { mayRecordAnonymousRefusal } from './event-cap';
import { askProvider } from './provider-http';
import { paymentProvider } from './registry';
import { settleAttempt, settleResultOf } from './settle-attempt';
import { isPastDeadline, storedOrderAwaitsPayment } from '@/lib/rules/payment-expiry';

/**
 * POST /Payments/{provider}/Confirm (DESIGN §6). The adapter names the attempt the return is for
 * and verifies it (signature or digest, or the provider's API); then the attempt must be of an
 * order of this partner, of the caller when a session is sent (a provider that does not sign its
 * returns needs one), for the same amount and currency. An approved payment is completed with
 * the provider (PayPal's capture) only while its order still waits for it, and the verdict is
 * applied once (settle-attempt: money that comes after the deadline revives the order or is
 * flagged for a refund); an unsigned verdict only with the owner's session. Every refusal is
 * answered 400 `payment_failed` and logged in `payment_events` (an anonymous caller's within the
 * caps of event-cap.ts); nothing else is written.
 */
export async function confirmPayment(
  deps: ApiDeps,
  context: { partner: PartnerScope; principal: CustomerPrincipal | undefined; clientIp: string },
  slug: string,
  request: ConfirmPaymentRequest,
): Promise<ConfirmPaymentResponse> {
  const name = providerNameOfSlug(slug);
  const provider = name && paymentProvider(deps, name);
  if (!provider) throw badRequest('payment_provider_unavailable');
  if (!context.principal && !provider.signedReturns) throw unauthorized();
  const customerId = context.principal?.customerId ?? null;
  const refuse = async (reason: string, attempt?: AttemptWithOrder): Promise<never> => {
    if (customerId === null && !(await mayRecordAnonymousRefusal(deps, context.clientIp, attempt?.id))) throw badRequest('payment_failed');
    await recordPaymentEvent(deps.db, { paymentId: attempt?.id, provider: provider.name, kind: 'refused', reason, customerId, detail: request.params }, deps.now());
    throw badRequest('payment_failed');
  };

  const ref = provider.referenceOf(request.params);
  const attempt = ref === undefined ? undefined : await attemptByReference(deps.db, provider.name, ref);
  if (!attempt) return refuse('unknown_payment');
  if (attempt.order.partnerId !== context.partner.id) return refuse('other_partner', attempt);
  if (customerId !== null && attempt.order.customerId !== customerId) return refuse('other_customer', attempt);

  let verdict = await askProvider(() => provider.verifyReturn(request.params, storedAttempt(attempt), request.outcome));
  if (!verdict) return refuse('unverified', attempt);
  // An unsigned return (Winbank's cancel post) proves nothing: only the owner's session may let it change the order.
  if (verdict.unsigned && customerId === null) return refuse('unsigned_failure', attempt);
  if (verdict.currency !== attempt.currency) return refuse('currency_mismatch', attempt);
  if (verdict.amountCents !== attempt.amountCents) return refuse('amount_mismatch', attempt);
  const answer = (status: ConfirmPaymentResponse['status']) => ({ status, orderUid: attempt.order.uid });
  if (attempt.status === 'paid' || attempt.status === 'failed') return answer(settleResultOf(attempt.status, attempt.order.refundDue !== null) as ConfirmPaymentResponse['status']);

  if (verdict.result === 'approved') {
    // An approval is only captured while the order still waits for it: one that stopped waiting
    // (deadline passed, cancelled, paid otherwise) is left to lapse — no money is taken.
    // (An order with an attempt is paid online: card or PayPal alike for this rule.)
    const waiting = attempt.status === 'pending' && storedOrderAwaitsPayment({ ...attempt.order, paymentMethod: 'card' }) && !isPastDeadline(attempt.expiresAt, deps.now());
    if (!waiting && request.outcome === 'success') {
      await recordPaymentEvent(deps.db, { paymentId: attempt.id, provider: provider.name, kind: 'refused', reason: 'expired', customerId, detail: request.params }, deps.now());
      return answer('expired');
    }
    verdict = request.outcome === 'success' ? await complete(provider, attempt, verdict) : { ...verdict, result: 'failed' };
  }
  if (verdict.result === 'pending' || verdict.result === 'approved') throw new ApiError(409, 'payment_pending');
  // Money taken is applied whenever it comes (settle-attempt / late-payment): never refused for lateness.
  const settled = await settleAttempt(deps, attempt, { ...verdict, result: verdict.result }, { customerId, detail: request.params });
  return answer(settled.result);
}

async function complete(provider: PaymentProvider, attempt: AttemptWithOrder, verdict: ProviderVerdict): Promise<ProviderVerdict> {
  if (!provider.complete) return verdict;
  return askProvider(() => provider.complete!(storedAttempt(attempt), verdict));
}
