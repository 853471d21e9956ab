import { dayRangeText, deliveryEstimate, methodDeliveryDays } from './delivery-estimate';

const times = { dispatchDays: 0, transit: { min: 1, max: 3 } };

describe('deliveryEstimate', () => {
  it('goods on the shelf: the dispatch time plus the courier’s', () => {
    expect(deliveryEstimate({ status: 'Available', inStock: true }, times)).toEqual({ min: 1, max: 3 });
    expect(deliveryEstimate({ status: 'LastItem', inStock: true }, { dispatchDays: 1, transit: { min: 1, max: 2 } })).toEqual({ min: 2, max: 3 });
    expect(deliveryEstimate({ status: 'OnLineWarehouse', inStock: true }, times)).toEqual({ min: 1, max: 3 });
  });

  it('goods from the supplier: its days on top', () => {
    expect(deliveryEstimate({ status: 'Days_2_5', inStock: true }, times)).toEqual({ min: 3, max: 8 });
    expect(deliveryEstimate({ status: 'Days_7_Over', inStock: true }, { dispatchDays: 1, transit: { min: 1, max: 3 } })).toEqual({ min: 9, max: null });
  });

  it('nothing for goods out of stock or without a known time', () => {
    expect(deliveryEstimate({ status: 'Available', inStock: false }, times)).toBeNull();
    for (const status of ['PreOrder', 'AfterOrder', 'ComingSoon', 'Exhausted', 'NotAvailable'] as const) {
      expect(deliveryEstimate({ status, inStock: true }, times)).toBeNull();
    }
  });
});

describe('dayRangeText', () => {
  it('a range, or one number when both ends meet', () => {
    expect(dayRangeText({ min: 1, max: 3 })).toEqual({ max: 3, range: '1–3' });
    expect(dayRangeText({ min: 2, max: 2 })).toEqual({ max: 2, range: '2' });
  });
});

describe('methodDeliveryDays', () => {
  it('the shop’s dispatch days come before the method’s own', () => {
    expect(methodDeliveryDays(0, { min: 1, max: 3 })).toEqual({ min: 1, max: 3 });
    expect(methodDeliveryDays(2, { min: 1, max: 3 })).toEqual({ min: 3, max: 5 });
    expect(methodDeliveryDays(1, { min: 1, max: 1 })).toEqual({ min: 2, max: 2 });
  });
});
