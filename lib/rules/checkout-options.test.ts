import { SHIPPING_TARIFF_REST } from '@/lib/config/checkout-rates';
import { checkCheckoutSelection, codFee, isPaymentAllowed, orderTotals, shippingCost, type CheckoutRates } from './checkout-options';

const rates: CheckoutRates = { ...SHIPPING_TARIFF_REST, courierCents: 450, boxnowCents: 300, codFeeCents: 200, freeDeliveryThresholdCents: 10_000 };

describe('checkout options', () => {
  it('charges courier and Box Now below the threshold, nothing from it on, never for pickup', () => {
    expect(shippingCost('courier', 9_999, rates)).toBe(450);
    expect(shippingCost('boxnow', 9_999, rates)).toBe(300);
    expect(shippingCost('courier', 10_000, rates)).toBe(0);
    expect(shippingCost('boxnow', 25_000, rates)).toBe(0);
    expect(shippingCost('store_pickup', 100, rates)).toBe(0);
  });

  it('charges the COD fee only for cash on delivery, and refuses COD with a locker', () => {
    expect(codFee('cod', rates)).toBe(200);
    expect(codFee('card', rates)).toBe(0);
    expect(isPaymentAllowed('boxnow', 'cod')).toBe(false);
    expect(isPaymentAllowed('boxnow', 'card')).toBe(true);
    expect(isPaymentAllowed('courier', 'cod')).toBe(true);
    expect(isPaymentAllowed('store_pickup', 'paypal')).toBe(true);
  });

  it('adds shipping and the fee with their VAT (24 %) to the goods', () => {
    const goods = { net: 8_065, vat: 1_935, discount: 1_500, total: 10_000 };
    expect(orderTotals(goods, 0, 0)).toEqual({ ...goods, coupon: 0, points: 0, goods: 10_000, shipping: 0, codFee: 0 });
    const t = orderTotals({ net: 4_032, vat: 968, discount: 0, total: 5_000 }, 450, 200);
    expect(t.total).toBe(5_650);
    expect(t.net + t.vat).toBe(t.total);
    // 4.50 → 3.63 net; 2.00 → 1.61 net
    expect(t.net).toBe(4_032 + 363 + 161);
  });

  it("names SPEC §5's four missing choices", () => {
    expect(checkCheckoutSelection({})).toEqual({ shippingMethod: 'shipping_required', paymentMethod: 'payment_required' });
    expect(checkCheckoutSelection({ shippingMethod: 'store_pickup', paymentMethod: 'cod' })).toEqual({ storeId: 'store_required' });
    expect(checkCheckoutSelection({ shippingMethod: 'boxnow', paymentMethod: 'card' })).toEqual({ lockerId: 'locker_required' });
    expect(checkCheckoutSelection({ shippingMethod: 'boxnow', lockerId: 'BN-1', paymentMethod: 'card' })).toEqual({});
  });
});
