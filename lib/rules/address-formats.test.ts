import { isValidMobile, isValidPostalCode, normaliseMobile, normalisePostalCode } from './address-formats';

describe('postal codes', () => {
  it.each(['10431', '546 21', '85100'])('Greek %s is valid', (code) => expect(isValidPostalCode('GR', code)).toBe(true));
  it.each(['1043', '104311', '00100', '90100', 'ABCDE', ''])('Greek %s is not', (code) => expect(isValidPostalCode('GR', code)).toBe(false));
  it('Cyprus has four digits', () => {
    expect(isValidPostalCode('CY', '1065')).toBe(true);
    expect(isValidPostalCode('CY', '10431')).toBe(false);
  });
  it('drops spaces', () => expect(normalisePostalCode(' 546 21 ')).toBe('54621'));
});

describe('mobile numbers', () => {
  it.each(['6912345678', '+30 691 234 5678', '0030-6912345678', '69.1234.5678'])('Greek %s is valid', (mobile) => {
    expect(normaliseMobile('GR', mobile)).toBe('6912345678');
  });
  it.each(['2101234567', '691234567', '69123456789', '+357 99123456', 'abc', ''])('Greek %s is not', (mobile) => {
    expect(isValidMobile('GR', mobile)).toBe(false);
  });
  it('Cyprus: 9 and seven digits, +357 allowed', () => {
    expect(normaliseMobile('CY', '+357 99 123456')).toBe('99123456');
    expect(isValidMobile('CY', '6912345678')).toBe(false);
  });
});
