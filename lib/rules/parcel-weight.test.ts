import { parcelGrams, UNWEIGHED_ITEM_GRAMS } from './parcel-weight';

describe('parcelGrams', () => {
  it('adds each line’s weight times its quantity, 500 g for an unweighed product, nothing for a gift card', () => {
    expect(parcelGrams([])).toBe(0);
    expect(parcelGrams([{ quantity: 3, weightGrams: 250, kind: 'Product' }])).toBe(750);
    expect(parcelGrams([{ quantity: 2, weightGrams: null, kind: 'Product' }])).toBe(2 * UNWEIGHED_ITEM_GRAMS);
    expect(parcelGrams([{ quantity: 4, weightGrams: 100, kind: 'GiftCard' }, { quantity: 1, weightGrams: 1_200, kind: 'Bundle' }])).toBe(1_200);
    expect(parcelGrams([{ quantity: 2, weightGrams: 0, kind: 'Product' }])).toBe(0);
  });
});
