import { availabilityAfterStock, duplicateSkus } from './stock-level';

describe('availabilityAfterStock', () => {
  it('is Exhausted with none left, whatever it was', () => {
    expect(availabilityAfterStock('Available', 0)).toBe('Exhausted');
    expect(availabilityAfterStock('Limited', 0)).toBe('Exhausted');
  });
  it('makes an Exhausted variant Available again when stock comes back', () => {
    expect(availabilityAfterStock('Exhausted', 5)).toBe('Available');
  });
  it("keeps any other state, the merchandiser's", () => {
    expect(availabilityAfterStock('Limited', 3)).toBe('Limited');
    expect(availabilityAfterStock('PreOrder', 40)).toBe('PreOrder');
  });
});

describe('duplicateSkus', () => {
  it('finds the later copies of a SKU listed twice', () => {
    expect(duplicateSkus([{ sku: 'A', stock: 1 }, { sku: 'B', stock: 2 }, { sku: 'A', stock: 3 }])).toEqual([2]);
    expect(duplicateSkus([{ sku: 'A', stock: 1 }])).toEqual([]);
  });
});
