import type { CheckoutOptions } from '@/lib/contract/checkout';
import { checkoutSummary, ratesFromOptions, shippingCostFor } from './summary';
import { TEST_OPTIONS } from './test-options';

const options: CheckoutOptions = TEST_OPTIONS;
const cart = { net: 4032, vat: 968, discount: 500, coupon: 0, points: 0, total: 5000, listTotal: 5500 };

describe('checkout summary', () => {
  it('reads the rates from the options', () => {
    expect(ratesFromOptions(options)).toEqual({ courierCents: 350, boxnowCents: 250, codFeeCents: 200, freeDeliveryThresholdCents: 10_000 });
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
    expect(shippingCostFor('courier', cart, options)).toBe(350);
    expect(shippingCostFor('store_pickup', cart, options)).toBe(0);
    expect(shippingCostFor('boxnow', { ...cart, total: 12_000 }, options)).toBe(0);
  });
});
