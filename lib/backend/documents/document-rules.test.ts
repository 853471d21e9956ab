import { documentDate, documentLanguage, totalRows } from './document-rules';

describe('order document rules', () => {
  it("the requested language, else the order's, else Greek", () => {
    expect(documentLanguage('en', 'el')).toBe('en');
    expect(documentLanguage('el', 'en')).toBe('el');
    expect(documentLanguage(undefined, 'en')).toBe('en');
    expect(documentLanguage(undefined, 'el')).toBe('el');
    expect(documentLanguage(undefined, 'fr')).toBe('el');
  });

  it('lists every recorded total, in reading order, as recorded', () => {
    const totals = { goods: 10_000, discount: 1_500, coupon: 0, points: 0, shipping: 450, codFee: 200, net: 8_589, vat: 2_061, total: 10_650 };
    expect(totalRows(totals)).toEqual([
      ['goods', 10_000],
      ['discount', 1_500],
      ['shipping', 450],
      ['codFee', 200],
      ['net', 8_589],
      ['vat', 2_061],
      ['total', 10_650],
    ]);
    expect(totalRows({ ...totals, discount: 0, codFee: 0 }).map(([key]) => key)).toHaveLength(7);
    // An order placed with a coupon shows its discount after the partner's.
    expect(totalRows({ ...totals, coupon: 500 }).map(([key]) => key)).toEqual(['goods', 'discount', 'coupon', 'shipping', 'codFee', 'net', 'vat', 'total']);
    // Redeemed loyalty points show after the coupon (issue #18 item 5).
    expect(totalRows({ ...totals, coupon: 500, points: 300 }).map(([key]) => key)).toEqual(['goods', 'discount', 'coupon', 'points', 'shipping', 'codFee', 'net', 'vat', 'total']);
  });

  it("dates the document by the day in Greece, not UTC's", () => {
    expect(documentDate('2026-11-22T10:00:00.000Z')).toBe('22/11/2026');
    // 23:30 UTC on 31 December is already 1 January in Athens (UTC+2 in winter).
    expect(documentDate('2026-12-31T23:30:00.000Z')).toBe('01/01/2027');
    // Summer time: UTC+3.
    expect(documentDate('2026-06-30T21:30:00.000Z')).toBe('01/07/2026');
  });
});
