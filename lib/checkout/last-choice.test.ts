import type { LastCheckoutChoice } from '@/lib/contract/checkout';
import { startingChoice } from './last-choice';
import { TEST_OPTIONS as options } from './test-options';

const last = (choice: Partial<LastCheckoutChoice>): LastCheckoutChoice => ({ shippingMethod: 'courier', paymentMethod: 'cod', cardProvider: null, storeId: null, ...choice });

describe('startingChoice', () => {
  it('starts with nothing chosen before the first order', () => expect(startingChoice(null, options)).toEqual({}));

  it('takes the last shipping and payment methods while they are offered', () => {
    expect(startingChoice(last({}), options)).toEqual({ shippingMethod: 'courier', paymentMethod: 'cod' });
    expect(startingChoice(last({ paymentMethod: 'card', cardProvider: 'Alpha' }), options)).toEqual({ shippingMethod: 'courier', paymentMethod: 'card', cardProvider: 'Alpha' });
    expect(startingChoice(last({ shippingMethod: 'store_pickup', storeId: 1, paymentMethod: 'paypal' }), options)).toEqual({ shippingMethod: 'store_pickup', storeId: '1', paymentMethod: 'paypal' });
  });

  it('leaves to choose what is no longer offered: a closed store, a provider gone, a method gone', () => {
    expect(startingChoice(last({ shippingMethod: 'store_pickup', storeId: 99 }), options)).toEqual({ shippingMethod: 'store_pickup', paymentMethod: 'cod' });
    // A card payment keeps a provider: the first offered one when the last is gone (issue #46).
    expect(startingChoice(last({ paymentMethod: 'card', cardProvider: 'Eurobank' }), options)).toEqual({ shippingMethod: 'courier', paymentMethod: 'card', cardProvider: 'Viva' });
    const noPaypal = { ...options, payment: options.payment.filter((p) => p.method !== 'paypal') };
    expect(startingChoice(last({ paymentMethod: 'paypal' }), noPaypal)).toEqual({ shippingMethod: 'courier' });
    const noCourier = { ...options, shipping: options.shipping.filter((s) => s.method !== 'courier') };
    expect(startingChoice(last({}), noCourier)).toEqual({});
  });

  it('never a payment that does not go with the shipping (cash on delivery at a locker)', () => {
    expect(startingChoice(last({ shippingMethod: 'boxnow', paymentMethod: 'cod' }), options)).toEqual({ shippingMethod: 'boxnow' });
  });
});
