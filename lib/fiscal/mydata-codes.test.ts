import { incomeClassification, INVOICE_TYPE_NAMES, invoiceTypeFor, invoiceTypeName, InvoiceTypes, isCredit, lineVat, PaymentMethodCodes, vatCategoryOf } from './mydata-codes';

describe('myDATA codes (issue #47 item 2)', () => {
  it.each([
    ['sale', 'retail', '11.1'],
    ['credit', 'retail', '11.4'],
    ['sale', 'domestic-business', '1.1'],
    ['credit', 'domestic-business', '5.1'],
    ['sale', 'eu-business', '1.2'],
    ['credit', 'eu-business', '5.1'],
  ] as const)('a %s to a %s buyer is invoice type %s', (purpose, buyer, type) => {
    expect(invoiceTypeFor(purpose, buyer)).toBe(type);
    expect(isCredit(type)).toBe(purpose === 'credit');
  });

  it.each([
    [2400, 1],
    [1300, 2],
    [600, 3],
    [1700, 4],
    [900, 5],
    [400, 6],
    [0, 7],
    [300, 9],
  ])('a rate of %i basis points is VAT category %i', (rate, category) => {
    expect(vatCategoryOf(rate)).toBe(category);
  });

  it('refuses a rate myDATA has no category for', () => {
    expect(() => vatCategoryOf(2300)).toThrow(/23 %/);
  });

  it('gives a line without VAT its reason: outside the scope, or an intra-community supply', () => {
    expect(lineVat(2400, 'retail', false)).toEqual({ vatCategory: 1 });
    expect(lineVat(1300, 'domestic-business', false)).toEqual({ vatCategory: 2 });
    expect(lineVat(0, 'retail', true)).toEqual({ vatCategory: 7, vatExemptionCategory: 1 });
    expect(lineVat(0, 'domestic-business', false)).toEqual({ vatCategory: 7, vatExemptionCategory: 1 });
    // Reverse charge: whatever the goods' Greek rate.
    expect(lineVat(2400, 'eu-business', false)).toEqual({ vatCategory: 7, vatExemptionCategory: 14 });
  });

  it('codes each way to pay', () => {
    expect(PaymentMethodCodes).toEqual({ cod: 3, card: 7, paypal: 6, iris: 8, on_account: 5 });
  });

  it('classifies income by the buyer and by goods or service', () => {
    expect(incomeClassification('retail', 'goods')).toEqual({ classificationType: 'E3_561_003', classificationCategory: 'category1_1' });
    expect(incomeClassification('domestic-business', 'goods')).toEqual({ classificationType: 'E3_561_001', classificationCategory: 'category1_1' });
    expect(incomeClassification('eu-business', 'goods')).toEqual({ classificationType: 'E3_561_005', classificationCategory: 'category1_1' });
    expect(incomeClassification('retail', 'service')).toEqual({ classificationType: 'E3_561_003', classificationCategory: 'category1_3' });
  });
});

describe('the names of the invoice types', () => {
  it('names every type the shop issues, and nothing else', () => {
    expect(Object.keys(INVOICE_TYPE_NAMES).sort()).toEqual(Object.values(InvoiceTypes).sort());
    expect(invoiceTypeName('11.4')).toBe('retailCredit');
    expect(invoiceTypeName('2.1')).toBeUndefined();
    expect(invoiceTypeName('toString')).toBeUndefined();
  });
});
