import { lineTotals, unitPrice } from '@/lib/rules/pricing';
import { quotedPriceProblem, quotedUnitPrice, sameLines } from './quote-pricing';

describe('quotedUnitPrice', () => {
  it('takes net and VAT out of the quoted gross like the shop prices, and marks a price below list as discounted', () => {
    const unit = quotedUnitPrice({ listGrossCents: 1240, quotedGrossCents: 1000, taxCategory: 'Normal' });
    expect(unit).toEqual({ netCents: 806, vatCents: 194, grossCents: 1000, listGrossCents: 1240, discountCents: 240, discounted: true });
    const line = lineTotals(unit, 3);
    expect(line.netCents + line.vatCents).toBe(line.grossCents);
    expect(line.grossCents).toBe(3000);
    // The same split as an ordinary price with the same gross.
    const shop = unitPrice({ priceCents: 1000, priceBasis: 'AfterTaxes', taxCategory: 'Normal', discountable: false });
    expect([unit.netCents, unit.vatCents]).toEqual([shop.netCents, shop.vatCents]);
  });

  it('a quote at the list price is not a discount; reduced and zero rates', () => {
    expect(quotedUnitPrice({ listGrossCents: 999, quotedGrossCents: 999, taxCategory: 'Reduced' })).toMatchObject({ discountCents: 0, discounted: false, netCents: 884, vatCents: 115 });
    expect(quotedUnitPrice({ listGrossCents: 500, quotedGrossCents: 1, taxCategory: 'Zero' })).toMatchObject({ netCents: 1, vatCents: 0, discountCents: 499 });
  });

  it('refuses a price of zero or less, not whole, or above list', () => {
    expect(quotedPriceProblem(0, 100)).toBe('quote_price_invalid');
    expect(quotedPriceProblem(-5, 100)).toBe('quote_price_invalid');
    expect(quotedPriceProblem(1.5, 100)).toBe('quote_price_invalid');
    expect(quotedPriceProblem(101, 100)).toBe('quote_price_above_list');
    expect(quotedPriceProblem(100, 100)).toBeNull();
    expect(() => quotedUnitPrice({ listGrossCents: 100, quotedGrossCents: 101, taxCategory: 'Normal' })).toThrow(RangeError);
  });
});

describe('sameLines', () => {
  const quote = [{ variantId: 1, quantity: 2 }, { variantId: 2, quantity: 1 }];
  it('holds for the same variants and quantities in any order', () => {
    expect(sameLines([{ variantId: 2, quantity: 1 }, { variantId: 1, quantity: 2 }], quote)).toBe(true);
  });
  it('fails on another quantity, a missing or an extra line', () => {
    expect(sameLines([{ variantId: 1, quantity: 3 }, { variantId: 2, quantity: 1 }], quote)).toBe(false);
    expect(sameLines([{ variantId: 1, quantity: 2 }], quote)).toBe(false);
    expect(sameLines([...quote, { variantId: 3, quantity: 1 }], quote)).toBe(false);
    expect(sameLines([], [])).toBe(true);
  });
});
