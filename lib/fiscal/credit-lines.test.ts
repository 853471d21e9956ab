import { amountsOf, cappedLines, remainingLines, returnedGoods } from './credit-lines';
import { fiscalLines } from './fiscal-lines';
import type { MydataLine } from './mydata-xml';

const income = (category: string) => ({ classificationType: 'E3_561_003', classificationCategory: category });
const line = (netCents: number, vatCents: number, vatCategory = 1, category = 'category1_1'): MydataLine => ({ netCents, vatCents, vatCategory, income: income(category) });

describe('credit note lines', () => {
  const sale = [line(10_000, 2_400), line(885, 115, 2), line(282, 68, 1, 'category1_3')];

  it('credits what is left of each category after the earlier credits, never below zero', () => {
    expect(remainingLines(sale, [])).toEqual(sale);
    expect(remainingLines(sale, [[line(4_000, 960)]])).toEqual([line(6_000, 1_440), line(885, 115, 2), line(282, 68, 1, 'category1_3')]);
    expect(remainingLines(sale, [sale])).toEqual([]);
    expect(remainingLines(sale, [sale, sale])).toEqual([]);
    expect(amountsOf(remainingLines(sale, [[line(885, 115, 2)]]))).toEqual({ net: 10_282, vat: 2_468, total: 12_750 });
  });

  it('merges the lines of one category (the shipping and the fee are both services at 24 %)', () => {
    expect(remainingLines([line(282, 68, 1, 'category1_3'), line(160, 39, 1, 'category1_3')], [])).toEqual([line(442, 107, 1, 'category1_3')]);
  });

  it("credits the returned units' share of each line, a whole line exactly, at its own rate", () => {
    const goods = returnedGoods([
      { quantity: 3, total: { net: 1_000, vat: 240 }, taxRateBp: 2400, returned: 1 },
      { quantity: 2, total: { net: 885, vat: 115 }, taxRateBp: 1300, returned: 2 },
      { quantity: 5, total: { net: 500, vat: 120 }, taxRateBp: 2400, returned: 0 },
      { quantity: 2, total: { net: 100, vat: 24 }, taxRateBp: 2400, returned: 5 },
    ]);
    // 1/3 of 1 000 = 333.33 → 333, of 240 = 80; the 13 % line whole; more returned than bought counts the line once.
    expect(goods).toEqual([
      { netCents: 333, vatCents: 80, rateBasisPoints: 2400, outsideVat: false },
      { netCents: 885, vatCents: 115, rateBasisPoints: 1300, outsideVat: false },
      { netCents: 100, vatCents: 24, rateBasisPoints: 2400, outsideVat: false },
    ]);
    expect(fiscalLines({ goods, shippingCents: 0, codFeeCents: 0, buyer: 'retail' }).map((l) => [l.vatCategory, l.netCents, l.vatCents])).toEqual([
      [1, 433, 104],
      [2, 885, 115],
    ]);
  });

  it('never credits more than is left in a category, nor a category the sale does not have', () => {
    const left = [line(6_000, 1_440), line(885, 115, 2)];
    expect(cappedLines([line(7_000, 1_680), line(100, 13, 2)], left)).toEqual([line(6_000, 1_440), line(100, 13, 2)]);
    expect(cappedLines([line(100, 6, 3)], left)).toEqual([]);
    expect(amountsOf([])).toEqual({ net: 0, vat: 0, total: 0 });
  });
});
