import type { Language } from '@/lib/contract/enums';
import type { PaymentProviderSlug } from '@/lib/contract/payments';
import type { CardProvider, PaymentMethod } from '@/lib/rules/checkout-options';
import type { ApiDeps } from '../../context';
import { vivaSandboxProvider } from './viva-sandbox';

/**
 * The payment seam (DESIGN §6). Each provider is an adapter with the provider's
 * redirect-and-return contract: `createPayment` registers the order with the provider and gives
 * the page the customer pays on; `confirm` verifies the parameters the provider sent the customer
 * back with (signature, or the provider's status query) and says what was paid. What is stored
 * and when an order counts as paid is decided once, by the callers (place-order, confirm-payment).
 * Viva talks to the sandbox inside the API; Alpha, Eurobank, WinBank and PayPal come with issue #6
 * (until then, choosing them is 400 `payment_provider_unavailable`).
 */
export type ProviderName = CardProvider | 'Paypal';

export type PaymentOrder = {
  uid: string;
  orderNumber: string;
  amountCents: number;
  language: Language;
  partnerCode: string;
  email: string;
};

export type PaymentStart = {
  /** The provider's reference of the payment (Viva: the order code), unique per provider. */
  providerRef: string;
  /** Where the customer pays. */
  redirectUrl: string;
};

export type PaymentOutcome = {
  providerRef: string;
  transactionId: string;
  amountCents: number;
  paid: boolean;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  createPayment(order: PaymentOrder): Promise<PaymentStart>;
  /** The outcome the return parameters prove, or undefined when they are not genuine. */
  confirm(params: Readonly<Record<string, string>>): Promise<PaymentOutcome | undefined>;
}

/** The provider an order's payment choice goes through (none for cash on delivery). */
export function providerNameOf(method: PaymentMethod, cardProvider: CardProvider | undefined): ProviderName | undefined {
  if (method === 'paypal') return 'Paypal';
  if (method === 'card') return cardProvider;
  return undefined;
}

const SLUGS: Record<PaymentProviderSlug, ProviderName> = { viva: 'Viva', paypal: 'Paypal', alpha: 'Alpha', eurobank: 'Eurobank', winbank: 'WinBank' };

export const providerNameOfSlug = (slug: string): ProviderName | undefined =>
  Object.hasOwn(SLUGS, slug.toLowerCase()) ? SLUGS[slug.toLowerCase() as PaymentProviderSlug] : undefined;

/** The adapter of a provider, or undefined while it is not built. */
export function paymentProvider(deps: ApiDeps, name: ProviderName): PaymentProvider | undefined {
  return name === 'Viva' ? vivaSandboxProvider(deps) : undefined;
}
