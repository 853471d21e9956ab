import { mergeListLines } from './merge-lines';

describe('mergeListLines', () => {
  it('keeps one line per variant in the order first met, quantities summed up to 99', () => {
    expect(mergeListLines([{ variantId: 3, quantity: 2 }, { variantId: 1, quantity: 1 }, { variantId: 3, quantity: 5 }, { variantId: 1, quantity: 98 }])).toEqual([
      { variantId: 3, quantity: 7 },
      { variantId: 1, quantity: 99 },
    ]);
  });
  it('keeps at most 500 lines and an empty list empty', () => {
    expect(mergeListLines(Array.from({ length: 600 }, (_, i) => ({ variantId: i + 1, quantity: 1 })))).toHaveLength(500);
    expect(mergeListLines([])).toEqual([]);
  });
});
