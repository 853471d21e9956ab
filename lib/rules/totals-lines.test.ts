import { totalsGaps, totalsLines } from './totals-lines';

describe('totalsLines (an amounts summary that adds up)', () => {
  it('derives the list value from an order total with shipping, COD fee, coupon and points', () => {
    const lines = totalsLines({ discount: 500, coupon: 250, points: 100, shipping: 350, codFee: 200, total: 5000, net: 4032, vat: 968 });
    expect(lines.sum.map((l) => [l.name, l.cents, l.sign])).toEqual([
      ['subtotal', 5300, 1],
      ['discount', 500, -1],
      ['coupon', 250, -1],
      ['points', 100, -1],
      ['shipping', 350, 1],
      ['codFee', 200, 1],
      ['total', 5000, 0],
    ]);
    expect(totalsGaps(lines)).toEqual({ sum: 0, parts: 0 });
  });

  it('shows the discount and shipping always, coupon, points and COD fee only when they count', () => {
    const lines = totalsLines({ discount: 0, shipping: 0, codFee: 0, total: 1240, net: 1000, vat: 240 });
    expect(lines.sum.map((l) => l.name)).toEqual(['subtotal', 'discount', 'shipping', 'total']);
    expect(lines.sum[0]?.cents).toBe(1240);
  });

  it('marks shipping not yet chosen as unknown, counting nothing', () => {
    const lines = totalsLines({ discount: 10, shipping: null, codFee: 0, total: 990, net: 798, vat: 192 });
    expect(lines.sum.find((l) => l.name === 'shipping')).toEqual({ name: 'shipping', cents: 0, sign: 1, known: false });
    expect(totalsGaps(lines)).toEqual({ sum: 0, parts: 0 });
  });

  it('takes a given list value as it is, so a total that does not match shows as a gap', () => {
    expect(totalsGaps(totalsLines({ listTotal: 1000, discount: 100, shipping: 0, codFee: 0, total: 901, net: 727, vat: 174 }))).toEqual({ sum: -1, parts: 0 });
  });
});
