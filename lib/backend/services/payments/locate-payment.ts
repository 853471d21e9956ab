import type { PaymentLocation } from '@/lib/contract/payments';
import type { ApiDeps } from '../../context';
import { ApiError } from '../../http/api-error';
import { attemptByReference } from './attempts';
import { providerNameOfSlug } from './provider';
import { paymentProvider } from './registry';

/**
 * POST /Payments/{provider}/Locate: the storefront a return names (by the provider's reference of
 * a started attempt), for providers whose return URLs are fixed for the whole shop. It proves
 * nothing and changes nothing: the storefront only learns where to send the customer, whose page
 * then confirms the return with their session.
 */
export async function locatePayment(deps: ApiDeps, slug: string, params: Readonly<Record<string, string>>): Promise<PaymentLocation> {
  const name = providerNameOfSlug(slug);
  const provider = name && paymentProvider(deps, name);
  const ref = provider ? provider.referenceOf(params) : undefined;
  const attempt = provider && ref !== undefined ? await attemptByReference(deps.db, provider.name, ref) : undefined;
  if (!attempt) throw new ApiError(404, 'payment_not_found');
  return { partnerCode: attempt.order.partnerCode, language: attempt.order.language };
}
