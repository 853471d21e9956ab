import { cappedAt, isNothing, remainderOf, returnedAmounts } from './credit-amounts';

describe('credit note amounts', () => {
  const sale = { net: 10_000, vat: 2_400, total: 12_400 };

  it('credits what is left of the sale after the earlier credits, never below zero', () => {
    expect(remainderOf(sale, [])).toEqual(sale);
    expect(remainderOf(sale, [{ net: 4_000, vat: 960, total: 4_960 }])).toEqual({ net: 6_000, vat: 1_440, total: 7_440 });
    expect(remainderOf(sale, [sale])).toEqual({ net: 0, vat: 0, total: 0 });
    expect(remainderOf(sale, [sale, sale])).toEqual({ net: 0, vat: 0, total: 0 });
  });

  it("credits the returned units' share of each line, a whole line exactly", () => {
    const lines = [
      { quantity: 3, total: { net: 1_000, vat: 240 }, returned: 1 },
      { quantity: 2, total: { net: 4_031, vat: 968 }, returned: 2 },
      { quantity: 5, total: { net: 500, vat: 120 }, returned: 0 },
    ];
    // 1/3 of 1 000 = 333.33 → 333, of 240 = 80; the second line whole.
    expect(returnedAmounts(lines)).toEqual({ net: 333 + 4_031, vat: 80 + 968, total: 333 + 4_031 + 80 + 968 });
    expect(returnedAmounts([{ quantity: 2, total: { net: 100, vat: 24 }, returned: 5 }])).toEqual({ net: 100, vat: 24, total: 124 });
  });

  it('never credits more than is left', () => {
    expect(cappedAt({ net: 7_000, vat: 1_680, total: 8_680 }, { net: 6_000, vat: 1_440, total: 7_440 })).toEqual({ net: 6_000, vat: 1_440, total: 7_440 });
    expect(cappedAt({ net: 100, vat: 24, total: 124 }, sale)).toEqual({ net: 100, vat: 24, total: 124 });
  });

  it('tells an empty credit', () => {
    expect(isNothing({ net: 0, vat: 0, total: 0 })).toBe(true);
    expect(isNothing({ net: 1, vat: 0, total: 1 })).toBe(false);
  });
});
