import fc from 'fast-check';
import { TAX_RATE_BASIS_POINTS, unitInZone, unitPrice, type ProductTaxCategory } from './pricing';
import { quotedUnitPrice } from '@/lib/quotations/quote-pricing';

// A unit in the islands' VAT zone (decision 0077): the shop's net amounts, the islands' VAT.
describe('unitInZone', () => {
  it('a €124.00 (24 %) product is €117.00 (17 %) on the islands: the same €100.00 net', () => {
    const normal = unitPrice({ priceCents: 12_400, priceBasis: 'AfterTaxes', taxCategory: 'Normal', discountable: true });
    expect(unitInZone(normal, 2400, 'islands')).toEqual({ netCents: 10_000, vatCents: 1_700, grossCents: 11_700, listGrossCents: 11_700, discountCents: 0, discounted: false });
  });

  it('keeps the discount as the difference of the two grosses, and the discounted net', () => {
    const normal = unitPrice({ priceCents: 10_000, priceBasis: 'BeforeTaxes', taxCategory: 'Reduced', discountable: true, discount: { kind: 'Percentage', value: 10 } });
    const island = unitInZone(normal, 1300, 'islands');
    expect(island.netCents).toBe(normal.netCents);
    expect(island.listGrossCents).toBe(10_900);
    expect(island.grossCents - island.netCents).toBe(island.vatCents);
    expect(island.listGrossCents - island.grossCents).toBe(island.discountCents);
    expect(island.discounted).toBe(true);
  });

  it('the normal zone, and a 0 % product anywhere, are the unit itself', () => {
    const unit = unitPrice({ priceCents: 999, priceBasis: 'AfterTaxes', taxCategory: 'ExtraReduced', discountable: false });
    expect(unitInZone(unit, 600, 'normal')).toBe(unit);
    const zero = unitPrice({ priceCents: 5_000, priceBasis: 'AfterTaxes', taxCategory: 'Zero', discountable: false });
    expect(unitInZone(zero, 0, 'islands')).toBe(zero);
  });

  it('a quoted unit: the quote net stays, the VAT is the islands\'', () => {
    const quoted = quotedUnitPrice({ listGrossCents: 12_400, quotedGrossCents: 11_160, taxCategory: 'Normal' });
    const island = unitInZone(quoted, 2400, 'islands');
    expect(island.netCents).toBe(quoted.netCents);
    expect(island.vatCents).toBe(Math.round(quoted.netCents * 0.17));
  });

  it('for every price, rate and discount: net unchanged, net + VAT = gross, VAT at the island rate to the cent', () => {
    const categories: ProductTaxCategory[] = ['Normal', 'Reduced', 'ExtraReduced'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.constantFrom('AfterTaxes' as const, 'BeforeTaxes' as const),
        fc.constantFrom(...categories),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        (priceCents, priceBasis, taxCategory, percent) => {
          const normal = unitPrice({ priceCents, priceBasis, taxCategory, discountable: true, discount: percent === undefined ? null : { kind: 'Percentage', value: percent } });
          const rate = TAX_RATE_BASIS_POINTS[taxCategory];
          const island = unitInZone(normal, rate, 'islands');
          const islandRate = { 2400: 1700, 1300: 900, 600: 400 }[rate as 2400 | 1300 | 600];
          expect(island.netCents).toBe(normal.netCents);
          expect(island.netCents + island.vatCents).toBe(island.grossCents);
          expect(Math.abs(island.vatCents - (island.netCents * islandRate) / 10_000)).toBeLessThanOrEqual(0.5);
          expect(island.grossCents).toBeLessThanOrEqual(normal.grossCents);
          expect(island.listGrossCents - island.grossCents).toBe(island.discountCents);
          expect(island.discountCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
