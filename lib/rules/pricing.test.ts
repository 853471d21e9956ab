import { divideRounded, discountPerUnit, lineTotals, sumLines, taxRatePercent, unitPrice, type ProductTaxCategory, type UnitPriceInput } from './pricing';

const CATEGORIES: ProductTaxCategory[] = ['Normal', 'Reduced', 'ExtraReduced', 'Zero', 'Exempt'];
const base = (over: Partial<UnitPriceInput> = {}): UnitPriceInput => ({
  priceCents: 12_400,
  priceBasis: 'AfterTaxes',
  taxCategory: 'Normal',
  discountable: true,
  discount: null,
  ...over,
});

describe('divideRounded (half away from zero)', () => {
  it.each([
    [5, 2, 3], [3, 2, 2], [1, 2, 1], [-1, 2, -1], [-5, 2, -3], [4, 2, 2], [0, 7, 0], [14, 4, 4], [13, 4, 3], [-14, 4, -4], [-13, 4, -3],
  ])('%i / %i → %i', (a, b, q) => expect(divideRounded(a, b)).toBe(q));
  it('refuses a non-positive divisor and fractions', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
  });
});

describe('tax rates (DESIGN §5)', () => {
  it.each([
    ['Normal', 24], ['Reduced', 13], ['ExtraReduced', 6], ['Zero', 0], ['Exempt', 0],
  ] as const)('%s is %i %%', (category, percent) => expect(taxRatePercent(category)).toBe(percent));
});

describe('unitPrice without discount', () => {
  it.each([
    // category, gross price → net, vat
    ['Normal', 12_400, 10_000, 2_400],
    ['Reduced', 11_300, 10_000, 1_300],
    ['ExtraReduced', 10_600, 10_000, 600],
    ['Zero', 10_000, 10_000, 0],
    ['Exempt', 10_000, 10_000, 0],
  ] as const)('%s, stored gross %i → net %i + VAT %i', (taxCategory, priceCents, net, vat) => {
    expect(unitPrice(base({ taxCategory, priceCents }))).toEqual({
      netCents: net, vatCents: vat, grossCents: priceCents, listGrossCents: priceCents, discountCents: 0, discounted: false,
    });
  });
  it.each([
    ['Normal', 10_000, 12_400], ['Reduced', 10_000, 11_300], ['ExtraReduced', 10_000, 10_600], ['Zero', 10_000, 10_000], ['Exempt', 999, 999],
  ] as const)('%s, stored net %i → gross %i', (taxCategory, priceCents, gross) => {
    const p = unitPrice(base({ taxCategory, priceCents, priceBasis: 'BeforeTaxes' }));
    expect(p).toMatchObject({ netCents: priceCents, grossCents: gross, listGrossCents: gross, vatCents: gross - priceCents });
  });
  it('rounds the VAT of a net price half away from zero', () => {
    // 24 % of 1 062 = 254.88 → 255
    expect(unitPrice(base({ priceCents: 1_062, priceBasis: 'BeforeTaxes' }))).toMatchObject({ vatCents: 255, grossCents: 1_317 });
    // 24 % of 25 = 6 exactly
    expect(unitPrice(base({ priceCents: 25, priceBasis: 'BeforeTaxes' }))).toMatchObject({ vatCents: 6, grossCents: 31 });
    // 13 % of 50 = 6.5 → 7 (a true half)
    expect(unitPrice(base({ priceCents: 50, priceBasis: 'BeforeTaxes', taxCategory: 'Reduced' }))).toMatchObject({ vatCents: 7, grossCents: 57 });
    // 6 % of 25 = 1.5 → 2
    expect(unitPrice(base({ priceCents: 25, priceBasis: 'BeforeTaxes', taxCategory: 'ExtraReduced' }))).toMatchObject({ vatCents: 2, grossCents: 27 });
  });
  it('takes the VAT out of a gross price with rounding (9.99 € at 24 % → 8.06 + 1.93)', () => {
    expect(unitPrice(base({ priceCents: 999 }))).toMatchObject({ netCents: 806, vatCents: 193 });
    // 1 cent gross: 1 / 1.24 = 0.806 → net 1, VAT 0
    expect(unitPrice(base({ priceCents: 1 }))).toMatchObject({ netCents: 1, vatCents: 0 });
    // 2 cents gross at 6 %: 1.887 → 2, VAT 0
    expect(unitPrice(base({ priceCents: 2, taxCategory: 'ExtraReduced' }))).toMatchObject({ netCents: 2, vatCents: 0 });
  });
  it('a net-stored price survives the round trip for every cent amount and rate', () => {
    for (const taxCategory of CATEGORIES) {
      for (let cents = 0; cents <= 20_000; cents++) {
        const p = unitPrice(base({ priceCents: cents, priceBasis: 'BeforeTaxes', taxCategory }));
        if (p.netCents !== cents || p.netCents + p.vatCents !== p.grossCents) throw new Error(`${taxCategory} ${cents}: ${JSON.stringify(p)}`);
      }
    }
  });
  it('zero is a valid price', () => {
    expect(unitPrice(base({ priceCents: 0 }))).toEqual({ netCents: 0, vatCents: 0, grossCents: 0, listGrossCents: 0, discountCents: 0, discounted: false });
  });
  it('refuses negative or fractional prices', () => {
    expect(() => unitPrice(base({ priceCents: -1 }))).toThrow(RangeError);
    expect(() => unitPrice(base({ priceCents: 10.5 }))).toThrow(RangeError);
  });
});

