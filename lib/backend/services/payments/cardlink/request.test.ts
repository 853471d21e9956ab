import { createHash } from 'node:crypto';
import { DOCUMENTED } from './documented-example';
import { cardlinkOrderId, readRequest, signedRequest, type CardlinkRequest } from './request';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

const MERCHANT = { mid: '0020000001', secret: 'test-secret' };
const REQUEST: CardlinkRequest = {
  version: '2',
  mid: MERCHANT.mid,
  lang: 'el',
  orderid: '0a1b2c3d4e5f6g7h8i9j0k1l2',
  orderDesc: 'A-100234',
  orderAmount: '12.34',
  currency: 'EUR',
  payerEmail: 'eleni@example.gr',
  trType: '1',
  confirmUrl: 'http://shop.test/el/acme/payment/alpha/success?order=1',
  cancelUrl: 'http://shop.test/el/acme/payment/alpha/cancel?order=1',
  var1: '0123456789abcdef0123456789abcdef',
};

describe('cardlinkOrderId', () => {
  it('writes a 32-hex attempt uid as 25 base-36 digits, one to one', () => {
    const uid = 'ffffffffffffffffffffffffffffffff';
    const id = cardlinkOrderId(uid);
    expect(id).toMatch(/^[0-9a-z]{25}$/);
    expect(cardlinkOrderId('00000000000000000000000000000001')).toBe('0000000000000000000000001');
    const roundTrip = (text: string) => [...text].reduce((n, digit) => n * 36n + BigInt(parseInt(digit, 36)), 0n).toString(16).padStart(32, '0');
    expect(roundTrip(id)).toBe(uid);
    const other = '0123456789abcdef0123456789abcdef';
    expect(roundTrip(cardlinkOrderId(other))).toBe(other);
    expect(cardlinkOrderId(other)).not.toBe(id);
    expect(cardlinkOrderId(other)).toBe(cardlinkOrderId(other));
  });

  it('keeps the letters and digits (at most 50) of any other uid', () => {
    expect(cardlinkOrderId('a-b_c')).toBe('abc');
    expect(cardlinkOrderId('x'.repeat(80))).toHaveLength(50);
    expect(() => cardlinkOrderId('--')).toThrow();
  });
});

describe('signedRequest', () => {
  it('answers the fields sent, in the documented order, with the digest over them last', () => {
    const fields = signedRequest({ ...REQUEST, cancelUrl: REQUEST.cancelUrl, var1: REQUEST.var1, lang: 'el' }, MERCHANT.secret);
    expect(Object.keys(fields)).toEqual(['version', 'mid', 'lang', 'orderid', 'orderDesc', 'orderAmount', 'currency', 'payerEmail', 'trType', 'confirmUrl', 'cancelUrl', 'var1', 'digest']);
    const values = ['2', MERCHANT.mid, 'el', REQUEST.orderid, 'A-100234', '12.34', 'EUR', 'eleni@example.gr', '1', REQUEST.confirmUrl, REQUEST.cancelUrl, REQUEST.var1];
    expect(fields.digest).toBe(sha(values.join('') + MERCHANT.secret));
  });

  it('orders the fields by the table whatever order they are given in, and leaves empty ones out', () => {
    const shuffled = Object.fromEntries(Object.entries(REQUEST).reverse()) as CardlinkRequest;
    expect(signedRequest(shuffled, MERCHANT.secret)).toEqual(signedRequest(REQUEST, MERCHANT.secret));
    expect(Object.keys(signedRequest(shuffled, MERCHANT.secret))[0]).toBe('version');
    expect(signedRequest({ ...REQUEST, payerPhone: '' }, MERCHANT.secret)).not.toHaveProperty('payerPhone');
  });

  it('signs the documented example as documented', () => {
    expect(signedRequest(DOCUMENTED.request, DOCUMENTED.secret).digest).toBe(DOCUMENTED.requestDigest);
  });
});

