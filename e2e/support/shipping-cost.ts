import type { Cart } from '../../lib/contract/cart';
import type { CheckoutOptions } from '../../lib/contract/checkout';
import { shippingQuote } from '../../lib/rules/shipping-cost';
import type { ShippingZone } from '../../lib/rules/shipping-zone';

/** What a method costs for the cart's parcel to a zone, with the tariff `GET /Checkout/Options` lists (decision 0088): the shop's own rule. */
export function shippingCents(options: CheckoutOptions, cart: Cart, method: 'courier' | 'boxnow' | 'store_pickup', zone: ShippingZone = 'mainland'): number {
  return shippingQuote(method, { grams: cart.weightGrams, zone }, cart.totals.total, { ...options.tariff, freeDeliveryThresholdCents: options.freeDeliveryThreshold }).cents;
}
