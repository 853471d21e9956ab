import { changedFields, priceAfter, stockBands } from './bulk-change';
import { PRICE_MAX_CENTS } from './catalog-limits';

describe('priceAfter', () => {
  it('sets a price', () => {
    expect(priceAfter(1999, { kind: 'setPrice', priceCents: 2500 })).toBe(2500);
    expect(priceAfter(1999, { kind: 'setPrice', priceCents: 0 })).toBe(0);
  });
  it('changes by a percentage rounded half up to the cent', () => {
    expect(priceAfter(1999, { kind: 'percent', percent: 10 })).toBe(2199);
    expect(priceAfter(1000, { kind: 'percent', percent: -12.5 })).toBe(875);
    expect(priceAfter(1, { kind: 'percent', percent: 50 })).toBe(2);
    expect(priceAfter(999, { kind: 'percent', percent: 0.05 })).toBe(999);
    expect(priceAfter(1990, { kind: 'percent', percent: -33.33 })).toBe(1327);
  });
  it('counts two-decimal percentages exactly (no floating-point drift)', () => {
    expect(priceAfter(100, { kind: 'percent', percent: 1.15 })).toBe(101);
    expect(priceAfter(20000, { kind: 'percent', percent: 0.29 })).toBe(20058);
  });
  it('never goes below 0 and refuses a price above the maximum', () => {
    expect(priceAfter(0, { kind: 'percent', percent: -90 })).toBe(0);
    expect(priceAfter(PRICE_MAX_CENTS, { kind: 'percent', percent: 1 })).toBeUndefined();
  });
});

describe('stockBands', () => {
  it('is out at none, low and in up to the threshold, in above', () => {
    expect(stockBands(0)).toEqual(['out']);
    expect(stockBands(1)).toEqual(['in', 'low']);
    expect(stockBands(5)).toEqual(['in', 'low']);
    expect(stockBands(6)).toEqual(['in']);
  });
});

describe('changedFields', () => {
  it('keeps only the fields that differ, null for a missing side', () => {
    const before = { priceCents: 100, name: { el: 'α', en: 'a' }, seoTitle: null as null | { el: string } };
    expect(changedFields(before, { priceCents: 100, name: { el: 'β', en: 'a' }, seoTitle: { el: 'x' } })).toEqual({
      before: { name: { el: 'α', en: 'a' }, seoTitle: null },
      after: { name: { el: 'β', en: 'a' }, seoTitle: { el: 'x' } },
    });
    expect(changedFields(before, { priceCents: 100 })).toEqual({ before: {}, after: {} });
  });
});
