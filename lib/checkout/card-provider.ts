import type { CheckoutOptions } from '@/lib/contract/checkout';
import type { CardProvider } from '@/lib/rules/checkout-options';

/**
 * The card provider (acquiring bank) of a card payment (issue #46, decision 0049): a card payment
 * always has one chosen. It starts with the first offered provider, the first of the operator's
 * PAYMENT_PROVIDERS list as `GET /Checkout/Options` orders them; the customer chooses only when
 * several are offered. So "Continue" with a card never stops on a provider nobody chose.
 */
const NONE: readonly CardProvider[] = [];

/** The offered providers (the same array while the options are the same). */
export const cardProvidersOf = (options: Pick<CheckoutOptions, 'payment'>): readonly CardProvider[] => options.payment.find((p) => p.method === 'card')?.providers ?? NONE;

/** Whether the checkout shows the choice of provider: only among several. */
export const choosesCardProvider = (providers: readonly CardProvider[]): boolean => providers.length > 1;

/**
 * The provider a card payment goes with: the one chosen while it is still offered, the first
 * offered otherwise; none (`''`) for another payment method or when no provider is offered.
 */
export function cardProviderFor(paymentMethod: string, chosen: CardProvider | '', providers: readonly CardProvider[]): CardProvider | '' {
  if (paymentMethod !== 'card') return chosen;
  if (chosen !== '' && providers.includes(chosen)) return chosen;
  return providers[0] ?? '';
}
