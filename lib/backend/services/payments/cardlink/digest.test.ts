import { createHash } from 'node:crypto';
import { cardlinkDigest, digestOver, REQUEST_FIELDS, RESPONSE_FIELDS, sameDigest } from './digest';
import { DOCUMENTED } from './documented-example';

/** The documented rule, computed independently: base64(sha256(utf8(v1 + v2 + … + secret))). */
const rule = (values: string[], secret: string) => createHash('sha256').update(Buffer.from(values.join('') + secret, 'utf8')).digest('base64');

describe('the documented field orders', () => {
  it('lists the request table in order, the URLs and var1…var9 last', () => {
    expect(REQUEST_FIELDS.slice(0, 9)).toEqual(['version', 'mid', 'lang', 'deviceCategory', 'orderid', 'orderDesc', 'orderAmount', 'currency', 'payerEmail']);
    const at = (name: (typeof REQUEST_FIELDS)[number]) => REQUEST_FIELDS.indexOf(name);
    expect(at('payMethod')).toBeLessThan(at('trType'));
    expect(at('trType')).toBeLessThan(at('cssUrl'));
    expect(REQUEST_FIELDS.slice(at('cssUrl'))).toEqual(['cssUrl', 'confirmUrl', 'cancelUrl', 'var1', 'var2', 'var3', 'var4', 'var5', 'var6', 'var7', 'var8', 'var9']);
    expect(new Set(REQUEST_FIELDS).size).toBe(REQUEST_FIELDS.length);
    expect(REQUEST_FIELDS).not.toContain('digest');
  });

  it('lists the response table in order', () => {
    expect(RESPONSE_FIELDS.slice(0, 12)).toEqual(['version', 'mid', 'orderid', 'status', 'orderAmount', 'currency', 'paymentTotal', 'message', 'riskScore', 'payMethod', 'txId', 'paymentRef']);
    expect(RESPONSE_FIELDS).not.toContain('digest');
  });
});

describe('cardlinkDigest', () => {
  it("reproduces the documented example's request and response digests", () => {
    expect(digestOver(REQUEST_FIELDS, DOCUMENTED.request, DOCUMENTED.secret)).toBe(DOCUMENTED.requestDigest);
    expect(digestOver(RESPONSE_FIELDS, DOCUMENTED.response, DOCUMENTED.secret)).toBe(DOCUMENTED.responseDigest);
    expect(rule(Object.values(DOCUMENTED.request), DOCUMENTED.secret)).toBe(DOCUMENTED.requestDigest);
  });

  it('is base64 of SHA-256 over the UTF-8 bytes of the values and the secret, nothing in between', () => {
    const values = ['2', '0020000001', 'el', 'Παραγγελία 12', '12.34'];
    expect(cardlinkDigest(values, 'sécret')).toBe(rule(values, 'sécret'));
    expect(cardlinkDigest(values, 'sécret')).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    // Moving a character from one value to the next gives the same digest: only the concatenation counts.
    expect(cardlinkDigest(['ab', 'c'], 'k')).toBe(cardlinkDigest(['a', 'bc'], 'k'));
    expect(cardlinkDigest(['a'], 'k')).not.toBe(cardlinkDigest(['a'], 'K'));
  });

  it('counts an absent field as the empty string and follows the given order, not the object order', () => {
    const fields = { orderid: 'A1', mid: '7', version: '2' };
    expect(digestOver(REQUEST_FIELDS, fields, 's')).toBe(rule(['2', '7', 'A1'], 's'));
    expect(digestOver(['version', 'mid', 'orderid'], { ...fields, extra: 'ignored' }, 's')).toBe(rule(['2', '7', 'A1'], 's'));
  });
});

describe('sameDigest', () => {
  it('compares exactly, and refuses a missing or shorter digest', () => {
    const digest = cardlinkDigest(['x'], 'k');
    expect(sameDigest(digest, digest)).toBe(true);
    expect(sameDigest(`${digest.slice(0, -2)}A=`, digest)).toBe(false);
    expect(sameDigest(digest.slice(0, 10), digest)).toBe(false);
    expect(sameDigest('', digest)).toBe(false);
    expect(sameDigest(undefined, digest)).toBe(false);
  });
});
