import type { CheckoutOptions, LastCheckoutChoice } from '@/lib/contract/checkout';
import type { StartingChoice } from './form-values';
import { cardProviderFor } from './card-provider';
import { isPaymentOffered } from './selection';

/**
 * The last order's shipping and payment choices that the checkout may start with (issue #16
 * item 6): each only while it is still offered — the method, its store, a payment method that
 * goes with the shipping, the same card provider (or the first offered one). What is no longer
 * offered is left to choose.
 */
export function startingChoice(last: LastCheckoutChoice | null, options: CheckoutOptions): StartingChoice {
  if (!last) return {};
  const choice: StartingChoice = {};
  if (options.shipping.some((s) => s.method === last.shippingMethod)) {
    choice.shippingMethod = last.shippingMethod;
    const store = last.storeId === null ? undefined : options.stores.find((s) => s.id === last.storeId);
    if (last.shippingMethod === 'store_pickup' && store) choice.storeId = String(store.id);
  }
  const payment = options.payment.find((p) => p.method === last.paymentMethod);
  if (payment && choice.shippingMethod && isPaymentOffered(options.notAllowed, choice.shippingMethod, payment.method)) {
    choice.paymentMethod = payment.method;
    // The same provider while it is offered, the first offered otherwise (./card-provider).
    const provider = payment.method === 'card' ? cardProviderFor('card', last.cardProvider ?? '', payment.providers) : '';
    if (provider) choice.cardProvider = provider;
  }
  return choice;
}
