import { normalizeCouponCode } from './coupon-code';

describe('normalizeCouponCode', () => {
  it('forgives spaces, case, Greek look-alike capitals and dashes', () => {
    expect(normalizeCouponCode('  welcome 10 ')).toBe('WELCOME10');
    expect(normalizeCouponCode('Welcome10')).toBe('WELCOME10');
    expect(normalizeCouponCode('WΕLCOMΕ10')).toBe('WELCOME10'); // Greek Ε
    expect(normalizeCouponCode('ΑΒΓ')).toBeUndefined(); // Γ has no Latin twin
    expect(normalizeCouponCode('spring–27')).toBe('SPRING-27'); // en dash
    expect(normalizeCouponCode('\tbogo\u00a0')).toBe('BOGO');
  });

  it('refuses what cannot be a code', () => {
    for (const typed of ['', '  ', 'AB', '-ABC', 'ABC-', 'A_B_C', 'ΚΩΔ', 'x'.repeat(33), ' '.repeat(60) + 'ABCDE', "ABC'; DROP"]) {
      expect(normalizeCouponCode(typed)).toBeUndefined();
    }
    expect(normalizeCouponCode('A'.repeat(32))).toBe('A'.repeat(32));
  });
});
