import type { CartTotals } from '@/lib/contract/cart';
import type { CheckoutOptions } from '@/lib/contract/checkout';
import { codFee, orderTotals, shippingCost, type CheckoutRates, type OrderTotals, type PaymentMethod, type ShippingMethod } from '@/lib/rules/checkout-options';
import type { VatZone } from '@/lib/rules/vat-zone';

/** The partner's rates as `GET /Checkout/Options` lists them, in the rules' shape. */
export function ratesFromOptions(options: CheckoutOptions): CheckoutRates {
  const shipping = (method: ShippingMethod) => options.shipping.find((s) => s.method === method)?.cost ?? 0;
  return {
    courierCents: shipping('courier'),
    boxnowCents: shipping('boxnow'),
    codFeeCents: options.payment.find((p) => p.method === 'cod')?.fee ?? 0,
    freeDeliveryThresholdCents: options.freeDeliveryThreshold,
  };
}

/** What a shipping method costs for this cart (free over the threshold; store pickup always free). */
export function shippingCostFor(method: ShippingMethod, cart: CartTotals, options: CheckoutOptions): number {
  return shippingCost(method, cart.total, ratesFromOptions(options));
}

/**
 * The live checkout summary: the cart's goods totals plus the chosen shipping and the COD fee,
 * computed by the same rules as the server (`orderTotals`), so the total shown is the total sent
 * as `expectedTotal`. Nothing chosen yet costs nothing yet. `zone`: the cart's VAT zone (its charges
 * split at that zone's rate, as the server splits them).
 */
export function checkoutSummary(
  cart: CartTotals,
  options: CheckoutOptions,
  choice: { shippingMethod?: ShippingMethod | ''; paymentMethod?: PaymentMethod | '' },
  zone: VatZone = 'normal',
): OrderTotals {
  const rates = ratesFromOptions(options);
  const shipping = choice.shippingMethod ? shippingCost(choice.shippingMethod, cart.total, rates) : 0;
  const fee = choice.paymentMethod ? codFee(choice.paymentMethod, rates) : 0;
  return orderTotals(cart, shipping, fee, zone);
}
