import { documentFileName, documentKind } from './order-document';

describe('order document kind and file name', () => {
  it('an invoice for an Invoice order, a receipt for any other', () => {
    expect(documentKind('Invoice')).toBe('invoice');
    expect(documentKind('Retail')).toBe('receipt');
  });

  it('names the file after the order number, nothing unsafe in a header', () => {
    expect(documentFileName('ACM-2026-000123')).toBe('ACM-2026-000123.pdf');
    expect(documentFileName('A"B/C\\D;E')).toBe('A_B_C_D_E.pdf');
    expect(documentFileName('')).toBe('order.pdf');
  });
});