describe('readRequest (the gateway reading a post)', () => {
  const post = (fields: Record<string, string>) => readRequest(Object.entries(fields), MERCHANT);
  const signed = signedRequest(REQUEST, MERCHANT.secret);
  const resigned = (changes: Record<string, string>) => signedRequest({ ...REQUEST, ...changes }, MERCHANT.secret);

  it('accepts a signed request and reads it', () => {
    expect(post(signed)).toEqual({
      ok: true,
      request: {
        mid: MERCHANT.mid,
        orderid: REQUEST.orderid,
        orderDesc: 'A-100234',
        orderAmount: '12.34',
        amountCents: 1234,
        currency: 'EUR',
        lang: 'el',
        trType: '1',
        payerEmail: 'eleni@example.gr',
        confirmUrl: REQUEST.confirmUrl,
        cancelUrl: REQUEST.cancelUrl,
        digest: signed.digest,
      },
    });
    expect(readRequest(Object.entries(signed).reverse(), MERCHANT).ok).toBe(true);
  });

  it('refuses a tampered field, a wrong secret or merchant', () => {
    expect(post({ ...signed, orderAmount: '0.01' })).toEqual({ ok: false, error: 'Security error invalid digest' });
    expect(post({ ...signed, confirmUrl: 'https://evil.test/' })).toEqual({ ok: false, error: 'Security error invalid digest' });
    expect(post(signedRequest(REQUEST, 'other-secret'))).toEqual({ ok: false, error: 'Security error invalid digest' });
    expect(post(resigned({ mid: '0030000001' }))).toEqual({ ok: false, error: 'Invalid merchant id 0030000001' });
    expect(post({ ...signed, digest: '' })).toEqual({ ok: false, error: 'Missing field digest' });
  });

  it('refuses missing, unknown, repeated or malformed fields', () => {
    const { payerEmail: _payerEmail, ...withoutEmail } = REQUEST;
    void _payerEmail;
    expect(post(signedRequest(withoutEmail as CardlinkRequest, MERCHANT.secret))).toEqual({ ok: false, error: 'Missing field payerEmail' });
    expect(post({ ...signed, amount: '1' })).toEqual({ ok: false, error: 'Unknown field amount' });
    expect(readRequest([...Object.entries(signed), ['orderid', 'again']], MERCHANT)).toEqual({ ok: false, error: 'Duplicate field orderid' });
    expect(post(resigned({ version: '1' }))).toEqual({ ok: false, error: 'Unsupported version' });
    expect(post(resigned({ orderid: 'a b' }))).toEqual({ ok: false, error: 'Invalid orderid' });
    expect(post(resigned({ orderid: 'x'.repeat(51) }))).toEqual({ ok: false, error: 'Invalid orderid' });
    for (const orderAmount of ['0', '0.00', '12.345', '-1', '1e3', '12,34']) expect(post(resigned({ orderAmount }))).toEqual({ ok: false, error: 'Invalid orderAmount' });
    expect(post(resigned({ currency: 'USD' }))).toEqual({ ok: false, error: 'Invalid currency' });
    expect(post(resigned({ trType: '3' }))).toEqual({ ok: false, error: 'Invalid trType' });
    expect(post(resigned({ payerEmail: 'nobody' }))).toEqual({ ok: false, error: 'Invalid payerEmail' });
    expect(post(resigned({ confirmUrl: 'javascript:alert(1)' }))).toEqual({ ok: false, error: 'Invalid confirmUrl or cancelUrl' });
    expect(post(resigned({ cancelUrl: '/relative' }))).toEqual({ ok: false, error: 'Invalid confirmUrl or cancelUrl' });
  });

  it('reads amounts as cents and a pre-authorization', () => {
    const read = (changes: Record<string, string>) => {
      const result = post(resigned(changes));
      return result.ok ? result.request : undefined;
    };
    expect(read({ orderAmount: '12' })?.amountCents).toBe(1200);
    expect(read({ orderAmount: '0.5' })?.amountCents).toBe(50);
    expect(read({ trType: '2' })?.trType).toBe('2');
    expect(read({ lang: 'en' })?.lang).toBe('en');
  });
});
