import type { CheckoutOptions } from '@/lib/contract/checkout';
import { checkoutSummary, ratesFromOptions, shippingQuoteFor } from './summary';
import { TEST_OPTIONS } from './test-options';

const options: CheckoutOptions = TEST_OPTIONS;
const cart = { net: 4032, vat: 968, discount: 500, coupon: 0, points: 0, total: 5000, listTotal: 5500 };

describe('checkout summary', () => {
  it('reads the rates from the options', () => {
    expect(ratesFromOptions(options)).toEqual({ ...options.tariff, courierCents: 350, boxnowCents: 250, codFeeCents: 200, freeDeliveryThresholdCents: 10_000 });
  });

  it('is the cart alone before shipping and payment are chosen', () => {
    expect(checkoutSummary(cart, options, {})).toEqual({ goods: 5000, net: 4032, vat: 968, discount: 500, coupon: 0, points: 0, shipping: 0, codFee: 0, total: 5000 });
  });

  it('adds courier shipping and the COD fee with their VAT', () => {
    const s = checkoutSummary(cart, options, { shippingMethod: 'courier', paymentMethod: 'cod' });
    expect(s.shipping).toBe(350);
    expect(s.codFee).toBe(200);
    expect(s.total).toBe(5550);
    expect(s.net + s.vat).toBe(s.total);
    // 3.50 + 2.00 gross at 24 %: net 2.82 + 1.61 = 4.43
    expect(s.net).toBe(4032 + 282 + 161);
  });

  it('ships for free over the threshold and to a store, and charges no fee for a card', () => {
    const big = { ...cart, total: 10_000, net: 8065, vat: 1935 };
    expect(checkoutSummary(big, options, { shippingMethod: 'courier', paymentMethod: 'card' }).total).toBe(10_000);
    expect(checkoutSummary(cart, options, { shippingMethod: 'store_pickup', paymentMethod: 'paypal' }).total).toBe(5000);
    expect(checkoutSummary(cart, options, { shippingMethod: 'boxnow', paymentMethod: 'card' }).total).toBe(5250);
  });

  it('prices each shipping option for the cart', () => {
    expect(shippingQuoteFor('courier', cart, options).cents).toBe(350);
    expect(shippingQuoteFor('store_pickup', cart, options).cents).toBe(0);
    expect(shippingQuoteFor('boxnow', { ...cart, total: 12_000 }, options).cents).toBe(0);
  });

  it("prices the chosen method's parcel: its weight and zone, from the options' tariff", () => {
    // 3.5 kg to Santorini by courier: 3.50 base + 2 × 0.90 for the kilograms over 2 + 1.50 islands.
    const island = { grams: 3_500, zone: 'islands' } as const;
    expect(shippingQuoteFor('courier', cart, options, island).cents).toBe(350 + 180 + 150);
    expect(checkoutSummary(cart, options, { shippingMethod: 'courier', paymentMethod: 'card' }, 'normal', island).total).toBe(5000 + 680);
    // Box Now's medium compartment (2–5 kg) on an island locker.
    expect(shippingQuoteFor('boxnow', cart, options, island)).toMatchObject({ cents: 350 + 100, compartment: 2 });
  });
});
