import { bundleAvailability, bundleStock, stockByVariant } from './bundle-stock';

describe('bundle stock', () => {
  it('is the scarcest part: min over parts of floor(stock / units per bundle)', () => {
    expect(bundleStock([{ variantId: 1, quantity: 1, stock: 7 }, { variantId: 2, quantity: 2, stock: 9 }])).toBe(4);
    expect(bundleStock([{ variantId: 1, quantity: 3, stock: 2 }, { variantId: 2, quantity: 1, stock: 50 }])).toBe(0);
    expect(bundleStock([{ variantId: 1, quantity: 2, stock: 6 }])).toBe(3);
  });
  it('is 0 without parts or with a negative or zero-quantity part', () => {
    expect(bundleStock([])).toBe(0);
    expect(bundleStock([{ variantId: 1, quantity: 1, stock: -3 }])).toBe(0);
    expect(bundleStock([{ variantId: 1, quantity: 0, stock: 5 }])).toBe(0);
  });
  it('shows Available while one bundle can be made', () => {
    expect([bundleAvailability(1), bundleAvailability(0)]).toEqual(['Available', 'Exhausted']);
  });
});

describe('stock by variant', () => {
  it('takes a plain line from its own variant and a bundle line from its parts, merged per variant', () => {
    const lines = [
      { position: 0, variantId: 9, quantity: 2, parts: [{ variantId: 3, quantity: 1 }, { variantId: 5, quantity: 2 }] },
      { position: 1, variantId: 3, quantity: 1 },
      { position: 2, variantId: 7, quantity: 4, parts: [] },
    ];
    expect(stockByVariant(lines)).toEqual([
      { variantId: 3, quantity: 3 },
      { variantId: 5, quantity: 4 },
      { variantId: 7, quantity: 4 },
    ]);
  });
  it('leaves out what came back per line position', () => {
    const lines = [{ position: 0, variantId: 9, quantity: 3, parts: [{ variantId: 3, quantity: 2 }] }];
    expect(stockByVariant(lines, new Map([[0, 1]]))).toEqual([{ variantId: 3, quantity: 4 }]);
    expect(stockByVariant(lines, new Map([[0, 3]]))).toEqual([]);
  });
});
