import { isValidGreekVatNumber, normaliseVatNumber } from './vat-number';

describe('Greek VAT number (ΑΦΜ)', () => {
  it.each(['094014201', '094019245', '090000045', '998184801', 'EL094014201', 'GR 094 014 201'])('accepts %s', (vat) => {
    expect(isValidGreekVatNumber(vat)).toBe(true);
  });
  it.each(['094014202', '000000000', '12345678', '1234567890', '09401420A', '', 'EL', '094-014-201'])('refuses %s', (vat) => {
    expect(isValidGreekVatNumber(vat)).toBe(false);
  });
  it('strips spaces and the EL/GR prefix', () => {
    expect(normaliseVatNumber(' el 094 014 201 ')).toBe('094014201');
  });
});