describe('unitPrice with a partner discount', () => {
  const pct = (value: number) => ({ kind: 'Percentage' as const, value });
  const fixed = (value: number) => ({ kind: 'FixedAmount' as const, value });

  it('15 % off a gross price, VAT taken from the discounted price', () => {
    expect(unitPrice(base({ priceCents: 12_400, discount: pct(15) }))).toEqual({
      listGrossCents: 12_400, discountCents: 1_860, grossCents: 10_540, netCents: 8_500, vatCents: 2_040, discounted: true,
    });
  });
  it('15 % off a net-stored price applies to its gross price', () => {
    // net 10.00 → gross 12.40 → 15 % = 1.86 → 10.54 → net 8.50
    expect(unitPrice(base({ priceCents: 1_000, priceBasis: 'BeforeTaxes', discount: pct(15) }))).toMatchObject({
      listGrossCents: 1_240, discountCents: 186, grossCents: 1_054, netCents: 850, vatCents: 204,
    });
  });
  it('rounds a percentage discount half away from zero, per unit', () => {
    expect(discountPerUnit(10, pct(15))).toBe(2); // 1.5 → 2
    expect(discountPerUnit(13, pct(15))).toBe(2); // 1.95 → 2
    expect(discountPerUnit(3, pct(50))).toBe(2); // 1.5 → 2
    expect(discountPerUnit(1, pct(49))).toBe(0); // 0.49 → 0
    expect(discountPerUnit(999, pct(15))).toBe(150); // 149.85 → 150
  });
  it('0 % and 100 %', () => {
    expect(unitPrice(base({ discount: pct(0) }))).toMatchObject({ discountCents: 0, discounted: false, grossCents: 12_400 });
    expect(unitPrice(base({ discount: pct(100) }))).toMatchObject({ discountCents: 12_400, grossCents: 0, netCents: 0, vatCents: 0, discounted: true });
  });
  it('a fixed amount per unit, never below zero', () => {
    expect(unitPrice(base({ priceCents: 2_990, discount: fixed(500) }))).toMatchObject({ discountCents: 500, grossCents: 2_490, netCents: 2_008, vatCents: 482 });
    expect(unitPrice(base({ priceCents: 300, discount: fixed(500) }))).toMatchObject({ discountCents: 300, grossCents: 0, netCents: 0, vatCents: 0, discounted: true });
    expect(unitPrice(base({ priceCents: 500, discount: fixed(500) }))).toMatchObject({ grossCents: 0 });
    expect(unitPrice(base({ priceCents: 0, discount: fixed(500) }))).toMatchObject({ discountCents: 0, discounted: false });
  });
  it('does not apply to products that are not discountable', () => {
    expect(unitPrice(base({ discountable: false, discount: pct(15) }))).toMatchObject({ discountCents: 0, discounted: false, grossCents: 12_400 });
    expect(unitPrice(base({ discountable: false, discount: fixed(500) }))).toMatchObject({ discountCents: 0, grossCents: 12_400 });
  });
  it.each(CATEGORIES)('%s: net + VAT = gross and gross + discount = list gross', (taxCategory) => {
    for (const discount of [pct(15), fixed(500), pct(33)]) {
      for (let cents = 0; cents <= 5_000; cents += 7) {
        for (const priceBasis of ['AfterTaxes', 'BeforeTaxes'] as const) {
          const p = unitPrice({ priceCents: cents, priceBasis, taxCategory, discountable: true, discount });
          const ok = p.netCents + p.vatCents === p.grossCents && p.grossCents + p.discountCents === p.listGrossCents && p.grossCents >= 0 && p.vatCents >= 0;
          if (!ok) throw new Error(`${taxCategory} ${priceBasis} ${cents} ${JSON.stringify(discount)}: ${JSON.stringify(p)}`);
        }
      }
    }
  });
  it('Zero and Exempt have no VAT even when discounted', () => {
    for (const taxCategory of ['Zero', 'Exempt'] as const) {
      expect(unitPrice(base({ taxCategory, priceCents: 1_001, discount: pct(15) }))).toMatchObject({ grossCents: 851, netCents: 851, vatCents: 0, discountCents: 150 });
    }
  });
  it('refuses impossible discounts', () => {
    expect(() => unitPrice(base({ discount: pct(101) }))).toThrow(RangeError);
    expect(() => unitPrice(base({ discount: pct(-1) }))).toThrow(RangeError);
    expect(() => unitPrice(base({ discount: pct(12.5) }))).toThrow(RangeError);
    expect(() => unitPrice(base({ discount: fixed(-5) }))).toThrow(RangeError);
  });
});

