import { verdictOfTransaction } from './viva-transaction';

// The example answer of GET /checkout/v2/transactions/{id} in Viva's "Verify a payment" guide (shape and values).
const documented = {
  email: 'someone@example.com',
  amount: 30.0,
  orderCode: 6962462482972601,
  statusId: 'F',
  fullName: 'George Seferis',
  insDate: '2021-12-06T14:32:10.32+02:00',
  cardNumber: '414746XXXXXX0133',
  currencyCode: '978',
  customerTrns: 'Short description of items/services purchased to display to your customer',
  merchantTrns: 'Short description of items/services purchased by customer',
  transactionTypeId: 5,
  recurringSupport: false,
  totalInstallments: 0,
  cardCountryCode: null,
  cardIssuingBank: null,
  currentInstallment: 0,
  cardUniqueReference: '9521B4209B8A3B1CBB2B4AC1C1A5ADF1A4E2D3B1',
  cardTypeId: 0,
};
const tid = 'c90d4902-6245-449f-b2b0-51d99cd09cfe';

describe('verdictOfTransaction', () => {
  it('reads a finished transaction of the order as paid, in cents and ISO currency', () => {
    expect(verdictOfTransaction(documented, '6962462482972601', tid)).toEqual({ result: 'paid', amountCents: 3000, currency: 'EUR', transactionId: tid });
  });

  it('reads error and cancelled as failed, the rest as pending', () => {
    expect(verdictOfTransaction({ ...documented, statusId: 'E' }, '6962462482972601', tid)?.result).toBe('failed');
    expect(verdictOfTransaction({ ...documented, statusId: 'X' }, '6962462482972601', tid)?.result).toBe('failed');
    expect(verdictOfTransaction({ ...documented, statusId: 'A' }, '6962462482972601', tid)?.result).toBe('pending');
  });

  it('refuses another order code, an unknown currency or an amount that is not money', () => {
    expect(verdictOfTransaction(documented, '1111111111111111', tid)).toBeUndefined();
    expect(verdictOfTransaction({ ...documented, currencyCode: '840' }, '6962462482972601', tid)).toBeUndefined();
    expect(verdictOfTransaction({ ...documented, amount: -1 }, '6962462482972601', tid)).toBeUndefined();
    expect(verdictOfTransaction({ ...documented, amount: 12.345 }, '6962462482972601', tid)).toBeUndefined();
  });

  it('reads 12.3 and 12 as whole cents', () => {
    expect(verdictOfTransaction({ ...documented, amount: 12.3 }, '6962462482972601', tid)?.amountCents).toBe(1230);
    expect(verdictOfTransaction({ ...documented, amount: 12 }, '6962462482972601', tid)?.amountCents).toBe(1200);
  });
});
