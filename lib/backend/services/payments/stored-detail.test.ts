import { EVENT_DETAIL_LIMITS, storableDetail } from './attempts';

describe('storableDetail (what payment_events keeps of a return)', () => {
  it('keeps a normal return as it is', () => {
    expect(storableDetail({ MerchantReference: 'abc-1', ResultCode: '0' })).toEqual({ MerchantReference: 'abc-1', ResultCode: '0' });
  });
  it('replaces lone surrogates and NUL, which a JSON column refuses', () => {
    expect(storableDetail({ a: '\ud800x', '\udc00': 'y\u0000' })).toEqual({ a: '\ufffdx', '\ufffd': 'y\ufffd' });
  });
  it('cuts names, values, the number of fields and the whole size', () => {
    const many = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`${'n'.repeat(50)}${i}`, 'v'.repeat(1000)]));
    const stored = storableDetail(many);
    expect(Object.keys(stored).length).toBeLessThanOrEqual(EVENT_DETAIL_LIMITS.fields);
    expect(JSON.stringify(stored).length).toBeLessThanOrEqual(EVENT_DETAIL_LIMITS.totalChars);
    for (const [name, value] of Object.entries(stored)) {
      expect(name.length).toBeLessThanOrEqual(EVENT_DETAIL_LIMITS.nameChars);
      expect(value.length).toBeLessThanOrEqual(EVENT_DETAIL_LIMITS.valueChars);
    }
  });
  it('a surrogate pair cut in half becomes U+FFFD; __proto__ stays a plain field', () => {
    expect(storableDetail({ a: `${'x'.repeat(EVENT_DETAIL_LIMITS.valueChars - 1)}😀` }).a!.endsWith('\ufffd')).toBe(true);
    const stored = storableDetail(JSON.parse('{"__proto__":"x"}'));
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(JSON.stringify(stored)).toBe('{"__proto__":"x"}');
  });
});