describe('lineTotals and sumLines', () => {
  it('multiplies the rounded unit amounts (per unit, then per line)', () => {
    const unit = unitPrice(base({ priceCents: 999, discount: { kind: 'Percentage', value: 15 } }));
    // unit: list 999, discount 150, gross 849, net 685 (684.68 → 685), VAT 164
    expect(unit).toMatchObject({ discountCents: 150, grossCents: 849, netCents: 685, vatCents: 164 });
    expect(lineTotals(unit, 3)).toEqual({ quantity: 3, listGrossCents: 2_997, discountCents: 450, grossCents: 2_547, netCents: 2_055, vatCents: 492 });
  });
  it('a quantity of zero gives zeros; negative or fractional quantities are refused', () => {
    const unit = unitPrice(base());
    expect(lineTotals(unit, 0)).toMatchObject({ grossCents: 0, netCents: 0, vatCents: 0, discountCents: 0 });
    expect(() => lineTotals(unit, -1)).toThrow(RangeError);
    expect(() => lineTotals(unit, 1.5)).toThrow(RangeError);
  });
  it('sums lines of different tax categories', () => {
    const a = lineTotals(unitPrice(base({ priceCents: 12_400 })), 2);
    const b = lineTotals(unitPrice(base({ priceCents: 1_060, taxCategory: 'ExtraReduced', discount: { kind: 'FixedAmount', value: 500 } })), 1);
    expect(sumLines([a, b])).toEqual({
      quantity: 3,
      listGrossCents: 24_800 + 1_060,
      discountCents: 500,
      grossCents: 24_800 + 560,
      netCents: 20_000 + 528,
      vatCents: 4_800 + 32,
    });
    expect(sumLines([])).toEqual({ quantity: 0, listGrossCents: 0, discountCents: 0, grossCents: 0, netCents: 0, vatCents: 0 });
  });
});
