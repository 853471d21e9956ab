import { winbankReturnPath } from './shop-wide-return';

const uid = 'AbCdEfGhIjKlMnOpQrStUv';
const link = (s: string, f: string) => new URLSearchParams({ s, f });

describe('winbankReturnPath', () => {
  it("forwards to the storefront's own Winbank return pages", () => {
    const back = link(`/en/acme/payment/winbank/success/${uid}`, '/en/acme/payment/winbank/cancel');
    expect(winbankReturnPath(back, 'success')).toBe(`/en/acme/payment/winbank/success/${uid}`);
    expect(winbankReturnPath(back, 'cancel')).toBe('/en/acme/payment/winbank/cancel');
    expect(winbankReturnPath(link(`/acme/payment/winbank/success/${uid}`, ''), 'success')).toBe(`/acme/payment/winbank/success/${uid}`);
  });

  it('never anywhere else (no open redirect)', () => {
    for (const s of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', `/acme/payment/alpha/success/${uid}`, '/acme/login', `/acme/payment/winbank/success/${uid}?x=1`, '/acme/payment/winbank/cancel', '', `/ACME/payment/winbank/success/${uid}`]) {
      expect(winbankReturnPath(link(s, s), 'success')).toBeUndefined();
    }
    expect(winbankReturnPath(new URLSearchParams(), 'cancel')).toBeUndefined();
  });
});
