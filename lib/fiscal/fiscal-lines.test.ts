import { orderTotals } from '@/lib/rules/checkout-options';
import { fiscalLines } from './fiscal-lines';

describe('the lines of a fiscal document', () => {
  const goods = [
    { netCents: 8_065, vatCents: 1_935, rateBasisPoints: 2400, outsideVat: false },
    { netCents: 885, vatCents: 115, rateBasisPoints: 1300, outsideVat: false },
    { netCents: 4_032, vatCents: 968, rateBasisPoints: 2400, outsideVat: false },
    { netCents: 2_500, vatCents: 0, rateBasisPoints: 0, outsideVat: true },
  ];

  it("groups the goods by rate, the shipping and the fee as services: net and VAT are the order's to the cent", () => {
    const lines = fiscalLines({ goods, shippingCents: 350, codFeeCents: 199, buyer: 'retail' });
    expect(lines.map((l) => [l.vatCategory, l.vatExemptionCategory, l.income?.classificationCategory, l.netCents, l.vatCents])).toEqual([
      [1, undefined, 'category1_1', 12_097, 2_903],
      [2, undefined, 'category1_1', 885, 115],
      [7, 1, 'category1_1', 2_500, 0],
      [1, undefined, 'category1_3', 282, 68],
      [1, undefined, 'category1_3', 160, 39],
    ]);
    const goodsTotals = { total: 19_500, net: 15_482, vat: 3_018, discount: 0 };
    const order = orderTotals(goodsTotals as Parameters<typeof orderTotals>[0], 350, 199);
    expect(lines.reduce((s, l) => s + l.netCents, 0)).toBe(order.net);
    expect(lines.reduce((s, l) => s + l.vatCents, 0)).toBe(order.vat);
  });

  it('an invoice to a business classifies as wholesale; no shipping or fee, no service line', () => {
    const lines = fiscalLines({ goods: goods.slice(0, 1), shippingCents: 0, codFeeCents: 0, buyer: 'domestic-business' });
    expect(lines).toEqual([{ netCents: 8_065, vatCents: 1_935, vatCategory: 1, income: { classificationType: 'E3_561_001', classificationCategory: 'category1_1' } }]);
  });
});

describe('the lines of a fiscal document in the islands\' VAT zone (decision 0077)', () => {
  it('goods at 17 % and 9 % are categories 4 and 5; shipping and the fee at 17 %, split as the order\'s totals split them', () => {
    const lines = fiscalLines({
      goods: [
        { netCents: 10_000, vatCents: 1_700, rateBasisPoints: 1700, outsideVat: false },
        { netCents: 2_000, vatCents: 180, rateBasisPoints: 900, outsideVat: false },
      ],
      shippingCents: 350,
      codFeeCents: 200,
      buyer: 'domestic-business',
      zone: 'islands',
    });
    expect(lines.map((l) => l.vatCategory)).toEqual([4, 5, 4, 4]);
    const totals = orderTotals({ net: 12_000, vat: 1_880, discount: 0, total: 13_880 }, 350, 200, 'islands');
    expect(lines.reduce((sum, l) => sum + l.netCents, 0)).toBe(totals.net);
    expect(lines.reduce((sum, l) => sum + l.vatCents, 0)).toBe(totals.vat);
    expect(lines[2]).toMatchObject({ netCents: 299, vatCents: 51 }); // €3.50 at 17 %
  });
});
