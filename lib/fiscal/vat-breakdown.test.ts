import { rateOfVatCategory, vatCategoryOf } from './mydata-codes';
import { vatBreakdown } from './vat-breakdown';

describe("a document's VAT per rate", () => {
  it('sums the lines by rate, highest first, adding up to the document', () => {
    const lines = [
      { vatCategory: 1, netCents: 10_000, vatCents: 2_400 },
      { vatCategory: 2, netCents: 885, vatCents: 115 },
      { vatCategory: 1, netCents: 282, vatCents: 68 },
      { vatCategory: 7, netCents: 2_500, vatCents: 0 },
    ];
    const rows = vatBreakdown(lines);
    expect(rows).toEqual([
      { rateBasisPoints: 2400, netCents: 10_282, vatCents: 2_468 },
      { rateBasisPoints: 1300, netCents: 885, vatCents: 115 },
      { rateBasisPoints: 0, netCents: 2_500, vatCents: 0 },
    ]);
    expect(rows.reduce((s, r) => s + r.netCents + r.vatCents, 0)).toBe(lines.reduce((s, l) => s + l.netCents + l.vatCents, 0));
  });

  it('maps each category back to its rate', () => {
    for (const rate of [2400, 1300, 600, 1700, 900, 400, 300]) expect(rateOfVatCategory(vatCategoryOf(rate))).toBe(rate);
    expect(rateOfVatCategory(7)).toBe(0);
  });
});
