import { createHash } from 'node:crypto';
import { DOCUMENTED } from './documented-example';
import { readReturn, resultOfStatus, signedResponse } from './response';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
const SECRET = 'test-secret';
const PAID = {
  version: '2',
  mid: '0030000001',
  orderid: '0a1b2c3d4e5f6g7h8i9j0k1l2',
  status: 'CAPTURED',
  orderAmount: '12.34',
  currency: 'EUR',
  paymentTotal: '12.34',
  message: 'OK, 00 - Approved',
  riskScore: '0',
  payMethod: 'visa',
  txId: '926012471',
  paymentRef: '138104',
};

describe('readReturn', () => {
  it('verifies and reads the documented CAPTURED return', () => {
    expect(readReturn({ ...DOCUMENTED.response, digest: DOCUMENTED.responseDigest }, DOCUMENTED.secret)).toEqual({
      mid: '0101119349',
      orderid: 'O170911143656',
      status: 'CAPTURED',
      amountCents: 12,
      currency: 'EUR',
      txId: '926012471',
      paymentRef: '138104',
    });
  });

  it('refuses a tampered field, a missing or wrong digest, another secret', () => {
    const signed = signedResponse(PAID, SECRET);
    expect(readReturn(signed, SECRET)).toMatchObject({ status: 'CAPTURED', amountCents: 1234 });
    const changes: Record<string, string>[] = [{ orderAmount: '0.01' }, { status: 'REFUSED' }, { mid: '0020000001' }, { orderid: 'other' }, { txId: '1' }, { message: 'x' }];
    for (const change of changes) expect(readReturn({ ...signed, ...change }, SECRET)).toBeUndefined();
    const { digest: _digest, ...unsigned } = signed;
    void _digest;
    expect(readReturn(unsigned, SECRET)).toBeUndefined();
    expect(readReturn({ ...signed, digest: signed.digest!.toLowerCase() }, SECRET)).toBeUndefined();
    expect(readReturn(signed, 'other-secret')).toBeUndefined();
    // A field the gateway did not send cannot be added either.
    expect(readReturn({ ...signed, extToken: 'tok' }, SECRET)).toBeUndefined();
  });

  it('ignores parameters outside the response table (the storefront may pass its own)', () => {
    expect(readReturn({ lang: 'el', ...signedResponse(PAID, SECRET), order: 'x' }, SECRET)).toMatchObject({ orderid: PAID.orderid });
  });

  it('refuses a genuine return that lacks what the verdict needs', () => {
    for (const missing of ['mid', 'orderid', 'status', 'orderAmount', 'currency'] as const) {
      const fields: Record<string, string> = { ...PAID };
      delete fields[missing];
      expect(readReturn(signedResponse(fields, SECRET), SECRET)).toBeUndefined();
    }
    expect(readReturn(signedResponse({ ...PAID, orderAmount: '12.345' }, SECRET), SECRET)).toBeUndefined();
    expect(readReturn(signedResponse({ ...PAID, currency: 'EURO' }, SECRET), SECRET)).toBeUndefined();
  });

  it('reads the numeric 978 as EUR, and a return without txId or paymentRef', () => {
    expect(readReturn(signedResponse({ ...PAID, currency: '978' }, SECRET), SECRET)?.currency).toBe('EUR');
    const cancelled = signedResponse({ ...PAID, status: 'CANCELED', message: 'Failed, user canceled', txId: '', paymentRef: '', payMethod: '', riskScore: '' }, SECRET);
    expect(readReturn(cancelled, SECRET)).toMatchObject({ status: 'CANCELED', txId: null, paymentRef: null });
  });
});

describe('signedResponse', () => {
  it('answers the fields in the documented order with the digest over their values last', () => {
    const shuffled = Object.fromEntries(Object.entries(PAID).reverse());
    const fields = signedResponse(shuffled, SECRET);
    expect(Object.keys(fields)).toEqual([...Object.keys(PAID), 'digest']);
    expect(fields.digest).toBe(sha(Object.values(PAID).join('') + SECRET));
    expect(signedResponse(DOCUMENTED.response, DOCUMENTED.secret).digest).toBe(DOCUMENTED.responseDigest);
  });
});

describe('resultOfStatus', () => {
  it('maps the documented statuses', () => {
    expect(resultOfStatus('CAPTURED')).toBe('paid');
    expect(resultOfStatus('AUTHORIZED')).toBe('paid');
    expect(resultOfStatus('CANCELED')).toBe('failed');
    expect(resultOfStatus('REFUSED')).toBe('failed');
    expect(resultOfStatus('ERROR')).toBe('failed');
    expect(resultOfStatus('captured')).toBe('pending');
    expect(resultOfStatus('')).toBe('pending');
  });
});
