import { enrolmentCookiePath, enrolmentSecret, groupedSecret } from './two-factor-cookie';

describe('enrolmentSecret', () => {
  it('reads the key of a TOTP URI', () => {
    expect(enrolmentSecret('otpauth://totp/Partner%20Storefront:a%40shop.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Partner%20Storefront')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', 'https://example.com/?secret=JBSWY3DPEHPK3PXP', 'otpauth://hotp/x?secret=JBSWY3DPEHPK3PXP', 'otpauth://totp/x?secret=<script>', 'otpauth://totp/x']) expect(enrolmentSecret(value)).toBeUndefined();
  });
});

describe('groupedSecret', () => {
  it('groups the key by four', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupedSecret('JBSW')).toBe('JBSW');
  });
});

describe('enrolmentCookiePath', () => {
  it('is the two-factor page of the language, so the cookie goes nowhere else', () => {
    expect(enrolmentCookiePath('el')).toBe('/staff/two-factor');
    expect(enrolmentCookiePath('en')).toBe('/en/staff/two-factor');
  });
});
