import { changedFields, discountValueProblem, REGISTRATION_CODE } from './partner-settings';

describe('partner settings', () => {
  it('caps a percentage at 90 % and a fixed discount at €1 000 per unit', () => {
    expect(discountValueProblem('Percentage', 90)).toBeUndefined();
    expect(discountValueProblem('Percentage', 91)).toBe('discount_too_high');
    expect(discountValueProblem('FixedAmount', 100_000)).toBeUndefined();
    expect(discountValueProblem('FixedAmount', 100_001)).toBe('discount_too_high');
  });
  it('takes registration codes of capitals, digits and dashes', () => {
    expect(REGISTRATION_CODE.test('ACME-2027')).toBe(true);
    expect(REGISTRATION_CODE.test('acme')).toBe(false);
    expect(REGISTRATION_CODE.test('AB')).toBe(false);
  });
  it('keeps only the fields that changed for the audit row', () => {
    expect(changedFields({ a: 1, b: 'x', c: { el: '1' } }, { a: 2, b: 'x', c: { el: '1' } })).toEqual({ before: { a: 1 }, after: { a: 2 } });
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
  });
});
