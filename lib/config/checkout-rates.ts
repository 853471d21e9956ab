import type { CheckoutRates } from '@/lib/rules/checkout-options';
import type { ShippingTariff } from '@/lib/rules/shipping-cost';
import { publicConfig } from './public';

/**
 * Shipping and payment rates of the shop (DESIGN §5), in cents, gross: courier 4.50 €, Box Now
 * 3.00 €, cash-on-delivery fee 2.00 €, free courier and Box Now delivery from the storefront's
 * free-delivery threshold (100 €, `NEXT_PUBLIC_FREE_DELIVERY_THRESHOLD`, the banner's number).
 * Each rate can be changed with its environment variable (`CHECKOUT_*_CENTS`, validated with the
 * rest of the server environment).
 */
export const DEFAULT_CHECKOUT_RATES = { courierCents: 450, boxnowCents: 300, codFeeCents: 200 } as const;

/**
 * The rest of the shipping tariff (decision 0088, lib/rules/shipping-cost.ts), gross: courier
 * 0.90 € for each kilogram over 2 kg, islands 1.50 €; Box Now medium 3.50 €, large 4.50 €, a
 * locker on an island 1.00 € more; the carrier's surcharges, never waived: a hard-to-reach place
 * 3.00 €, Cyprus 8.00 €.
 */
export const SHIPPING_TARIFF_REST = {
  courierExtraKgCents: 90,
  islandsCents: 150,
  boxnowMediumCents: 350,
  boxnowLargeCents: 450,
  boxnowIslandsCents: 100,
  remoteCents: 300,
  cyprusCents: 800,
} as const satisfies Omit<ShippingTariff, 'courierCents' | 'boxnowCents'>;

/** Free delivery from this gross goods total (cents), for partners without their own threshold. */
export const FREE_DELIVERY_THRESHOLD_CENTS = Math.round(publicConfig.freeDeliveryThreshold * 100);

/** The rates' part of the server environment (lib/config/server-env.ts validates them). */
export type CheckoutRatesEnv = { CHECKOUT_COURIER_CENTS: number; CHECKOUT_BOXNOW_CENTS: number; CHECKOUT_COD_FEE_CENTS: number };

/** The rates of a partner's checkout: the shop's, with the partner's free-delivery threshold (cents; lib/rules/free-delivery.ts). */
export function checkoutRates(env: CheckoutRatesEnv, freeDeliveryThresholdCents: number): CheckoutRates {
  return {
    ...SHIPPING_TARIFF_REST,
    courierCents: env.CHECKOUT_COURIER_CENTS,
    boxnowCents: env.CHECKOUT_BOXNOW_CENTS,
    codFeeCents: env.CHECKOUT_COD_FEE_CENTS,
    freeDeliveryThresholdCents,
  };
}

/** The shipping tariff of a partner's rates, as `GET /Checkout/Options` lists it. */
export function tariffOf(rates: CheckoutRates): ShippingTariff {
  const { codFeeCents: _fee, freeDeliveryThresholdCents: _threshold, ...tariff } = rates;
  return tariff;
}
