import { ProductSortOrder } from './enums';
import { isListSortOrder, LIST_SORT_ORDERS } from './catalog-sorts';

describe('list sort orders', () => {
  it('are the SPEC orders without RatingDescending (no ratings are recorded)', () => {
    expect(LIST_SORT_ORDERS).toEqual(ProductSortOrder.filter((s) => s !== 'RatingDescending'));
    expect(LIST_SORT_ORDERS).toContain('Bestseller');
    expect(LIST_SORT_ORDERS).toContain('QuantityDescending');
  });
  it('isListSortOrder refuses the unsupported, unknown and non-string values', () => {
    expect(isListSortOrder('Bestseller')).toBe(true);
    expect(isListSortOrder('Default')).toBe(true);
    expect(isListSortOrder('RatingDescending')).toBe(false);
    expect(isListSortOrder('Cheapest')).toBe(false);
    expect(isListSortOrder(undefined)).toBe(false);
  });
});
