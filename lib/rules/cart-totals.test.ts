import { cartAmounts, cartTotals } from './cart-totals';
import { lineTotals, unitPrice } from './pricing';

describe('cartTotals (SPEC §2 cart totals)', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ net: 0, vat: 0, discount: 0, coupon: 0, points: 0, total: 0, listTotal: 0, itemCount: 0 });
  });

  it('sums lines priced per unit, across tax categories, price bases and discounts', () => {
    const percent = { kind: 'Percentage', value: 15 } as const;
    // 24.99 gross, Normal 24 %, 15 % off: list 2499, discount round(374.85) = 375, gross 2124,
    // net round(2124 / 1.24) = round(1712.90) = 1713, VAT 411; × 3.
    const a = unitPrice({ priceCents: 2499, priceBasis: 'AfterTaxes', taxCategory: 'Normal', discountable: true, discount: percent });
    expect(a).toMatchObject({ listGrossCents: 2499, discountCents: 375, grossCents: 2124, netCents: 1713, vatCents: 411 });
    // 10.00 net, Reduced 13 %, not discountable: gross 1130, net 1000, VAT 130; × 2.
    const b = unitPrice({ priceCents: 1000, priceBasis: 'BeforeTaxes', taxCategory: 'Reduced', discountable: false, discount: percent });
    // 3.50 gross, Exempt, 5 € fixed off: never below zero.
    const c = unitPrice({ priceCents: 350, priceBasis: 'AfterTaxes', taxCategory: 'Exempt', discountable: true, discount: { kind: 'FixedAmount', value: 500 } });
    expect(c).toMatchObject({ grossCents: 0, discountCents: 350, netCents: 0, vatCents: 0 });

    const totals = cartTotals([lineTotals(a, 3), lineTotals(b, 2), lineTotals(c, 1)]);
    expect(totals).toEqual({
      net: 1713 * 3 + 1000 * 2,
      vat: 411 * 3 + 130 * 2,
      discount: 375 * 3 + 350,
      coupon: 0,
      points: 0,
      total: 2124 * 3 + 1130 * 2,
      listTotal: 2499 * 3 + 1130 * 2 + 350,
      itemCount: 6,
    });
    expect(totals.net + totals.vat).toBe(totals.total);
    expect(totals.listTotal - totals.discount).toBe(totals.total);
  });

  it('gives unit and line amounts in the contract shape', () => {
    const unit = unitPrice({ priceCents: 1000, priceBasis: 'BeforeTaxes', taxCategory: 'ExtraReduced', discountable: false });
    expect(cartAmounts(unit)).toEqual({ net: 1000, vat: 60, gross: 1060, listGross: 1060, discount: 0 });
    expect(cartAmounts(lineTotals(unit, 4))).toEqual({ net: 4000, vat: 240, gross: 4240, listGross: 4240, discount: 0 });
  });
});
