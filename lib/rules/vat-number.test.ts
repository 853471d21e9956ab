import { isValidGreekVatNumber, normaliseVatNumber, vatNumberProblem } from './vat-number';

describe('Greek VAT number (ΑΦΜ)', () => {
  // Real, published ΑΦΜ of Greek public bodies and companies, and a sum whose mod 11 is 10 (→ 0).
  it.each(['094014201', '094019245', '090000045', '998184801', 'EL094014201', 'GR 094 014 201'])('accepts %s', (vat) => {
    expect(isValidGreekVatNumber(vat)).toBe(true);
    expect(vatNumberProblem(vat)).toBeUndefined();
  });

  it.each(['12345678', '1234567890', '09401420A', '', 'EL', '094-014-201', '٠٩٤٠١٤٢٠١', '094 014 20'])('%s is not exactly nine digits', (vat) => {
    expect(vatNumberProblem(vat)).toBe('vat_number_length');
    expect(isValidGreekVatNumber(vat)).toBe(false);
  });

  it.each(['094014202', '094014200', '094019244', '998184802', '000000000', '123456789'])('%s has nine digits and a wrong check digit', (vat) => {
    expect(vatNumberProblem(vat)).toBe('vat_number_check_digit');
    expect(isValidGreekVatNumber(vat)).toBe(false);
  });

  it('computes the check digit as Σ d·2^(8−i) mod 11 mod 10', () => {
    // 0·256 + 9·128 + 4·64 + 0·32 + 1·16 + 4·8 + 2·4 + 0·2 = 1464; 1464 mod 11 = 1 → last digit 1.
    expect(vatNumberProblem('094014201')).toBeUndefined();
    // 1·256 + 2·128 + 3·64 + 4·32 + 5·16 + 6·8 + 7·4 + 8·2 = 1004; 1004 mod 11 = 3 → 123456783.
    expect(vatNumberProblem('123456783')).toBeUndefined();
  });

  it('strips spaces and the EL/GR prefix', () => {
    expect(normaliseVatNumber(' el 094 014 201 ')).toBe('094014201');
  });
});
