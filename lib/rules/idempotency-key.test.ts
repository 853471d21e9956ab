import { canonicalJson, isValidIdempotencyKey } from './idempotency-key';

describe('isValidIdempotencyKey', () => {
  it('accepts 8 to 100 characters of letters, digits, dash and underscore', () => {
    expect(isValidIdempotencyKey('abcd1234')).toBe(true);
    expect(isValidIdempotencyKey('3f1c9a7e-2b4d-4e8f-9a1b-7c6d5e4f3a2b')).toBe(true);
    expect(isValidIdempotencyKey('A_b-'.repeat(25))).toBe(true);
  });
  it('refuses anything else', () => {
    for (const key of [undefined, null, '', 'short', 'x'.repeat(101), 'has space1', 'ümlaut123', 'a/b/c/d/e', 'key\n1234']) {
      expect(isValidIdempotencyKey(key)).toBe(false);
    }
  });
});

describe('canonicalJson', () => {
  it('ignores key order and whitespace but not array order', () => {
    const a = JSON.parse('{"b": 1, "a": {"y": [1, 2], "x": "é"}}');
    const b = JSON.parse('{"a":{"x":"é","y":[1,2]},"b":1}');
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"x":"é","y":[1,2]},"b":1}');
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
  });
  it('tells values apart that JSON tells apart', () => {
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson({ a: null })).not.toBe(canonicalJson({}));
    expect(canonicalJson({ a: undefined })).toBe(canonicalJson({}));
    expect(canonicalJson([undefined])).toBe('[null]');
  });
});
