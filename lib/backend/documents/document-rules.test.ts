import { documentDate, documentLanguage, documentLineCents, documentTotals, documentUnitCents } from './document-rules';

describe('order document rules', () => {
  it("the requested language, else the order's, else Greek", () => {
    expect(documentLanguage('en', 'el')).toBe('en');
    expect(documentLanguage('el', 'en')).toBe('el');
    expect(documentLanguage(undefined, 'en')).toBe('en');
    expect(documentLanguage(undefined, 'el')).toBe('el');
    expect(documentLanguage(undefined, 'fr')).toBe('el');
  });

  it('lists every total in reading order, as recorded', () => {
    const totals = { goods: 10_000, discount: 1_500, coupon: 0, points: 0, shipping: 450, codFee: 200, net: 8_589, vat: 2_061, total: 10_650 };
    expect(documentTotals(totals).map((r) => [r.key, r.sign * r.cents])).toEqual([
      ['goods', 10_000],
      ['discount', 1_500],
      ['shipping', 450],
      ['codFee', 200],
      ['net', 8_589],
      ['vat', 2_061],
      ['total', 10_650],
    ]);
  });

  it('a coupon and points are taken off goods shown before them, so the document adds up as read (issue #47)', () => {
    // 134.30 of goods, 3.00 of points: the order records goods 131.30 (after the points) and total 131.30 + shipping.
    const totals = { goods: 13_130, discount: 0, coupon: 0, points: 300, shipping: 350, codFee: 0, net: 10_871, vat: 2_609, total: 13_480 };
    const rows = documentTotals(totals);
    expect(rows.map((r) => [r.key, r.sign * r.cents])).toEqual([
      ['goods', 13_430],
      ['discount', 0],
      ['points', -300],
      ['shipping', 350],
      ['codFee', 0],
      ['net', 10_871],
      ['vat', 2_609],
      ['total', 13_480],
    ]);
    const added = rows.filter((r) => ['goods', 'coupon', 'points', 'shipping', 'codFee'].includes(r.key)).reduce((sum, r) => sum + r.sign * r.cents, 0);
    expect(added).toBe(totals.total);
    const both = documentTotals({ ...totals, goods: 12_630, coupon: 500, total: 12_980 });
    expect(both.map((r) => r.key)).toEqual(['goods', 'discount', 'coupon', 'points', 'shipping', 'codFee', 'net', 'vat', 'total']);
    expect(both[0]!.cents).toBe(13_430);
  });

  it("a line's amount is its units at their price before the order's coupon and points: 1 × 134.30 = 134.30", () => {
    expect(documentLineCents({ total: { listGross: 13_430, discount: 0 } as never })).toBe(13_430);
    // A partner discount kept: list less it; a coupon that replaced it: the list price.
    expect(documentLineCents({ total: { listGross: 5_000, discount: 1_250 } as never })).toBe(3_750);
    expect(documentUnitCents({ quantity: 3, total: { listGross: 5_000 * 3, discount: 1_250 * 3 } as never })).toBe(3_750);
  });

  it("dates the document by the day in Greece, not UTC's", () => {
    expect(documentDate('2026-11-22T10:00:00.000Z')).toBe('22/11/2026');
    // 23:30 UTC on 31 December is already 1 January in Athens (UTC+2 in winter).
    expect(documentDate('2026-12-31T23:30:00.000Z')).toBe('01/01/2027');
    // Summer time: UTC+3.
    expect(documentDate('2026-06-30T21:30:00.000Z')).toBe('01/07/2026');
  });
});
