import { cartKeepsDiscounts } from './empty-cart';

describe('cartKeepsDiscounts', () => {
  it('keeps the coupon and points while a line is left', () => {
    expect(cartKeepsDiscounts(1)).toBe(true);
    expect(cartKeepsDiscounts(40)).toBe(true);
  });
  it('drops them from an empty cart', () => expect(cartKeepsDiscounts(0)).toBe(false));
});
