import { bankReturnUrl, buildParamBackLink, isSafeReturnPath, parseParamBackLink } from './param-back-link';

const returnUrls = {
  success: 'http://shop.test/el/acme/payment/winbank/success/ord_0123456789abcdef',
  cancel: 'http://shop.test/el/acme/payment/winbank/cancel',
};

describe('ParamBackLink', () => {
  it('carries the URL-encoded paths of the two return URLs', () => {
    const link = buildParamBackLink(returnUrls);
    expect(link).toBe('s=%2Fel%2Facme%2Fpayment%2Fwinbank%2Fsuccess%2Ford_0123456789abcdef&f=%2Fel%2Facme%2Fpayment%2Fwinbank%2Fcancel');
    expect(parseParamBackLink(link)).toEqual({ success: '/el/acme/payment/winbank/success/ord_0123456789abcdef', failure: '/el/acme/payment/winbank/cancel' });
  });

  it('keeps a return URL’s query and drops its origin', () => {
    const link = buildParamBackLink({ success: 'https://other.example/a/b?x=1&y=2', cancel: 'https://other.example/c' });
    expect(parseParamBackLink(link)).toEqual({ success: '/a/b?x=1&y=2', failure: '/c' });
  });

  it.each([
    ['no failure path', 's=%2Fa'],
    ['no success path', 'f=%2Fa'],
    ['two success paths', 's=%2Fa&s=%2Fb&f=%2Fc'],
    ['a protocol-relative path', 's=%2F%2Fevil.example%2Fx&f=%2Fc'],
    ['a backslash path', 's=%2F%5Cevil.example&f=%2Fc'],
    ['an absolute URL', 's=https%3A%2F%2Fevil.example%2F&f=%2Fc'],
    ['a relative path', 's=a%2Fb&f=%2Fc'],
    ['a fragment', 's=%2Fa%23x&f=%2Fc'],
    ['a space', 's=%2Fa%20b&f=%2Fc'],
    ['a control character', 's=%2Fa%0Ab&f=%2Fc'],
    ['an empty value', ''],
  ])('refuses %s', (_label, link) => {
    expect(parseParamBackLink(link)).toBeUndefined();
  });

  it('accepts only same-origin paths', () => {
    expect(isSafeReturnPath('/')).toBe(true);
    expect(isSafeReturnPath('/el/acme/payment/winbank/cancel')).toBe(true);
    for (const path of ['', 'x', '//x', '/\\x', '/x#y', `/${'a'.repeat(600)}`]) expect(isSafeReturnPath(path)).toBe(false);
  });
});

describe('bankReturnUrl', () => {
  it('is the profile URL (origin + path) with ? + ParamBackLink appended', () => {
    const link = buildParamBackLink(returnUrls);
    expect(bankReturnUrl('http://shop.test', '/el/acme/payment/winbank/cancel', link)).toBe(`http://shop.test/el/acme/payment/winbank/cancel?${link}`);
    expect(bankReturnUrl('http://shop.test/base/', '/x?y=1', 'a=b')).toBe('http://shop.test/x?y=1&a=b');
  });

  it('refuses a path that would leave the origin', () => {
    expect(bankReturnUrl('http://shop.test', '//evil.example/x', 'a=b')).toBeUndefined();
    expect(bankReturnUrl('http://shop.test', '/\\evil.example', 'a=b')).toBeUndefined();
  });
});
