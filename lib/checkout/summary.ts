import type { CartTotals } from '@/lib/contract/cart';
import type { CheckoutOptions } from '@/lib/contract/checkout';
import { codFee, orderTotals, type CheckoutRates, type OrderTotals, type PaymentMethod, type ShippingMethod } from '@/lib/rules/checkout-options';
import { LIGHT_MAINLAND_PARCEL, shippingQuote, type Parcel, type ShippingQuote } from '@/lib/rules/shipping-cost';
import type { VatZone } from '@/lib/rules/vat-zone';

/** The partner's rates as `GET /Checkout/Options` lists them, in the rules' shape. */
export function ratesFromOptions(options: CheckoutOptions): CheckoutRates {
  return {
    ...options.tariff,
    codFeeCents: options.payment.find((p) => p.method === 'cod')?.fee ?? 0,
    freeDeliveryThresholdCents: options.freeDeliveryThreshold,
  };
}

/** What a shipping method costs for this cart's parcel (lib/rules/shipping-cost.ts: weight, zone, the free-delivery threshold). */
export function shippingQuoteFor(method: ShippingMethod, cart: CartTotals, options: CheckoutOptions, parcel: Parcel = LIGHT_MAINLAND_PARCEL): ShippingQuote {
  return shippingQuote(method, parcel, cart.total, ratesFromOptions(options));
}

/**
 * The live checkout summary: the cart's goods totals plus the chosen shipping and the COD fee,
 * computed by the same rules as the server (`orderTotals`), so the total shown is the total sent
 * as `expectedTotal`. Nothing chosen yet costs nothing yet. `zone`: the cart's VAT zone (its charges
 * split at that zone's rate, as the server splits them); `parcel`: the chosen method's (lib/checkout/parcel.ts).
 */
export function checkoutSummary(
  cart: CartTotals,
  options: CheckoutOptions,
  choice: { shippingMethod?: ShippingMethod | ''; paymentMethod?: PaymentMethod | '' },
  zone: VatZone = 'normal',
  parcel: Parcel = LIGHT_MAINLAND_PARCEL,
): OrderTotals {
  const rates = ratesFromOptions(options);
  const shipping = choice.shippingMethod ? shippingQuote(choice.shippingMethod, parcel, cart.total, rates).cents : 0;
  const fee = choice.paymentMethod ? codFee(choice.paymentMethod, rates) : 0;
  return orderTotals(cart, shipping, fee, zone);
}
