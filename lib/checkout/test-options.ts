import { SHIPPING_TARIFF_REST } from '@/lib/config/checkout-rates';
import type { CheckoutOptions } from '@/lib/contract/checkout';

/** Checkout options as the API answers them with the default rates: a fixture for unit tests. */
export const TEST_OPTIONS: CheckoutOptions = {
  shipping: [
    { method: 'courier', cost: 350, freeFrom: 10_000, deliveryDays: { min: 1, max: 3 } },
    { method: 'store_pickup', cost: 0, freeFrom: null, deliveryDays: { min: 1, max: 1 } },
    { method: 'boxnow', cost: 250, freeFrom: 10_000, deliveryDays: { min: 1, max: 2 } },
  ],
  payment: [
    { method: 'cod', fee: 200, providers: [] },
    { method: 'card', fee: 0, providers: ['Viva', 'Alpha'] },
    { method: 'paypal', fee: 0, providers: [] },
  ],
  notAllowed: [{ shipping: 'boxnow', payment: 'cod' }],
  stores: [{ id: 1, name: 'Store', address: 'Street 1', city: 'Athens', postalCode: '10671', hours: '9-5' }],
  freeDeliveryThreshold: 10_000,
  tariff: { ...SHIPPING_TARIFF_REST, courierCents: 350, boxnowCents: 250 },
  testPayments: false,
  lastUsed: null,
  company: null,
};
